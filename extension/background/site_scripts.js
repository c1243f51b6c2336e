// Sites the user enables beyond the built-in ones: the popup obtains the optional host permission (it
// needs the click), this module registers the same content scripts there — the path every new site takes.
import "../shared/messages.js";
import "../shared/platform.js";

const { CONTENT_SCRIPT_FILES } = globalThis.LookTwice.messages;
const { api, contentScriptRegistration } = globalThis.LookTwice.platform;
const PREFIX = "site:";

/** "https://example.org" from any URL of the site; rejects what content scripts cannot run on. */
export function originOf(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw Object.assign(new Error(`not a URL: ${url}`), { code: "bad_request" });
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw Object.assign(new Error(`LookTwice works on http(s) pages, not ${parsed.protocol}`), { code: "bad_request" });
  }
  return parsed.origin;
}

export async function enabledOrigins() {
  const scripts = await api.scripting.getRegisteredContentScripts();
  return scripts.filter((s) => s.id.startsWith(PREFIX)).map((s) => s.id.slice(PREFIX.length));
}

/** Registers the content scripts for `origin` and injects them into `tabId` now (no reload needed). */
export async function enableOrigin(origin, tabId) {
  const granted = await api.permissions.contains({ origins: [`${origin}/*`] });
  if (!granted) {
    throw Object.assign(new Error(`no permission for ${origin}; grant it from the popup`), { code: "forbidden" });
  }
  const id = PREFIX + origin;
  if (!(await enabledOrigins()).includes(origin)) {
    await api.scripting.registerContentScripts([
      contentScriptRegistration(id, [`${origin}/*`], [...CONTENT_SCRIPT_FILES]),
    ]);
  }
  if (Number.isInteger(tabId)) {
    await api.scripting.executeScript({ target: { tabId }, files: [...CONTENT_SCRIPT_FILES] }).catch(() => {});
  }
}

export async function disableOrigin(origin) {
  const id = PREFIX + origin;
  if ((await enabledOrigins()).includes(origin)) await api.scripting.unregisterContentScripts({ ids: [id] });
  await api.permissions.remove({ origins: [`${origin}/*`] }).catch(() => false);
}
