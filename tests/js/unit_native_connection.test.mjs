// The native port: handshake, queueing, replies, streams, chunking, disconnects, reconnect with backoff.
import { test } from "node:test";
import assert from "node:assert/strict";
import { NativeConnection, State } from "../../extension/background/native_connection.js";
import { fakeTimers } from "./support/fake_timers.mjs";

class FakePort {
  constructor() {
    this.sent = [];
    this.messageListeners = [];
    this.disconnectListeners = [];
    this.onMessage = { addListener: (fn) => this.messageListeners.push(fn) };
    this.onDisconnect = { addListener: (fn) => this.disconnectListeners.push(fn) };
    this.error = null;
  }
  postMessage(m) { this.sent.push(structuredClone(m)); }
  disconnect() {}
  reply(m) { for (const fn of this.messageListeners) fn(m); }
  die(message) { this.error = { message }; for (const fn of this.disconnectListeners) fn(this); }
  helloReply() { const hello = this.sent.find((m) => m.type === "hello"); this.reply({ id: hello.id, type: "hello", version: "0.1", model: { model_id: "m" } }); }
}

function setup() {
  const timers = fakeTimers();
  const ports = [];
  const statuses = [];
  const connection = new NativeConnection({
    connect: () => { const p = new FakePort(); ports.push(p); return p; },
    portError: (port) => port.error?.message || "",
    isHostMissing: (text) => /not found/.test(text),
    timers,
    onStatus: (s) => statuses.push(s.state),
    backoff: { random: () => 0.5 },
  });
  return { timers, ports, statuses, connection };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test("hello comes first; requests sent before it are queued and then delivered", async () => {
  const { ports, connection, statuses } = setup();
  connection.start();
  const reply = connection.request({ type: "get_policy", site: "reddit.com" });
  const port = ports[0];
  assert.deepEqual(port.sent.map((m) => m.type), ["hello"]);
  port.helloReply();
  assert.equal(connection.state, State.CONNECTED);
  assert.deepEqual(port.sent.map((m) => m.type), ["hello", "get_policy"]);
  const sent = port.sent[1];
  port.reply({ id: sent.id, type: "policy", policy: { site: "reddit.com" } });
  assert.deepEqual((await reply).policy, { site: "reddit.com" });
  assert.deepEqual(statuses, ["connecting", "connected"]);
  assert.equal(connection.status().hello.model.model_id, "m");
});

test("an error reply rejects with the host's code", async () => {
  const { ports, connection } = setup();
  connection.start();
  ports[0].helloReply();
  const reply = connection.request({ type: "set_policy", policy: {} });
  ports[0].reply({ id: ports[0].sent[1].id, type: "error", code: "bad_request", message: "policy.mode must be…" });
  await assert.rejects(reply, (e) => e.code === "bad_request" && /policy.mode/.test(e.message));
});

test("a stream delivers every event; model_error is not terminal, done is", async () => {
  const { ports, connection } = setup();
  connection.start();
  ports[0].helloReply();
  const events = [];
  const finished = connection.stream({ id: "a1", type: "analyze", draft: "x", site: "s", box: "b" }, (e) => events.push(e.type));
  const port = ports[0];
  port.reply({ id: "a1", type: "suggestions", stage: "prefilter", suggestions: [] });
  port.reply({ id: "a1", type: "error", code: "model_error", message: "llm failed" });
  port.reply({ id: "other", type: "suggestions" }); // not ours
  port.reply({ id: "a1", type: "done", text: "x" });
  port.reply({ id: "a1", type: "suggestions" }); // late: ignored
  assert.equal((await finished).type, "done");
  assert.deepEqual(events, ["suggestions", "error", "done"]);
});

test("a chunked reply is reassembled before delivery", async () => {
  const { ports, connection } = setup();
  connection.start();
  ports[0].helloReply();
  const reply = connection.request({ id: "big", type: "get_policy", site: "x" });
  const json = JSON.stringify({ id: "big", type: "policy", policy: { allow: ["😀".repeat(100)] } });
  const half = Math.floor(json.length / 2);
  ports[0].reply({ id: "big", type: "chunk", seq: 0, total: 2, data: json.slice(0, half) });
  ports[0].reply({ id: "big", type: "chunk", seq: 1, total: 2, data: json.slice(half) });
  assert.equal((await reply).policy.allow[0].length, 200);
});

test("the host exiting fails every waiting request with unavailable and retries with backoff", async () => {
  const { ports, connection, timers, statuses } = setup();
  connection.start();
  ports[0].helloReply();
  const events = [];
  const stream = connection.stream({ id: "a2", type: "analyze" }, (e) => events.push(e));
  const request = connection.request({ type: "status" });
  ports[0].die("Native host has exited.");
  assert.equal(connection.state, State.DISCONNECTED);
  assert.equal((await stream).code, "unavailable");
  assert.equal(events[0].code, "unavailable");
  await assert.rejects(request, (e) => e.code === "unavailable");
  assert.deepEqual(timers.delays(), [500]);
  timers.advance(500);
  assert.equal(ports.length, 2);
  assert.equal(connection.state, State.CONNECTING);
  ports[1].helloReply();
  assert.equal(connection.state, State.CONNECTED);
  assert.deepEqual(statuses, ["connecting", "connected", "disconnected", "connecting", "connected"]);
});

test("a missing host is reported as such and retried with growing delays", async () => {
  const { ports, connection, timers } = setup();
  connection.start();
  ports[0].die("Specified native messaging host not found.");
  assert.equal(connection.state, State.HOST_MISSING);
  assert.match(connection.unavailableText(), /make run/);
  const seen = [];
  for (let i = 0; i < 4; i++) {
    seen.push(timers.delays()[0]);
    timers.advance(timers.delays()[0]);
    ports.at(-1).die("Specified native messaging host not found.");
  }
  assert.deepEqual(seen, [500, 1000, 2000, 4000]);
});

test("a request while disconnected reconnects now and is answered once connected", async () => {
  const { ports, connection } = setup();
  connection.start();
  ports[0].die("Native host has exited.");
  const reply = connection.request({ type: "status" });
  assert.equal(ports.length, 2); // reconnected at once, without waiting for the backoff
  ports[1].helloReply();
  const sent = ports[1].sent.find((m) => m.type === "status");
  ports[1].reply({ id: sent.id, type: "status", service: "running" });
  assert.equal((await reply).service, "running");
});

test("a queued request times out with unavailable when the host never answers", async () => {
  const { ports, connection, timers } = setup();
  connection.start();
  const reply = connection.request({ type: "status" });
  timers.advance(4000);
  await assert.rejects(reply, (e) => e.code === "unavailable");
  assert.equal(ports.length, 1);
  await flush();
});
