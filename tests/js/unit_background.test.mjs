// Background pieces that need no browser: the badge looks, the policy store (host first, cache when the
// host is down, defaults last, validation before sending) and site origins for user-enabled sites.
import { test } from "node:test";
import assert from "node:assert/strict";
import { badgeFor } from "../../extension/background/badge.js";
import { PolicyStore } from "../../extension/background/policy_store.js";
import { originOf } from "../../extension/background/site_scripts.js";

test("badge: checking, counts, clean, host missing, off", () => {
  assert.equal(badgeFor({ kind: "checking" }).text, "…");
  assert.equal(badgeFor({ kind: "suggestions", count: 3 }).text, "3");
  assert.match(badgeFor({ kind: "suggestions", count: 1 }).title, /1 suggestion$/);
  assert.equal(badgeFor({ kind: "suggestions", count: 120 }).text, "99+");
  assert.equal(badgeFor({ kind: "suggestions", count: 0 }).text, "✓");
  assert.equal(badgeFor({ kind: "host_missing" }).text, "!");
  assert.match(badgeFor({ kind: "cant_check" }).title, /can.t check this box/);
  assert.notEqual(badgeFor({ kind: "cant_check" }).text, badgeFor({ kind: "suggestions", count: 0 }).text);
  assert.equal(badgeFor({ kind: "off" }).text, "");
  assert.equal(badgeFor(undefined).text, "");
});

function memoryStorage() {
  const data = {};
  return {
    data,
    async get(key) { return key in data ? { [key]: data[key] } : {}; },
    async set(items) { Object.assign(data, structuredClone(items)); },
  };
}

function fakeConnection(policies, { down = false } = {}) {
  const sent = [];
  return {
    sent,
    async request(message) {
      sent.push(message);
      if (down) throw Object.assign(new Error("host down"), { code: "unavailable" });
      if (message.type === "get_policy") return { type: "policy", policy: policies[message.site] };
      if (message.type === "set_policy") { policies[message.policy.site] = message.policy; return { type: "policy", policy: message.policy }; }
      throw new Error("unexpected");
    },
  };
}

const reddit = { site: "reddit.com", mode: "suggest", protect: ["email"], threshold: "high", max_rounds: 2, style: "generalize", allow: [] };

test("policies come from the host and are cached; the cache answers while the host is down", async () => {
  const storage = memoryStorage();
  const up = new PolicyStore({ connection: fakeConnection({ "reddit.com": reddit }), storage });
  assert.deepEqual(await up.get("reddit.com"), { policy: reddit, source: "host" });
  const down = new PolicyStore({ connection: fakeConnection({}, { down: true }), storage });
  assert.deepEqual(await down.get("reddit.com"), { policy: reddit, source: "cache" });
  const fresh = await down.get("chatgpt.com");
  assert.equal(fresh.source, "default");
  assert.equal(fresh.policy.mode, "review_before_submit");
});

test("set validates before asking the host and caches what the host stored", async () => {
  const storage = memoryStorage();
  const connection = fakeConnection({});
  const store = new PolicyStore({ connection, storage });
  await assert.rejects(store.set({ ...reddit, mode: "sometimes" }), (e) => e.code === "bad_request" && /mode/.test(e.message));
  assert.equal(connection.sent.length, 0);
  await store.set(reddit);
  assert.deepEqual(storage.data["policy:reddit.com"], reddit);
});

test("allow adds a term once (case-insensitive) and refuses empty or huge ones", async () => {
  const policies = { "reddit.com": structuredClone(reddit) };
  const store = new PolicyStore({ connection: fakeConnection(policies), storage: memoryStorage() });
  assert.deepEqual((await store.allow("reddit.com", " Dublin ")).allow, ["Dublin"]);
  assert.deepEqual((await store.allow("reddit.com", "dublin")).allow, ["Dublin"]);
  await assert.rejects(store.allow("reddit.com", "   "), /1 to 200/);
  await assert.rejects(store.allow("reddit.com", "x".repeat(201)), /1 to 200/);
});

test("site origins: http(s) only, one origin per site", () => {
  assert.equal(originOf("https://forum.example.org/t/1?x=2"), "https://forum.example.org");
  assert.equal(originOf("http://localhost:8080/a"), "http://localhost:8080");
  assert.throws(() => originOf("chrome://extensions"), /http\(s\) pages/);
  assert.throws(() => originOf("not a url"), /not a URL/);
});
