// One editor's session on fakes (adapter over a string, no-op UI): events merge as they arrive, the
// engine's final list wins, edits move suggestions, dismissals survive re-analysis, Anonymize all verifies.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/offsets.js";
import "../../extension/shared/suggestions.js";
import "../../extension/shared/timing.js";
import "../../extension/shared/sites.js";
import "../../extension/adapters/dom_text.js";
import "../../extension/adapters/registry.js";
import "../../extension/content/session.js";

const { Session } = globalThis.LookTwice;

function cp(text, word, from = 0) {
  const at = text.indexOf(word, from);
  return { start: [...text.slice(0, at)].length, end: [...text.slice(0, at)].length + [...word].length };
}
const sugg = (text, word, replacement, extra = {}) => ({
  id: extra.id || word, ...cp(text, word), original: word, replacement, category: extra.category || "email",
  validity: "high", source: extra.source || "prefilter", reason: "r", round: 0,
});

/**
 * `writes`: how the fake editor takes an edit: "sync" (at once), "async" (a moment later, as dom_text's
 * replaceRange resolves once the editor re-rendered), "revert" (takes it, then puts the old text back a
 * moment later, as CKEditor 5 and React-controlled boxes do), "reject" (the adapter's promise rejects).
 * `batch`: the adapter also takes a batch (replaceRanges, as dom_text's): "all" applies every edit,
 * "first-only" the first (the last in the text) and drops the rest; each call's edits land in `batches`.
 */
function makeSession(initial, { failWrites = false, readError = null, writes = "sync", batch = null } = {}) {
  let text = initial;
  const sent = [];
  const batches = [];
  const notices = [];
  const el = { isConnected: true, focus() {}, getBoundingClientRect: () => ({ left: 0, top: 0, right: 100, bottom: 20, width: 100, height: 20 }) };
  const adapter = {
    name: "fake",
    readText: () => { if (readError) throw new Error(readError); return text; },
    replaceRange(_el, from, to, replacement) {
      const before = text;
      const apply = () => { if (!failWrites) text = text.slice(0, from) + replacement + text.slice(to); };
      const later = (fn) => new Promise((resolve, reject) => setTimeout(() => {
        try { resolve(fn()); } catch (error) { reject(error); }
      }, 15));
      if (writes === "async") return later(() => { apply(); return text; });
      if (writes === "reject") return later(() => { throw new Error("the editor threw"); });
      apply();
      if (writes === "revert") return later(() => { text = before; return text; });
      return text;
    },
  };
  if (batch) {
    adapter.replaceRanges = async (_el, edits) => {
      batches.push(edits);
      const ordered = [...edits].sort((a, b) => b.from - a.from);
      for (const e of batch === "first-only" ? ordered.slice(0, 1) : ordered) text = text.slice(0, e.from) + e.replacement + text.slice(e.to);
      return text;
    };
  }
  const ui = {
    renderPill() {}, hideNotice() {}, showNotice: (_s, t) => notices.push(t), refreshPanel() {}, announce() {},
    removeSession() {}, hideCard() {},
  };
  const highlighter = { render: () => new Map(), clear() {} };
  const transport = { send: async (m) => { sent.push(m); return { ok: true }; } };
  const session = new Session({
    el, adapter, ui, highlighter, transport,
    policy: { mode: "review_before_submit", allow: [] }, settings: { debounce_ms: 5 },
  });
  session.text = text;
  return {
    session, sent, notices, batches,
    type(next) { text = next; session.onInput(); },
    get text() { return text; },
  };
}

const DRAFT = "😀 I'm a nurse in Dublin, mail jane.doe@example.com";

test("pre-filter first, model suggestions added as they arrive, the final list wins", async () => {
  const f = makeSession(DRAFT);
  await f.session.analyze();
  const id = f.sent[0].clientId;
  assert.equal(f.sent[0].draft, DRAFT);
  assert.equal(f.session.state(), "checking");
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "jane.doe@example.com", "[email]")] });
  assert.equal(f.session.state(), "ready");
  f.session.onEvent({ type: "suggestions", stage: "rlaa", suggestions: [sugg(DRAFT, "Dublin", "a city", { source: "rlaa", category: "city_country", id: "s2" })] });
  assert.deepEqual(f.session.visible().map((s) => s.original), ["Dublin", "jane.doe@example.com"]);
  f.session.onEvent({ type: "done", text: "", suggestions: [sugg(DRAFT, "a nurse", "a health worker", { id: "s9", category: "occupation" }), sugg(DRAFT, "jane.doe@example.com", "[email]")], stop_reason: "rational" });
  assert.deepEqual(f.session.visible().map((s) => s.original), ["a nurse", "jane.doe@example.com"]);
  assert.ok(f.session.visible().every((s) => s.id.startsWith(`${id}:`)));
});

test("typing before the emoji moves suggestions; results of an older draft land on the new text", async () => {
  const f = makeSession(DRAFT);
  await f.session.analyze();
  f.type("Hello! " + DRAFT);
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city", { category: "city_country" })] });
  const [s] = f.session.visible();
  assert.equal(f.text.slice(s.from, s.to), "Dublin");
});

test("a dismissed suggestion stays dismissed when the next analysis finds it again", async () => {
  const f = makeSession(DRAFT);
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city", { category: "city_country" }), sugg(DRAFT, "jane.doe@example.com", "[email]")] });
  f.session.dismiss(f.session.visible()[0].id);
  const next = DRAFT + " Thanks";
  f.type(next);
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(next, "Dublin", "a city", { category: "city_country" }), sugg(next, "jane.doe@example.com", "[email]")] });
  assert.deepEqual(f.session.visible().map((s) => s.original), ["jane.doe@example.com"]);
});

test("Anonymize all applies every open suggestion and verifies the editor", async () => {
  const f = makeSession(DRAFT);
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city"), sugg(DRAFT, "jane.doe@example.com", "[email]"), sugg(DRAFT, "a nurse", "a health worker")] });
  assert.equal(await f.session.anonymizeAll(), true);
  assert.equal(f.text, "😀 I'm a health worker in a city, mail [email]");
  assert.deepEqual(f.session.visible(), []);
});

test("Anonymize all hands an adapter that takes batches one batch of the applicable edits", async () => {
  const f = makeSession(DRAFT, { batch: "all" });
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city"), sugg(DRAFT, "jane.doe@example.com", "[email]"), sugg(DRAFT, "a nurse", "a health worker")] });
  assert.equal(await f.session.anonymizeAll(), true);
  assert.equal(f.text, "😀 I'm a health worker in a city, mail [email]");
  assert.equal(f.batches.length, 1);
  assert.deepEqual(f.batches[0].map((e) => e.replacement), ["[email]", "a city", "a health worker"], "last first");
});

test("a batch whose first edit sticks and whose rest is dropped is reported and holds the send", async () => {
  const f = makeSession(DRAFT, { batch: "first-only" });
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city"), sugg(DRAFT, "jane.doe@example.com", "[email]")] });
  assert.equal(await f.session.anonymizeAll(), false);
  assert.equal(f.text, "😀 I'm a nurse in Dublin, mail [email]");
  assert.match(f.notices.at(-1), /could not apply/);
  assert.equal(f.session.writeFailed?.text, f.text, "the guard holds the send while the text stays so");
  assert.equal(f.session.isKnownClean(), false);
});

test("an editor that ignores the edit is reported, not assumed fixed", async () => {
  const f = makeSession(DRAFT, { failWrites: true });
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city")] });
  assert.equal(await f.session.anonymizeAll(), false);
  assert.equal(f.text, DRAFT);
  assert.match(f.notices.at(-1), /could not apply/);
});

for (const [writes, applied] of [["async", true], ["revert", false], ["reject", false]]) {
  test(`Anonymize all awaits the adapter's edit before the read-back (${writes}: ${applied ? "applied" : "reported"})`, async () => {
    const f = makeSession(DRAFT, { writes });
    await f.session.analyze();
    f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city"), sugg(DRAFT, "jane.doe@example.com", "[email]")] });
    assert.equal(await f.session.anonymizeAll(), applied);
    if (applied) {
      assert.equal(f.text, "😀 I'm a nurse in a city, mail [email]");
    } else {
      assert.equal(f.text, DRAFT);
      assert.match(f.notices.at(-1), /could not apply/);
      assert.deepEqual(f.session.writeFailed?.text, DRAFT, "the guard holds the send while the text stays so");
    }
  });
}

test("host unreachable: the state says so and the user is told; model_error is not a failure", async () => {
  const f = makeSession(DRAFT);
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [] });
  f.session.onEvent({ type: "error", code: "model_error", message: "llm" });
  assert.equal(f.session.state(), "ready");
  assert.equal(f.session.isKnownClean(), true);
  f.type(DRAFT + "!");
  await f.session.analyze();
  f.session.onEvent({ type: "error", code: "unavailable", message: "The LookTwice host is not reachable." });
  assert.equal(f.session.state(), "unavailable");
  assert.match(f.notices.at(-1), /not reachable/);
});

test("settle analyzes a changed draft at once and waits for its pre-filter stage", async () => {
  const f = makeSession("");
  assert.equal(f.session.state(), "ready"); // empty: nothing to check
  f.type("call me at +1 415 555 0134");
  const settled = f.session.settle(2000);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(f.sent.at(-1).type, "analyze");
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [] });
  assert.equal(await settled, "ready");
  f.type("call me at +1 415 555 0135");
  assert.equal(await f.session.settle(50), "timeout");
});

const { Stage, StageError, Analysis } = globalThis.LookTwice.session;

test("an analysis moves only along its transitions; a late event for a finished one changes nothing", async () => {
  const a = new Analysis("c1", "x", Stage.SENT);
  a.to(Stage.PREFILTER);
  a.to(Stage.DONE);
  assert.throws(() => a.to(Stage.PREFILTER), StageError);
  assert.throws(() => new Analysis("c2", "x", Stage.FAILED).to(Stage.DONE), StageError);

  const f = makeSession(DRAFT);
  await f.session.analyze();
  f.session.onEvent({ type: "done", text: DRAFT, suggestions: [], stop_reason: "rational" });
  const warn = console.warn;
  const warned = [];
  console.warn = (m) => warned.push(m);
  try {
    f.session.onEvent({ type: "suggestions", stage: "rlaa", suggestions: [sugg(DRAFT, "Dublin", "a city")] });
    f.session.onEvent({ type: "mystery" });
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(f.session.visible(), []);
  assert.equal(f.session.analysis.stage, Stage.DONE);
  assert.equal(warned.length, 2, warned.join("\n"));
});

test("an adapter that cannot read the box: unreadable, never clean, and the self-test says why", () => {
  const f = makeSession(DRAFT, { readError: "no editor here" });
  assert.equal(f.session.selfTest(), false);
  assert.match(f.session.broken, /could not read it \(no editor here\)/);
  assert.equal(f.session.state(), "unreadable");
  assert.equal(f.session.isKnownClean(), false);
});

test("after a write that did not stick the send stays held until the text changes", async () => {
  const f = makeSession(DRAFT, { failWrites: true });
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [sugg(DRAFT, "Dublin", "a city")] });
  assert.equal(await f.session.anonymizeAll(), false);
  f.session.dismiss(f.session.visible()[0].id); // even with nothing open, the failed edit holds the send
  assert.equal(f.session.isKnownClean(), false);
  f.type("😀 hello");
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [] });
  assert.equal(f.session.isKnownClean(), true);
});

test("the guard's condition reads the box now: text changed since the last check is not clean", async () => {
  const f = makeSession("hello there");
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", suggestions: [] });
  assert.equal(f.session.isKnownClean(), true);
  // The editor changed without any event LookTwice saw (a paste a moment ago, a page script).
  f.session.adapter.readText = () => "hello there, mail a.b@example.org";
  assert.equal(f.session.isKnownClean(), false);
  assert.equal(f.session.state(), "stale");
});

// A long draft's pre-filter arrives segment by segment (PROTOCOL.md "Long drafts"): each segment's findings
// show at once, but the draft counts as checked only with the last segment's event.
const LONG = "Mail jane.doe@example.com today. ".repeat(2) + "Then call +1 415 555 0134. " + "Ask Anna in Dublin.";

test("a long draft: each segment's findings show as they arrive; checked only after the last segment", async () => {
  const f = makeSession(LONG);
  await f.session.analyze();
  const settled = f.session.settle(2000);
  let outcome = null;
  settled.then((state) => { outcome = state; });
  f.session.onEvent({ type: "suggestions", stage: "prefilter", round: 0, segment: 0, segments: 3,
    suggestions: [sugg(LONG, "jane.doe@example.com", "[email]", { id: "s1" })] });
  assert.deepEqual(f.session.visible().map((s) => s.original), ["jane.doe@example.com"]);
  assert.equal(f.session.state(), "checking");
  assert.equal(f.session.analysis.stage, Stage.PARTIAL);
  // Everything shown so far resolved: still not clean, the rest of the draft is unchecked.
  f.session.dismiss(f.session.visible()[0].id);
  assert.equal(f.session.isKnownClean(), false);
  f.session.onEvent({ type: "suggestions", stage: "prefilter", round: 0, segment: 1, segments: 3, suggestions: [] });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(outcome, null, "settle must wait for the last segment");
  assert.equal(f.session.isKnownClean(), false);
  f.session.onEvent({ type: "suggestions", stage: "prefilter", round: 0, segment: 2, segments: 3,
    suggestions: [sugg(LONG, "Dublin", "a city", { id: "s2", category: "city_country" })] });
  assert.equal(await settled, "ready");
  assert.deepEqual(f.session.visible().map((s) => s.original), ["Dublin"]); // the earlier ones stay (one dismissed)
  assert.equal(f.session.located.length, 2);
  assert.equal(f.session.isKnownClean(), false); // Dublin is open
  f.session.dismiss(f.session.visible()[0].id);
  assert.equal(f.session.isKnownClean(), true);
});

test("a long draft: a model event between segments does not complete the check; a stray segment event after it changes nothing", async () => {
  const f = makeSession(LONG);
  await f.session.analyze();
  f.session.onEvent({ type: "suggestions", stage: "prefilter", segment: 0, segments: 2, suggestions: [] });
  f.session.onEvent({ type: "suggestions", stage: "rlaa", round: 1, segment: 0, segments: 2,
    suggestions: [sugg(LONG, "Anna", "a friend", { id: "s3", source: "rlaa", category: "name" })] });
  assert.equal(f.session.state(), "checking");
  assert.deepEqual(f.session.visible().map((s) => s.original), ["Anna"]);
  f.session.onEvent({ type: "suggestions", stage: "prefilter", segment: 1, segments: 2, suggestions: [] });
  assert.equal(f.session.state(), "ready");
  assert.deepEqual(f.session.visible().map((s) => s.original), ["Anna"]);
  const warn = console.warn;
  console.warn = () => {};
  try {
    // Pattern findings are complete: a partial one now is out of order and ignored.
    f.session.onEvent({ type: "suggestions", stage: "prefilter", segment: 0, segments: 2, suggestions: [] });
  } finally {
    console.warn = warn;
  }
  assert.equal(f.session.state(), "ready");
});
