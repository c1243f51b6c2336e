// The LookTwice stack in real Firefox (Debian firefox-esr) driven over WebDriver BiDi by puppeteer-core:
// a temp HOME whose ~/.mozilla/native-messaging-hosts holds the real host's manifest (looktwice
// install-host --browser firefox), a temp LOOKTWICE_HOME with its own service port, the pages server, and
// the Firefox build of the extension installed as a temporary add-on (BiDi webExtension.install). Every
// host name resolves to loopback (network.dns.forceResolve); pages are reached on the server's port.
// WebDriver BiDi refuses to navigate a tab to moz-extension:// pages, so tests see the extension only
// through what it does in web pages (its UI, the page's record of what was sent).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { buildFirefox } from "../../../extension/tools/build_firefox.mjs";
import { startPagesServer, SITES } from "./pages_server.mjs";
import { freePort, killProcessesOfHome } from "./stack.mjs";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const LOOKTWICE = join(REPO, ".venv/bin/looktwice");
const PYTHON = join(REPO, ".venv/bin/python");
export const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

export const firefoxAvailable = () => existsSync(FIREFOX);

/**
 * What "Enable LookTwice here" leaves behind for `origin`, set up before the browser starts (BiDi cannot
 * open the popup): the build's manifest also grants the origin and runs the content scripts there (what
 * the registered scripts do), and the host's store holds the site's policy in `mode`.
 */
function enableBeforeLaunch(extensionDir, env, origin, mode) {
  const file = join(extensionDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  manifest.host_permissions.push(`${origin}/*`);
  manifest.content_scripts[0].matches.push(`${origin}/*`);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  const code = `import sys
from models.policy import Policy, default_policy
from protocol.config import state_dir
from serving.core import open_store
store, problem = open_store(state_dir())
if store is None:
    sys.exit(str(problem))
store.put_policy(Policy.from_json({**default_policy(sys.argv[1]).to_json(), "mode": sys.argv[2]}))`;
  execFileSync(PYTHON, ["-c", code, new URL(origin).hostname, mode], { env: { ...env, PYTHONPATH: REPO }, stdio: ["ignore", "ignore", "inherit"] });
}

/** `enable`: {origin, mode} of a site the user enabled (enableBeforeLaunch). */
export async function startFirefoxStack({ enable } = {}) {
  const root = mkdtempSync(join(tmpdir(), "looktwice-ff-"));
  const home = join(root, "looktwice-home");
  const userHome = join(root, "user-home");
  mkdirSync(home, { recursive: true, mode: 0o700 });
  mkdirSync(userHome, { recursive: true });
  writeFileSync(join(home, "config.json"), JSON.stringify({ port: await freePort() }) + "\n", { mode: 0o600 });
  const env = { ...process.env, LOOKTWICE_HOME: home, HOME: userHome };
  execFileSync(LOOKTWICE, ["install-host", "--browser", "firefox", "--manifest-dir", join(userHome, ".mozilla", "native-messaging-hosts")], {
    env, stdio: ["ignore", "ignore", "inherit"],
  });
  const pages = await startPagesServer(root);
  const extensionDir = buildFirefox(join(root, "firefox-build"));
  if (enable) enableBeforeLaunch(extensionDir, env, enable.origin, enable.mode);
  const browser = await puppeteer.launch({
    browser: "firefox", executablePath: FIREFOX, headless: true, acceptInsecureCerts: true,
    userDataDir: join(root, "profile"), env,
    defaultViewport: { width: 1100, height: 760 },
    extraPrefsFirefox: {
      "network.dns.forceResolve": "127.0.0.1",
    },
  });
  const id = await browser.installExtension(extensionDir);
  const stack = {
    root, home, browser, id, pages,
    url: (site) => `https://${SITES[site].host}:${pages.port}${SITES[site].path || "/"}`,
    async stop() {
      await browser.close().catch(() => {});
      await pages.close().catch(() => {});
      await killProcessesOfHome(home);
      rmSync(root, { recursive: true, force: true });
    },
  };
  return stack;
}
