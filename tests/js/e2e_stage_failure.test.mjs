// Issue 9's check from the browser's side: the extension's own NativeConnection, over a real native host
// process (`python -m native_host`, native-messaging frames on its pipes), to a real service whose model stage
// fails (tests/failing_stage.py). The analysis must deliver the `model_error` event *and then* `done`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NativeConnection, State } from "../../extension/background/native_connection.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PYTHON = process.env.LOOKTWICE_PYTHON || "python3"; // `make test-js` puts the venv first on PATH
const DRAFT = "I moved to Zurich last spring. Mail jo@example.com if you want the flat.";

/** A chrome.runtime.Port over a host process: 4-byte native-order length + UTF-8 JSON, both ways. */
class ProcessPort {
  constructor(env) {
    this.messageListeners = [];
    this.disconnectListeners = [];
    this.onMessage = { addListener: (fn) => this.messageListeners.push(fn) };
    this.onDisconnect = { addListener: (fn) => this.disconnectListeners.push(fn) };
    this.error = null;
    this.buffer = Buffer.alloc(0);
    this.proc = spawn(PYTHON, ["-m", "native_host"], { cwd: REPO, env, stdio: ["pipe", "pipe", "pipe"] });
    this.stderr = "";
    this.proc.stderr.on("data", (d) => { this.stderr += d; });
    this.proc.stdout.on("data", (data) => this.read(data));
    this.proc.on("exit", (code) => {
      this.error = { message: `host exited with ${code}` };
      for (const fn of this.disconnectListeners) fn(this);
    });
  }
  read(data) {
    this.buffer = Buffer.concat([this.buffer, data]);
    while (this.buffer.length >= 4) {
      const n = this.buffer.readUInt32LE(0);
      if (this.buffer.length < 4 + n) return;
      const message = JSON.parse(this.buffer.subarray(4, 4 + n).toString("utf8"));
      this.buffer = this.buffer.subarray(4 + n);
      for (const fn of this.messageListeners) fn(message);
    }
  }
  postMessage(message) {
    const body = Buffer.from(JSON.stringify(message), "utf8");
    const header = Buffer.alloc(4);
    header.writeUInt32LE(body.length, 0);
    this.proc.stdin.write(Buffer.concat([header, body]));
  }
  disconnect() { this.proc.stdin.end(); }
}

async function until(check, what, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const failure of ["model", "bug"]) {
  test(`a failing model stage (${failure}) reaches the extension's client as model_error, then done`, async () => {
    const home = mkdtempSync(join(tmpdir(), "looktwice-stage-"));
    const env = { ...process.env, LOOKTWICE_HOME: home, PYTHONPATH: REPO, LOOKTWICE_IN_PROCESS: "", LOOKTWICE_NO_LLM: "" };
    const service = spawn(PYTHON, [join(REPO, "tests/failing_stage.py"), home, failure],
      { cwd: REPO, env, stdio: ["ignore", "ignore", "pipe"] });
    let serviceLog = "";
    service.stderr.on("data", (d) => { serviceLog += d; }); // the stage's traceback is expected there
    let port = null;
    try {
      await until(() => existsSync(join(home, "service.json")), "the service to start");
      const connection = new NativeConnection({
        connect: () => { port = new ProcessPort(env); return port; },
        portError: (p) => p.error?.message || "",
        isHostMissing: () => false,
        requestTimeoutMs: 120000,
        queueTimeoutMs: 120000,
      });
      connection.start();
      await until(() => connection.state === State.CONNECTED, "the hello handshake");
      assert.equal(typeof connection.hello.limits.max_draft_chars, "number"); // limits come from the host
      const events = [];
      const last = await connection.stream({ type: "analyze", draft: DRAFT, site: "example.com", box: "b" },
        (event) => events.push(event));
      const kinds = events.map((e) => (e.type === "error" ? `error:${e.code}` : e.type));
      assert.equal(kinds[0], "suggestions");
      assert.deepEqual(kinds.slice(-2), ["error:model_error", "done"], `${kinds}\n${port?.stderr}\n${serviceLog}`);
      assert.equal(last.type, "done");
      assert.equal(last.stop_reason, "error");
      assert.ok(!last.text.includes("Zurich") && !last.text.includes("jo@example.com")); // pre-filter edits stand
      const serviceRecord = JSON.parse(readFileSync(join(home, "service.json"), "utf8"));
      assert.equal(serviceRecord.pid, service.pid); // the host used the failing service, not one of its own
    } finally {
      port?.disconnect();
      service.kill("SIGTERM");
      await new Promise((resolve) => (service.exitCode !== null ? resolve() : service.on("exit", resolve)));
      rmSync(home, { recursive: true, force: true });
    }
  });
}
