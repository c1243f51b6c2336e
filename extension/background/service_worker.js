// The background service worker: owns the native connection, routes every message, keeps the badges.
import "../shared/platform.js";
import "../shared/sites.js";
import { NativeConnection, State } from "./native_connection.js";
import { createRouter, RouteError } from "./router.js";
import { showBadge } from "./badge.js";
import { PolicyStore } from "./policy_store.js";
import { disableOrigin, enableOrigin, enabledOrigins, originOf } from "./site_scripts.js";

const { api, isHostMissing, portError } = globalThis.LookTwice.platform;
const { siteKey } = globalThis.LookTwice.sites;

const HOST_NAME = "looktwice.native_host";
const MAX_DRAFT_CHARS = 100000;
const DEFAULT_SETTINGS = Object.freeze({ debounce_ms: 300 });

const tabs = new Map(); // tabId → {kind, count, site}

const connection = new NativeConnection({
  connect: () => api.runtime.connectNative(HOST_NAME),
  portError,
  isHostMissing,
  onStatus: (status) => {
    const down = status.state === State.DISCONNECTED || status.state === State.HOST_MISSING;
    for (const [tabId, state] of tabs) {
      if (down) showBadge(api.action, tabId, { kind: "host_missing" });
      else if (status.state === State.CONNECTED && state.kind !== "host_missing") showBadge(api.action, tabId, state);
      tellTab(tabId, { type: "host_status", state: status.state, message: down ? connection.unavailableText() : "" });
    }
  },
});
const policies = new PolicyStore({ connection, storage: api.storage.local });

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

async function settings() {
  const stored = (await api.storage.local.get("settings")).settings || {};
  return { ...DEFAULT_SETTINGS, ...stored };
}

const handlers = {
  async analyze(message, sender) {
    const draft = requireString(message, "draft", MAX_DRAFT_CHARS);
    const box = requireString(message, "box", 200);
    const clientId = requireString(message, "clientId", 100);
    const tabId = sender.tab.id;
    const frameId = sender.frameId ?? 0;
    const id = analysisId(sender, clientId);
    setTabState(tabId, { kind: "checking", site: senderSite(sender) });
    const request = { id, type: "analyze", draft, site: senderSite(sender), box: `${tabId}:${frameId}:${box}` };
    if (message.policy) request.policy = message.policy;
    connection.stream(request, (event) => {
      if (event.type === "error" && event.code === "unavailable") setTabState(tabId, { kind: "host_missing" });
      tellTab(tabId, { type: "analysis_event", clientId, event }, frameId);
    });
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

  async allow_term(message, sender) {
    const site = senderSite(sender);
    const policy = await policies.allow(site, message.term);
    await broadcast({ type: "policy_changed", site });
    return { policy };
  },

  async update_badge(message, sender) {
    const count = message.count;
    if (!Number.isInteger(count) || count < 0) throw new RouteError("bad_request", "count must be a non-negative integer");
    if (tabs.get(sender.tab.id)?.kind !== "host_missing") {
      setTabState(sender.tab.id, { kind: "suggestions", count, site: senderSite(sender) });
    }
    return {};
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

api.tabs.onRemoved.addListener((tabId) => tabs.delete(tabId));

connection.start();
