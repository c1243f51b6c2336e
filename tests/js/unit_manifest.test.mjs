// The shipped manifest: fixed identity, narrow permissions, content scripts in sync with the dynamic
// registration list, every referenced file present; the Firefox manifest derived from it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import "../../extension/shared/messages.js";
import { firefoxManifest, FIREFOX_ID } from "../../extension/tools/build_firefox.mjs";

const repo = new URL("../../", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("extension/manifest.json", repo), "utf8"));
const ids = readFileSync(new URL("protocol/extension_ids.py", repo), "utf8");
const pyConst = (name) => ids.match(new RegExp(`${name} = "([^"]+)"`))[1];

test("the key gives the Chromium id the host installer allows", () => {
  const der = Buffer.from(manifest.key, "base64");
  const hex = createHash("sha256").update(der).digest("hex").slice(0, 32);
  const id = [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join("");
  assert.equal(id, "ljfnedmageddbfcnklahdekfbnkblbih");
  assert.equal(id, pyConst("CHROMIUM_EXTENSION_ID"));
});

test("the Firefox id and the host name match the host's", () => {
  assert.equal(FIREFOX_ID, pyConst("FIREFOX_EXTENSION_ID"));
  const worker = readFileSync(new URL("extension/background/service_worker.js", repo), "utf8");
  assert.ok(worker.includes(`"${pyConst("HOST_NAME")}"`));
});

test("permissions are the narrow set; other sites are optional", () => {
  assert.equal(manifest.manifest_version, 3);
  assert.deepEqual([...manifest.permissions].sort(), ["activeTab", "nativeMessaging", "scripting", "storage"]);
  assert.deepEqual(manifest.host_permissions, ["https://chatgpt.com/*", "https://chat.openai.com/*", "https://*.reddit.com/*"]);
  assert.ok(!JSON.stringify(manifest.host_permissions).includes("<all_urls>"));
  assert.deepEqual(manifest.optional_host_permissions, ["https://*/*", "http://*/*"]);
  assert.equal(manifest.web_accessible_resources, undefined, "no extension file is exposed to pages");
});

test("static content scripts equal the list used for user-enabled sites, and every file exists", () => {
  const { CONTENT_SCRIPT_FILES } = globalThis.LookTwice.messages;
  assert.deepEqual(manifest.content_scripts[0].js, [...CONTENT_SCRIPT_FILES]);
  assert.deepEqual(manifest.content_scripts[0].matches, manifest.host_permissions);
  const files = [
    ...CONTENT_SCRIPT_FILES, manifest.background.service_worker, manifest.action.default_popup,
    manifest.options_ui.page, ...Object.values(manifest.icons),
  ];
  for (const file of files) assert.ok(existsSync(new URL(`extension/${file}`, repo)), file);
});

test("the Firefox manifest drops the key, uses background scripts and the fixed gecko id", () => {
  const ff = firefoxManifest(manifest);
  assert.equal(ff.key, undefined);
  assert.deepEqual(ff.background, { scripts: ["background/service_worker.js"], type: "module" });
  assert.equal(ff.browser_specific_settings.gecko.id, "looktwice@looktwice.dev");
  assert.deepEqual(ff.content_scripts, manifest.content_scripts);
  assert.equal(manifest.key !== undefined, true, "the Chromium manifest keeps its key");
});
