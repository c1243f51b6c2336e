// Site keys, default policies and validation mirror the Python engine (models/policy.py, categories.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import "../../extension/shared/sites.js";

const { siteKey, defaultPolicy, policyProblems, CATEGORIES, MODES, STYLES, THRESHOLDS, AI_CHAT_SITES, DEFAULT_REVIEW_SITES } =
  globalThis.LookTwice.sites;
const repo = new URL("../../", import.meta.url);

function pythonTuple(source, name) {
  const match = source.match(new RegExp(`^${name} = \\(([^)]*)\\)`, "m"));
  assert.ok(match, `${name} not found`);
  return [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

test("categories and policy vocabularies equal the Python engine's", () => {
  const categories = readFileSync(new URL("models/categories.py", repo), "utf8");
  const attributes = pythonTuple(categories, "ATTRIBUTES");
  const identifiers = pythonTuple(categories, "IDENTIFIERS");
  const beliefs = pythonTuple(categories, "BELIEFS");
  const origins = pythonTuple(categories, "ORIGINS");
  const memberships = pythonTuple(categories, "MEMBERSHIPS");
  const records = pythonTuple(categories, "RECORDS");
  assert.deepEqual(origins, ["ethnicity"]);
  assert.deepEqual(memberships, ["trade_union"]);
  assert.deepEqual(records, ["criminal_record"]);
  assert.deepEqual(CATEGORIES, [...attributes, "health", ...beliefs, ...origins, ...memberships, ...records, ...identifiers]);
  const policy = readFileSync(new URL("models/policy.py", repo), "utf8");
  assert.deepEqual(MODES, pythonTuple(policy, "MODES"));
  assert.deepEqual(THRESHOLDS, pythonTuple(policy, "THRESHOLDS"));
  assert.deepEqual(STYLES, pythonTuple(policy, "STYLES"));
  assert.deepEqual(AI_CHAT_SITES, pythonTuple(policy, "AI_CHAT_SITES"));
  assert.deepEqual(DEFAULT_REVIEW_SITES, ["reddit.com", ...AI_CHAT_SITES]);
  assert.match(policy, /^DEFAULT_REVIEW_SITES = \("reddit.com", \*AI_CHAT_SITES\)$/m);
});

test("default style: pseudonyms on AI chat sites (restored in replies), generalize elsewhere", () => {
  assert.equal(defaultPolicy("chatgpt.com").style, "pseudonym");
  assert.equal(defaultPolicy("chat.openai.com").style, "pseudonym");
  assert.equal(defaultPolicy("reddit.com").style, "generalize");
  assert.equal(defaultPolicy("example.org").style, "generalize");
});

test("subdomains of the built-in sites share one policy; www is dropped elsewhere", () => {
  assert.equal(siteKey("www.reddit.com"), "reddit.com");
  assert.equal(siteKey("old.reddit.com"), "reddit.com");
  assert.equal(siteKey("chatgpt.com"), "chatgpt.com");
  assert.equal(siteKey("chat.openai.com"), "chat.openai.com");
  assert.equal(siteKey("www.example.org"), "example.org");
  assert.equal(siteKey("notreddit.com"), "notreddit.com");
  assert.equal(siteKey("127.0.0.1"), "127.0.0.1");
});

test("defaults: review on Reddit and the AI chat sites (style pseudonym there), off elsewhere", () => {
  assert.equal(defaultPolicy("reddit.com").mode, "review_before_submit");
  assert.equal(defaultPolicy("reddit.com").style, "generalize");
  assert.equal(defaultPolicy("chat.openai.com").mode, "review_before_submit");
  for (const site of ["claude.ai", "gemini.google.com", "perplexity.ai", "copilot.microsoft.com", "chat.mistral.ai"]) {
    assert.equal(defaultPolicy(site).mode, "review_before_submit", site);
    assert.equal(defaultPolicy(site).style, "pseudonym", site);
  }
  assert.equal(siteKey("www.perplexity.ai"), "perplexity.ai");
  assert.equal(defaultPolicy("example.org").style, "generalize");
  assert.equal(defaultPolicy("example.org").mode, "off");
  assert.deepEqual(policyProblems(defaultPolicy("example.org")), []);
});

test("invalid policies are explained field by field", () => {
  const bad = { ...defaultPolicy("x"), mode: "always", max_rounds: 0, protect: ["astrology"], extra: 1 };
  const problems = policyProblems(bad);
  assert.equal(problems.length, 4);
  assert.ok(problems.some((p) => p.startsWith("mode")));
  assert.ok(problems.some((p) => p.includes("extra")));
  assert.deepEqual(policyProblems(null), ["a policy must be an object"]);
});
