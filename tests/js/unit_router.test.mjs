// The message router's trust tiers: content scripts analyze; only the extension's pages change settings.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRouter } from "../../extension/background/router.js";

const identity = { extensionId: "ext", extensionOrigin: "chrome-extension://ext/" };
const content = { id: "ext", url: "https://www.reddit.com/r/x", tab: { id: 4 }, frameId: 0 };
const page = { id: "ext", url: "chrome-extension://ext/options/options.html" };
const calls = [];
const handler = (name) => async (message, sender, tier) => { calls.push([name, tier]); return { handled: name }; };
const route = createRouter({
  analyze: handler("analyze"), cancel: handler("cancel"), get_policy: handler("get_policy"),
  request_allow_term: handler("request_allow_term"), update_badge: handler("update_badge"),
  set_policy: handler("set_policy"), enable_site: handler("enable_site"), disable_site: handler("disable_site"),
  answer_confirmation: handler("answer_confirmation"), get_confirmation: handler("get_confirmation"),
  set_settings: handler("set_settings"), set_model: handler("set_model"), get_status: handler("get_status"),
  allow_term: handler("allow_term"),
}, identity);
const brokenRoute = createRouter({ get_status: async () => { throw new Error("boom"); } }, identity);

test("a content script may analyze, cancel, read its policy and propose a term to allow", async () => {
  for (const type of ["analyze", "cancel", "get_policy", "request_allow_term", "update_badge"]) {
    assert.deepEqual(await route({ type }, content), { ok: true, handled: type });
  }
  assert.deepEqual(calls.at(-1), ["update_badge", "content"]);
});

test("a content script may not change settings or sites, nor confirm its own proposal", async () => {
  // Everything that weakens protection (allow a term, lower a mode, turn a site off) or changes settings.
  const before = calls.length;
  for (const type of ["set_policy", "enable_site", "disable_site", "answer_confirmation", "get_confirmation",
    "set_settings", "set_model", "get_status", "allow_term"]) {
    const reply = await route({ type }, content);
    assert.equal(reply.ok, false);
    assert.equal(reply.error.code, "forbidden", type);
  }
  assert.equal(calls.length, before, "no handler ran");
});

test("no content-tier message is one that changes a policy or a setting", () => {
  const { CONTENT_MESSAGES } = globalThis.LookTwice.messages;
  // link_conversation and restore_reply (issue 14) act on the sender's own site's vault: they read or link
  // pseudonyms, they weaken nothing.
  assert.deepEqual([...CONTENT_MESSAGES].sort(),
    ["analyze", "cancel", "get_policy", "link_conversation", "request_allow_term", "restore_reply", "update_badge"]);
});

test("the extension's pages may do both", async () => {
  assert.equal((await route({ type: "set_policy" }, page)).ok, true);
  assert.equal((await route({ type: "analyze" }, page)).ok, true);
  assert.deepEqual(calls.at(-1), ["analyze", "page"]);
});

test("other extensions and tab-less web senders are refused", async () => {
  assert.equal((await route({ type: "analyze" }, { ...content, id: "other" })).error.code, "forbidden");
  assert.equal((await route({ type: "analyze" }, { id: "ext", url: "https://evil.example" })).error.code, "forbidden");
  assert.equal((await route({ type: "analyze" }, undefined)).error.code, "forbidden");
});

test("unknown types, missing types and handler errors become error replies", async () => {
  assert.equal((await route({ type: "nope" }, page)).error.code, "unknown_type");
  assert.equal((await route({}, page)).error.code, "bad_request");
  assert.equal((await route(null, page)).error.code, "bad_request");
  assert.deepEqual(await brokenRoute({ type: "get_status" }, page), { ok: false, error: { code: "internal", message: "boom" } });
});
