// The whole LookTwice stack for one browser test run: a temp LOOKTWICE_HOME with its own service port,
// the real native host registered for a fresh Chromium profile (looktwice install-host), headless
// Chromium with the real extension, and the pages server. `stop()` kills what the run started.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startPagesServer, SITES } from "./pages_server.mjs";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
export const EXTENSION_DIR = join(REPO, "extension");
export const EXTENSION_ID = "ljfnedmageddbfcnklahdekfbnkblbih";
const LOOKTWICE = join(REPO, ".venv/bin/looktwice");
export const ARTIFACTS = join(REPO, "tests/e2e-artifacts");

/** A TCP port free on loopback right now (the OS picks it; the caller binds it soon after). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose environment carries this run's LOOKTWICE_HOME (host and service). */
export function processesOfHome(home) {
  const found = [];
  for (const entry of execFileSync("ls", ["/proc"], { encoding: "utf8" }).split("\n")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, "utf8");
      if (env.includes(`LOOKTWICE_HOME=${home}\0`)) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found.filter((pid) => pid !== process.pid);
}

/** Ends this run's host and service: SIGTERM, then SIGKILL for what is left, half a second after each. */
export async function killProcessesOfHome(home) {
  for (let i = 0; i < 2; i++) {
    for (const pid of processesOfHome(home)) {
      try { process.kill(pid, i === 0 ? "SIGTERM" : "SIGKILL"); } catch { /* gone */ }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Host processes (python -m native_host) of this run. */
export function hostPids(home) {
  return processesOfHome(home).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("native_host");
    } catch {
      return false;
    }
  });
}

/**
 * A copy of the extension whose manifest also grants `origins`: a headless browser cannot click the
 * permission prompt, so the "enable a new site" test starts with the optional permission already granted.
 */
function extensionCopyGranting(root, origins) {
  const dir = join(root, "extension");
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  manifest.host_permissions = [...manifest.host_permissions, ...origins];
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return dir;
}

/**
 * `extensionDir`: another build of the extension to load (the submit matrix's baseline). `beforeLaunch(home,
 * env)`: runs once the host is registered and before the browser starts (and with it the host), e.g. to
 * start a service of the test's own that the host then finds through `service.json`.
 */
export async function startStack({ debounceMs, grantOrigins = [], env: extraEnv = {}, extensionDir: otherExtension,
  beforeLaunch } = {}) {
  const root = mkdtempSync(join(tmpdir(), "looktwice-e2e-"));
  const home = join(root, "home");
  const profile = join(root, "profile");
  mkdirSync(home, { recursive: true, mode: 0o700 });
  mkdirSync(profile, { recursive: true });
  const servicePort = await freePort();
  writeFileSync(join(home, "config.json"), JSON.stringify({ port: servicePort }) + "\n", { mode: 0o600 });
  const env = { ...process.env, ...extraEnv, LOOKTWICE_HOME: home };
  const extensionDir = otherExtension || (grantOrigins.length ? extensionCopyGranting(root, grantOrigins) : EXTENSION_DIR);
  execFileSync(LOOKTWICE, ["install-host", "--browser", "chromium", "--manifest-dir", join(profile, "NativeMessagingHosts")], {
    env, stdio: ["ignore", "ignore", "inherit"],
  });
  if (beforeLaunch) await beforeLaunch(home, env);
  const pages = await startPagesServer(root);
  const rules = [...new Set(Object.values(SITES).map((s) => `MAP ${s.host} 127.0.0.1:${pages.port}`))].join(",");
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    env,
    ignoreHTTPSErrors: true,
    viewport: { width: 1100, height: 760 },
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=${rules}`,
      "--ignore-certificate-errors",
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable",
    ],
  });
  let worker = context.serviceWorkers()[0];
  if (!worker) worker = await context.waitForEvent("serviceworker", { timeout: 30000 });
  const extensionId = new URL(worker.url()).host;
  const stack = {
    root, home, profile, context, worker, extensionId, pages, servicePort,
    async stop() {
      await context.close().catch(() => {});
      await pages.close().catch(() => {});
      await killProcessesOfHome(home);
      rmSync(root, { recursive: true, force: true });
    },
    setDebounce: (ms) => callBackground(stack, { type: "set_settings", settings: { debounce_ms: ms } }),
  };
  if (debounceMs !== undefined) await stack.setDebounce(debounceMs);
  return stack;
}

/** Waits until the background's native connection reports `state` (e.g. "connected"). */
export async function waitForConnection(stack, state = "connected", timeoutMs = 120000) {
  const page = await stack.context.newPage();
  try {
    await page.goto(`chrome-extension://${stack.extensionId}/popup/popup.html`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: "get_status" }));
      if (status?.connection?.state === state) return status;
      if (Date.now() > deadline) throw new Error(`connection never reached ${state}: ${JSON.stringify(status)}`);
      if (status?.connection?.state !== "connecting") await page.evaluate(() => chrome.runtime.sendMessage({ type: "reconnect" }));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await page.close();
  }
}

/** Sends a message to the background from an extension page (the trusted tier). */
export async function callBackground(stack, message) {
  const page = await stack.context.newPage();
  try {
    await page.goto(`chrome-extension://${stack.extensionId}/options/options.html`);
    return await page.evaluate((m) => chrome.runtime.sendMessage(m), message);
  } finally {
    await page.close();
  }
}

export function siteUrl(name) {
  return `https://${SITES[name].host}${SITES[name].path || "/"}`;
}

export { existsSync, processAlive };
