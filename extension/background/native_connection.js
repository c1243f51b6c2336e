// The one long-lived port to the native host (DESIGN.md "Native messaging"). Explicit states, a
// `hello` handshake before anything else is sent, reconnect with exponential backoff, chunk reassembly,
// and every caller's request answered: by the host, or by an `unavailable` error when the host goes away.
import "../shared/chunks.js";
import "../shared/error_codes.js";
import "../shared/timing.js";

const { ChunkAssembler, ChunkError } = globalThis.LookTwice.chunks;
const { endsAnalysis } = globalThis.LookTwice.errorCodes;
const { backoffDelay } = globalThis.LookTwice.timing;

export const State = Object.freeze({
  IDLE: "idle",
  CONNECTING: "connecting", // port open, waiting for the hello reply
  CONNECTED: "connected",
  DISCONNECTED: "disconnected", // host exited or crashed; will retry
  HOST_MISSING: "host_missing", // the browser has no host registered under our name; will retry slowly
});

export class HostUnavailable extends Error {
  constructor(message) {
    super(message);
    this.name = "HostUnavailable";
    this.code = "unavailable";
  }
}

/**
 * `connect()` returns a port ({postMessage, disconnect, onMessage.addListener, onDisconnect.addListener});
 * `portError(port)` reads why it closed; `isHostMissing(text)` classifies that text.
 */
export class NativeConnection {
  constructor({
    connect, portError, isHostMissing, timers = globalThis, onStatus = () => {},
    requestTimeoutMs = 15000, queueTimeoutMs = 4000, backoff = {},
  }) {
    Object.assign(this, { connect, portError, isHostMissing, timers, onStatus, requestTimeoutMs, queueTimeoutMs });
    this.backoff = backoff;
    this.state = State.IDLE;
    this.port = null;
    this.hello = null; // the host's hello reply: version, capabilities, model
    this.lastError = "";
    this.attempt = 0;
    this.retryHandle = null;
    this.nextId = 1;
    this.waiting = new Map(); // id → {resolve, reject, onEvent?, timer}
    this.queue = []; // messages waiting for the handshake
    this.assembler = new ChunkAssembler();
  }

  status() {
    return { state: this.state, hello: this.hello, lastError: this.lastError, attempt: this.attempt };
  }

  start() {
    if (this.state === State.CONNECTING || this.state === State.CONNECTED) return;
    if (this.retryHandle !== null) this.timers.clearTimeout(this.retryHandle);
    this.retryHandle = null;
    this.setState(State.CONNECTING);
    let port;
    try {
      port = this.connect();
    } catch (error) {
      this.closed(null, String(error?.message || error));
      return;
    }
    this.port = port;
    port.onMessage.addListener((message) => this.received(port, message));
    port.onDisconnect.addListener(() => this.closed(port, this.portError(port)));
    const id = this.newId("hello");
    this.track(id, {
      resolve: (reply) => {
        this.hello = reply;
        this.attempt = 0;
        this.lastError = "";
        this.setState(State.CONNECTED);
        for (const message of this.queue.splice(0)) this.post(message);
      },
      reject: (error) => {
        // A host that never answers hello is as good as gone: drop the port and retry with backoff.
        if (error.timedOut && this.port === port) {
          try { port.disconnect(); } catch { /* already closed */ }
          this.closed(port, "the host did not answer hello");
        }
      },
    }, this.requestTimeoutMs);
    this.post({ id, type: "hello" });
  }

  /** Forgets the backoff and tries now (the popup's "Retry", or a request while disconnected). */
  reconnect() {
    this.attempt = 0;
    if (this.state !== State.CONNECTED && this.state !== State.CONNECTING) this.start();
  }

  /** One request, one reply (hello, status, get_policy, set_policy, cancel). */
  request(message, { timeoutMs = this.requestTimeoutMs } = {}) {
    return new Promise((resolve, reject) => {
      const id = message.id ?? this.newId(message.type);
      this.track(id, { resolve, reject }, timeoutMs);
      this.send({ ...message, id });
    });
  }

  /** A streaming request (analyze): `onEvent` gets every event; resolves with the final one (done/error). */
  stream(message, onEvent) {
    return new Promise((resolve, reject) => {
      const id = message.id ?? this.newId(message.type);
      this.track(id, { resolve, reject, onEvent }, null);
      this.send({ ...message, id });
    });
  }

  newId(prefix) {
    return `${prefix}-${this.nextId++}`;
  }

  track(id, entry, timeoutMs) {
    if (timeoutMs) {
      entry.timer = this.timers.setTimeout(() => {
        this.waiting.delete(id);
        const error = new HostUnavailable(`no reply from the LookTwice host within ${timeoutMs} ms`);
        error.timedOut = true;
        entry.reject(error);
      }, timeoutMs);
    }
    this.waiting.set(id, entry);
  }

  send(message) {
    if (this.state === State.CONNECTED) {
      this.post(message);
      return;
    }
    this.queue.push(message);
    const queued = message.id;
    this.timers.setTimeout(() => {
      const at = this.queue.findIndex((m) => m.id === queued);
      if (at < 0) return;
      this.queue.splice(at, 1);
      this.fail(queued, new HostUnavailable(this.unavailableText()));
    }, this.queueTimeoutMs);
    if (this.state !== State.CONNECTING) this.reconnect();
  }

  post(message) {
    try {
      this.port.postMessage(message);
    } catch (error) {
      this.fail(message.id, new HostUnavailable(`could not send to the host: ${error.message}`));
    }
  }

  received(port, raw) {
    if (port !== this.port) return;
    let message;
    try {
      message = this.assembler.accept(raw);
    } catch (error) {
      if (error instanceof ChunkError) {
        this.fail(error.id, new HostUnavailable(error.message));
        return;
      }
      throw error;
    }
    if (!message) return;
    const entry = this.waiting.get(message.id);
    if (!entry) return; // late event of a forgotten or timed-out request
    if (entry.onEvent) {
      entry.onEvent(message);
      if (endsAnalysis(message)) { // model_error does not: the pre-filter's findings stand, done follows
        this.waiting.delete(message.id);
        entry.resolve(message);
      }
      return;
    }
    this.waiting.delete(message.id);
    if (entry.timer) this.timers.clearTimeout(entry.timer);
    if (message.type === "error") {
      const error = new Error(message.message || message.code);
      error.code = message.code;
      entry.reject(error);
    } else {
      entry.resolve(message);
    }
  }

  closed(port, reason) {
    if (port !== null && port !== this.port) return;
    this.port = null;
    this.hello = null;
    this.assembler.reset();
    this.lastError = reason || "the LookTwice host exited";
    this.setState(this.isHostMissing(this.lastError) ? State.HOST_MISSING : State.DISCONNECTED);
    const error = new HostUnavailable(this.unavailableText());
    for (const id of [...this.waiting.keys()]) this.fail(id, error);
    for (const message of this.queue.splice(0)) this.fail(message.id, error);
    const delay = backoffDelay(this.attempt++, this.backoff);
    this.retryHandle = this.timers.setTimeout(() => {
      this.retryHandle = null;
      this.start();
    }, delay);
  }

  fail(id, error) {
    const entry = this.waiting.get(id);
    if (!entry) return;
    this.waiting.delete(id);
    if (entry.timer) this.timers.clearTimeout(entry.timer);
    if (entry.onEvent) {
      const event = { id, type: "error", code: "unavailable", message: error.message };
      entry.onEvent(event);
      entry.resolve(event);
    } else {
      entry.reject(error);
    }
  }

  unavailableText() {
    if (this.state === State.HOST_MISSING) {
      return "The LookTwice host is not installed for this browser. Run \"make run\" in the LookTwice folder.";
    }
    return `The LookTwice host is not reachable (${this.lastError || "not started"}).`;
  }

  setState(state) {
    this.state = state;
    this.onStatus(this.status());
  }
}
