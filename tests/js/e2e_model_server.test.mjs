// End to end with the model behind a real OpenAI-compatible server on loopback: llama-cpp-python's own
// server (python -m llama_cpp.server) serving the embedded SmolLM2. The real extension in headless Chromium,
// the real host and service (LOOKTWICE_MODEL = the server's URL): drafts are analyzed through the server,
// the popup names the model and its measured speed, the options page lists what was found and switches
// to the embedded model in one click.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ARTIFACTS, callBackground, freePort, startStack, waitForConnection } from "./support/stack.mjs";
import { highlighted, openSite, typeDraft, waitFor } from "./support/page_helpers.mjs";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PYTHON = join(REPO, ".venv/bin/python");
const DRAFT = "I'm a nurse in Dublin and my husband and I just got married.";

let stack;
let server;
let url;
before(async () => {
  const env = { ...process.env, PYTHONPATH: process.env.PYTHONPATH || REPO };
  const model = execFileSync(PYTHON, ["-c", "from models.runtime.embedded import embedded_model_path as p; print(p())"],
    { env, encoding: "utf8" }).trim();
  const port = await freePort();
  url = `http://127.0.0.1:${port}/v1`;
  server = spawn(PYTHON, ["-m", "llama_cpp.server", "--model", model, "--host", "127.0.0.1", "--port", String(port),
    "--n_ctx", "4096", "--seed", "0"], { env, stdio: "ignore" });
  await waitFor(async () => {
    try {
      return (await (await fetch(`${url}/models`)).json()).data?.length > 0;
    } catch {
      return false;
    }
  }, { timeout: 180000, interval: 500, what: "llama_cpp.server" });
  stack = await startStack({ env: { LOOKTWICE_MODEL: url } });
  await waitForConnection(stack, "connected", 360000);  // the service loads spaCy and probes the server first
}, { timeout: 600000 });
after(async () => {
  await stack?.stop();
  server?.kill("SIGTERM");
}, { timeout: 60000 });

test("drafts are analyzed through the model server; the popup names it and shows its speed", { timeout: 600000 }, async () => {
  const page = await openSite(stack.context, "reddit_old");
  try {
    await typeDraft(page, "reddit_old", DRAFT);
    await waitFor(async () => (await highlighted(page)).includes("Dublin"), { timeout: 120000, what: "highlights" });
    // The model stage ran through the server: the service measured it.
    const status = await waitFor(async () => {
      const s = await callBackground(stack, { type: "get_status" });
      return s.service?.speed?.analyses > 0 ? s : null;
    }, { timeout: 480000, interval: 2000, what: "a measured analysis" });
    assert.equal(status.service.model.backend, "server");
    assert.ok(status.service.speed.tokens_per_s > 0, JSON.stringify(status.service.speed));
    const popup = await stack.context.newPage();
    await popup.setViewportSize({ width: 360, height: 420 });
    await popup.goto(`chrome-extension://${stack.extensionId}/popup/popup.html`);
    await waitFor(async () => /llama-cpp-python server/.test(await popup.locator("#model-name").textContent()),
      { what: "the model's name" });
    assert.match(await popup.locator("#model-name").textContent(), /^SmolLM2-135M-Instruct\.Q4_1 · llama-cpp-python server \(http:\/\/127\.0\.0\.1:\d+\/v1\) \(135M, Q4_1\)$/);
    assert.match(await popup.locator("#model-speed").textContent(), /\d+ tokens\/s · \d+\.\d s per analysis \(last \d+\)/);
    assert.equal(await popup.locator("#model-remote").isHidden(), true);
    await popup.screenshot({ path: join(ARTIFACTS, "popup-model-server.png") });
    await popup.close();
  } finally {
    await page.close();
  }
});

test("options page: the models found are listed; Use switches to the embedded one and it is remembered", { timeout: 300000 }, async () => {
  const options = await stack.context.newPage();
  try {
    await options.goto(`chrome-extension://${stack.extensionId}/options/options.html`);
    const rows = options.locator("#found-models tr");
    await waitFor(async () => (await rows.count()) >= 2, { timeout: 60000, what: "the models found" });
    const active = options.locator(`#found-models tr[data-ref="${url}"]`);
    assert.match(await active.textContent(), /llama-cpp-python server.*In use/);
    await options.screenshot({ path: join(ARTIFACTS, "options-models.png"), fullPage: true });
    await options.locator('#found-models tr[data-ref="embedded"] button').click();
    await waitFor(async () => /^Now using SmolLM2-135M-Instruct · embedded/.test(await options.locator("#model-result").textContent()),
      { timeout: 120000, what: "the switch" });
    await waitFor(async () => /In use/.test(await options.locator('#found-models tr[data-ref="embedded"]').textContent()),
      { timeout: 60000, what: "the embedded row in use" });
    const config = JSON.parse(readFileSync(join(stack.home, "config.json"), "utf8"));
    assert.equal(config.model_path, null);
    const status = await callBackground(stack, { type: "get_status" });
    assert.equal(status.service.model.name, "SmolLM2-135M-Instruct · embedded");
  } finally {
    await options.close();
  }
});
