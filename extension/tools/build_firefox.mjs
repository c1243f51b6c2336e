// Writes the Firefox build of the extension (default: build/firefox/): the same files, with a manifest
// derived from extension/manifest.json so the two never drift apart.
//   node extension/tools/build_firefox.mjs [outDir]
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const FIREFOX_ID = "looktwice@looktwice.dev"; // protocol/extension_ids.py FIREFOX_EXTENSION_ID
const EXTENSION_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The Firefox manifest for a Chromium manifest. */
export function firefoxManifest(chromium) {
  const manifest = structuredClone(chromium);
  delete manifest.key; // Chromium-only; Firefox takes its id from browser_specific_settings
  delete manifest.minimum_chrome_version;
  // Firefox runs MV3 background code as an event page, not a service worker.
  manifest.background = { scripts: [chromium.background.service_worker], type: "module" };
  manifest.browser_specific_settings = {
    // 142: data_collection_permissions (and everything older: optional_host_permissions, CSS highlights).
    // Drafts never leave the machine: LookTwice collects nothing (Firefox's data-collection consent).
    gecko: { id: FIREFOX_ID, strict_min_version: "142.0", data_collection_permissions: { required: ["none"] } },
  };
  return manifest;
}

export function buildFirefox(outDir = resolve(EXTENSION_DIR, "..", "build", "firefox")) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(EXTENSION_DIR, outDir, {
    recursive: true,
    filter: (src) => !src.startsWith(join(EXTENSION_DIR, "tools")),
  });
  const chromium = JSON.parse(readFileSync(join(EXTENSION_DIR, "manifest.json"), "utf8"));
  writeFileSync(join(outDir, "manifest.json"), JSON.stringify(firefoxManifest(chromium), null, 2) + "\n");
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(buildFirefox(process.argv[2] ? resolve(process.argv[2]) : undefined));
}
