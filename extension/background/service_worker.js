// The background service worker: owns the native connection, routes every message, keeps the badges.
import "../shared/platform.js";
import "../shared/sites.js";
import { NativeConnection, State } from "./native_connection.js";
import { createRouter, RouteError } from "./router.js";
import { showBadge } from "./badge.js";
import { PolicyStore } from "./policy_store.js";
import { Confirmations } from "./confirmations.js";
import { disableOrigin, enableOrigin, enabledOrigins, originOf } from "./site_scripts.js";

const { api, isHostMissing, portError } = globalThis.LookTwice.platform;
const { siteKey } = globalThis.LookTwice.sites;

const HOST_NAME = "looktwice.native_host";
const MAX_REPLY_CHARS = 200000;
const MAX_CONVERSATION_CHARS = 200;
const MAX_PROTECT_TERMS = 500;

const tabs = new Map(); // tabId → {kind, count, site}
const analyses = new Map(); // tabId → ids of its analyses still running in the engine

const connection = new NativeConnection({
  connect: () => api.runtime.connectNative(HOST_NAME),
  portError,
  isHostMissing,
  onStatus: (status) => {
    const down = status.state === State.DISCONNECTED || status.state === State.HOST_MISSING;
    if (status.hello?.defaults) Promise.resolve(api.storage.local.set({ host_defaults: status.hello.defaults })).catch(() => {});
    for (const [tabId, state] of tabs) {
      if (down) showBadge(api.action, tabId, { kind: "host_missing" });
      else if (status.state === State.CONNECTED && state.kind !== "host_missing") showBadge(api.action, tabId, state);
      tellTab(tabId, { type: "host_status", state: status.state, message: down ? connection.unavailableText() : "" });
    }
  },
});
const policies = new PolicyStore({ connection, storage: api.storage.local });

/** Session storage where the browser has it (Chrome 102+, Firefox 115+), else memory. */
function sessionStorage() {
  if (api.storage.session) return api.storage.session;
  const data = {};
  return { async get(key) { return key in data ? { [key]: data[key] } : {}; }, async set(items) { Object.assign(data, items); } };
}
const confirmations = new Confirmations({
  storage: sessionStorage(),
  windows: {
    async open(path) {
      const url = api.runtime.getURL(path);
      if (!api.windows?.create) {
        await api.tabs.create({ url });
        return null;
      }
      const created = await api.windows.create({ url, type: "popup", width: 460, height: 340, focused: true });
      return created.id;
    },
    close: (windowId) => api.windows.remove(windowId),
  },
});

function tellTab(tabId, message, frameId) {
  const options = Number.isInteger(frameId) ? { frameId } : undefined;
  Promise.resolve(api.tabs.sendMessage(tabId, message, options)).catch(() => {});
}

function setTabState(tabId, state) {
  tabs.set(tabId, { ...tabs.get(tabId), ...state });
  showBadge(api.action, tabId, tabs.get(tabId));
}

function senderSite(sender) {
  return siteKey(new URL(sender.url || sender.tab?.url || "about:blank").hostname);
}

function requireString(message, field, max) {
  const value = message[field];
  if (typeof value !== "string" || value.length > max) {
    throw new RouteError(value === undefined ? "bad_request" : "too_large", `${field} must be a string of at most ${max} characters`);
  }
  return value;
}

const analysisId = (sender, clientId) => `a:${sender.tab.id}:${sender.frameId ?? 0}:${clientId}`;

async function broadcast(message) {
  const all = await api.tabs.query({});
  for (const tab of all) tellTab(tab.id, message);
}

// The draft limit and the settings' defaults come from the host's hello (protocol/config.py: one source); the
// last defaults seen are kept for when the host is down. Before any hello the host itself enforces the limit.
async function settings() {
  const stored = (await api.storage.local.get("settings")).settings || {};
  const known = connection.hello?.defaults ?? (await api.storage.local.get("host_defaults")).host_defaults ?? {};
  return { ...known, ...stored };
}

function maxDraftChars() {
  return connection.hello?.limits?.max_draft_chars ?? Infinity;
}

const handlers = {
  async analyze(message, sender, tier) {
    const draft = requireString(message, "draft", maxDraftChars());
    const box = requireString(message, "box", 200);
    const clientId = requireString(message, "clientId", 100);
    const tabId = sender.tab.id;
    const frameId = sender.frameId ?? 0;
    const id = analysisId(sender, clientId);
    setTabState(tabId, { kind: "checking", site: senderSite(sender) });
    const request = { id, type: "analyze", draft, site: senderSite(sender), box: `${tabId}:${frameId}:${box}` };
    // Only the extension's pages may analyze under another policy than the site's stored one.
    if (message.policy && tier === "page") request.policy = message.policy;
    if (!analyses.has(tabId)) analyses.set(tabId, new Set());
    analyses.get(tabId).add(id);
    if (message.conversation !== undefined) request.conversation = requireString(message, "conversation", MAX_CONVERSATION_CHARS);
    connection.stream(request, (event) => {
      if (event.type === "error" && event.code === "unavailable") setTabState(tabId, { kind: "host_missing" });
      tellTab(tabId, { type: "analysis_event", clientId, event }, frameId);
    }).finally(() => analyses.get(tabId)?.delete(id));
    return { id };
  },

  async cancel(message, sender) {
    const clientId = requireString(message, "clientId", 100);
    const target = analysisId(sender, clientId);
    await connection.request({ type: "cancel", target }, { timeoutMs: 3000 }).catch(() => {});
    return {};
  },

  async get_policy(message, sender, tier) {
    const site = tier === "page" && message.site ? siteKey(message.site) : senderSite(sender);
    const result = await policies.get(site);
    return { ...result, settings: await settings() };
  },

  // From the card's "Always allow this term": a proposal only, confirmed by the user in confirm.html.
  async request_allow_term(message, sender) {
    const term = requireString(message, "term", 200).trim();
    if (!term) throw new RouteError("bad_request", "a term to allow must be 1 to 200 characters");
    const request = await confirmations.propose({ kind: "allow_term", site: senderSite(sender), term }, sender.tab.id);
    return { request };
  },

  async get_confirmation(message) {
    return { confirmation: await confirmations.get(requireString(message, "request", 100)) };
  },

  async answer_confirmation(message) {
    const pending = await confirmations.take(requireString(message, "request", 100));
    if (message.accept !== true) return { accepted: false };
    const policy = await policies.allow(pending.site, pending.term);
    await broadcast({ type: "policy_changed", site: pending.site });
    return { accepted: true, policy };
  },

  async update_badge(message, sender) {
    const count = message.count;
    if (!Number.isInteger(count) || count < 0) throw new RouteError("bad_request", "count must be a non-negative integer");
    // A box LookTwice cannot check on this page (the adapter cannot find or read it): said per tab.
    const unchecked = message.unchecked ?? "";
    if (typeof unchecked !== "string" || unchecked.length > 300) {
      throw new RouteError("bad_request", "unchecked must be a string of at most 300 characters");
    }
    if (tabs.get(sender.tab.id)?.kind !== "host_missing") {
      const kind = unchecked ? "cant_check" : "suggestions";
      setTabState(sender.tab.id, { kind, count, reason: unchecked, site: senderSite(sender) });
    }
    return {};
  },

  async restore_reply(message, sender) {
    const text = requireString(message, "text", MAX_REPLY_CHARS);
    const conversation = requireString(message, "conversation", MAX_CONVERSATION_CHARS);
    const reply = await connection.request({ type: "restore", site: senderSite(sender), conversation, text },
      { timeoutMs: 10000 });
    if (reply.type !== "restored") throw new RouteError("internal", "unexpected reply to restore");
    return { text: reply.text, spans: reply.spans };
  },

  async link_conversation(message, sender) {
    const from = requireString(message, "from", MAX_CONVERSATION_CHARS);
    const to = requireString(message, "to", MAX_CONVERSATION_CHARS);
    await connection.request({ type: "link_conversation", site: senderSite(sender), from, to }, { timeoutMs: 10000 });
    return {};
  },

  async forget_conversations(message) {
    // One conversation (the tab's, asked from its content script), one site's, or everything.
    const request = { type: "forget_conversations" };
    if (Number.isInteger(message.tabId)) {
      const tab = await api.tabs.get(message.tabId);
      request.site = siteKey(new URL(tab.url).hostname);
      const answer = await api.tabs.sendMessage(message.tabId, { type: "conversation_key" }).catch(() => null);
      if (!answer?.conversation) throw new RouteError("unavailable", "LookTwice is not running in this tab");
      request.conversation = answer.conversation;
    } else if (typeof message.site === "string") {
      request.site = siteKey(message.site);
    }
    const reply = await connection.request(request, { timeoutMs: 10000 });
    return { forgotten: reply.forgotten };
  },

  async get_protect() {
    const reply = await connection.request({ type: "get_protect" }, { timeoutMs: 5000 });
    return { terms: reply.terms };
  },

  async set_protect(message) {
    const terms = message.terms;
    if (!Array.isArray(terms) || terms.length > MAX_PROTECT_TERMS || terms.some((t) => typeof t !== "string" || t.length > 200)) {
      throw new RouteError("bad_request", `terms must be a list of at most ${MAX_PROTECT_TERMS} strings of at most 200 characters`);
    }
    const reply = await connection.request({ type: "set_protect", terms }, { timeoutMs: 5000 });
    await broadcast({ type: "policy_changed", site: "*" });
    return { terms: reply.terms };
  },

  async get_status() {
    const status = connection.status();
    let service = null;
    if (status.state === State.CONNECTED) {
      service = await connection.request({ type: "status" }, { timeoutMs: 3000 }).catch((e) => ({ error: e.message }));
    }
    return { connection: status, service, help: status.state === State.CONNECTED ? "" : connection.unavailableText() };
  },

  async reconnect() {
    connection.reconnect();
    return { connection: connection.status() };
  },

  async set_policy(message) {
    const policy = await policies.set(message.policy);
    await broadcast({ type: "policy_changed", site: policy.site });
    return { policy };
  },

  async set_model(message) {
    const path = message.path ?? null;
    if (path !== null && (typeof path !== "string" || !path.trim() || path.length > 4096)) {
      throw new RouteError("bad_request", "path must name a model (a file's full path, ollama:NAME, a local server URL), or be null for the embedded model");
    }
    // Loading a 7B model from a slow disk takes a while; the service answers once it is loaded.
    const reply = await connection.request({ type: "set_model", path }, { timeoutMs: 180000 });
    if (reply.type !== "model") throw new RouteError("internal", "unexpected reply to set_model");
    // The popup shows the model from the cached hello: keep it true.
    if (connection.hello) connection.hello = { ...connection.hello, model: reply.model };
    return { model: reply.model };
  },

  async list_models() {
    // Discovery probes servers on loopback with short timeouts: a few seconds at most.
    const reply = await connection.request({ type: "list_models" }, { timeoutMs: 30000 });
    if (reply.type !== "models") throw new RouteError("internal", "unexpected reply to list_models");
    return { models: reply.models };
  },

  async enable_site(message) {
    const origin = originOf(message.url);
    await enableOrigin(origin, message.tabId);
    const site = siteKey(new URL(origin).hostname);
    const { policy } = await policies.get(site);
    const mode = message.mode || (policy.mode === "off" ? "suggest" : policy.mode);
    const stored = await policies.set({ ...policy, site, mode });
    await broadcast({ type: "policy_changed", site });
    return { origin, policy: stored };
  },

  async disable_site(message) {
    const origin = originOf(message.url);
    await disableOrigin(origin);
    const site = siteKey(new URL(origin).hostname);
    const { policy } = await policies.get(site);
    const stored = await policies.set({ ...policy, site, mode: "off" }).catch(() => policy);
    await broadcast({ type: "policy_changed", site });
    return { origin, policy: stored };
  },

  async list_sites() {
    return { origins: await enabledOrigins() };
  },

  async get_settings() {
    return { settings: await settings() };
  },

  async set_settings(message) {
    const debounce = message.settings?.debounce_ms;
    if (!Number.isInteger(debounce) || debounce < 0 || debounce > 5000) {
      throw new RouteError("bad_request", "debounce_ms must be an integer from 0 to 5000");
    }
    await api.storage.local.set({ settings: { ...(await settings()), debounce_ms: debounce } });
    await broadcast({ type: "policy_changed", site: "*" });
    return { settings: await settings() };
  },

  async tab_summary(message) {
    return { tab: tabs.get(message.tabId) || null };
  },
};

const route = createRouter(handlers, {
  extensionId: api.runtime.id,
  extensionOrigin: api.runtime.getURL(""),
});

api.runtime.onMessage.addListener((message, sender, sendResponse) => {
  route(message, sender).then(sendResponse);
  return true; // the answer is asynchronous
});

// A closed tab's drafts need no answer: free the engine for the drafts still open (their pre-filter
// results must not wait behind the model stage of a page nobody looks at).
api.tabs.onRemoved.addListener((tabId) => {
  tabs.delete(tabId);
  for (const target of analyses.get(tabId) || []) {
    connection.request({ type: "cancel", target }, { timeoutMs: 3000 }).catch(() => {});
  }
  analyses.delete(tabId);
});

connection.start();
