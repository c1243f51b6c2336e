// The submit guard's decisions on fakes (the real-browser matrix is e2e_submit_guard.test.mjs): what is held,
// what passes, what is replayed, and that a box is looked up at send time, not only after a scan.
import { test } from "node:test";
import assert from "node:assert/strict";

// dom_text.js tells text controls apart with instanceof; node has no DOM classes.
globalThis.HTMLTextAreaElement ??= class {};
globalThis.HTMLInputElement ??= class {};
globalThis.KeyboardEvent ??= class { constructor(type, init) { Object.assign(this, { type, ...init }); } };
await import("../../extension/adapters/dom_text.js");
await import("../../extension/adapters/registry.js");
await import("../../extension/content/submit_guard.js");
const { SubmitGuard } = globalThis.LookTwice;

function box() {
  const dispatched = [];
  const el = { nodeType: 1, isContentEditable: true, parentElement: null, closest: () => null, getRootNode: () => ({}),
    dispatchEvent: (e) => dispatched.push(e), getBoundingClientRect: () => ({}), focus() {} };
  return { el, dispatched };
}

function keydown(target, extra = {}) {
  const event = { type: "keydown", key: "Enter", code: "Enter", keyCode: 13, isComposing: false, button: 0,
    defaultPrevented: false, stopped: false, composedPath: () => [target], ...extra };
  event.preventDefault = () => { event.defaultPrevented = true; };
  event.stopImmediatePropagation = () => { event.stopped = true; };
  return event;
}

function fakeSession(el, { mode = "review_before_submit", clean = false, open = 0, writes = true } = {}) {
  const clicks = [];
  const button = { nodeType: 1, disabled: false, getClientRects: () => [1], click: () => clicks.push("click") };
  const session = {
    el, text: "draft", writeFailed: null, policy: { mode }, clicks, open,
    adapter: { name: "fake", isSubmitKey: (e) => e.key === "Enter" && !e.shiftKey, findSubmitControls: () => [button] },
    isKnownClean: () => clean,
    settle: async () => "ready",
    visible: () => Array.from({ length: session.open }, (_, i) => ({ id: `s${i}` })),
    anonymizeAll: async () => { if (writes) session.open = 0; return writes; },
  };
  return session;
}

function makeGuard({ sessions = [], found = [], mode = "review_before_submit" } = {}) {
  const panels = [];
  const unchecked = [];
  const list = [...sessions];
  const ui = { owns: () => false, announce() {}, panel: null, host: null,
    openPanel: (session, kind, options) => { panels.push({ session, kind, options }); } };
  const guard = new SubmitGuard({
    view: null, ui, sessions: () => list, policy: () => ({ mode }),
    adapters: [{ name: "site", isSubmitKey: (e) => e.key === "Enter" && !e.shiftKey }],
    scanNow: () => { for (const s of found.splice(0)) list.push(s); },
    onUnchecked: (why) => unchecked.push(why),
  });
  return { guard, panels, unchecked };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a box no adapter knows, on a reviewed site: held, the user told, Send anyway replays the key", async () => {
  const { el, dispatched } = box();
  const { guard, panels, unchecked } = makeGuard();
  const event = keydown(el);
  guard.onKey(event);
  assert.equal(event.defaultPrevented, true);
  assert.equal(panels[0].kind, "unavailable");
  assert.match(panels[0].options.message, /can't check this box.*Nothing was sent/);
  assert.match(unchecked[0], /can't check this box/);
  panels[0].options.onSendAnyway();
  assert.equal(dispatched.length, 1);
  assert.equal(dispatched[0].key, "Enter");
});

test("a box mounted after the last scan is found at send time and held until checked", async () => {
  const { el } = box();
  const session = fakeSession(el, { clean: false, open: 1 });
  const { guard, panels } = makeGuard({ found: [session] });
  const event = keydown(el);
  guard.onKey(event);
  assert.equal(event.defaultPrevented, true);
  await tick();
  assert.equal(panels[0].kind, "review");
  assert.equal(session.clicks.length, 0, "nothing sent");
});

test("a checked, clean draft passes untouched; an unchecked one is checked and then sent", async () => {
  const { el } = box();
  const clean = fakeSession(el, { clean: true });
  let g = makeGuard({ sessions: [clean] });
  const passing = keydown(el);
  g.guard.onKey(passing);
  assert.equal(passing.defaultPrevented, false);

  const fresh = fakeSession(el, { clean: false, open: 0 });
  g = makeGuard({ sessions: [fresh] });
  const held = keydown(el);
  g.guard.onKey(held);
  assert.equal(held.defaultPrevented, true);
  await tick();
  assert.deepEqual(fresh.clicks, ["click"], "sent through the site's button once the check was clean");
  assert.equal(g.panels.length, 0);
});

test("the Enter that confirms an IME composition, Shift+Enter, and the suggest mode never hold", () => {
  const { el } = box();
  const session = fakeSession(el, { clean: false, open: 1 });
  const { guard, panels } = makeGuard({ sessions: [session] });
  for (const extra of [{ isComposing: true }, { keyCode: 229 }, { shiftKey: true }]) {
    const event = keydown(el, extra);
    guard.onKey(event);
    assert.equal(event.defaultPrevented, false, JSON.stringify(extra));
  }
  const suggest = makeGuard({ sessions: [fakeSession(el, { mode: "suggest" })], mode: "suggest" });
  const event = keydown(el);
  suggest.guard.onKey(event);
  assert.equal(event.defaultPrevented, false);
  assert.equal(panels.length, 0);
});

test("auto_on_submit: applied, checked again, then sent; edits that do not stick hold it with the reason", async () => {
  const { el } = box();
  const auto = fakeSession(el, { mode: "auto_on_submit", open: 2 });
  let g = makeGuard({ sessions: [auto], mode: "auto_on_submit" });
  g.guard.onKey(keydown(el));
  await tick(); await tick(); await tick();
  assert.deepEqual(auto.clicks, ["click"]);

  const stuck = fakeSession(el, { mode: "auto_on_submit", open: 1, writes: false });
  stuck.anonymizeAll = async () => { stuck.writeFailed = { text: stuck.text, message: "LookTwice could not apply every suggestion." }; return false; };
  g = makeGuard({ sessions: [stuck], mode: "auto_on_submit" });
  g.guard.onKey(keydown(el));
  await tick(); await tick(); await tick();
  assert.equal(stuck.clicks.length, 0);
  assert.match(g.panels.at(-1).options.message, /could not apply/);
  assert.equal(g.panels.at(-1).kind, "unavailable");
});

test("an unreadable box holds the send and names the reason", async () => {
  const { el } = box();
  const session = fakeSession(el);
  session.settle = async () => "unreadable";
  session.broken = "the fake adapter could not read it (gone)";
  const { guard, panels, unchecked } = makeGuard({ sessions: [session] });
  guard.onKey(keydown(el));
  await tick();
  assert.match(panels[0].options.message, /can't check this box: the fake adapter could not read it/);
  assert.equal(unchecked.length, 1);
  assert.equal(session.clicks.length, 0);
});

test("a send-looking button the adapter does not list, beside an unchecked box, is held (stale selectors)", async () => {
  const { el } = box();
  const clicks = [];
  const button = { nodeType: 1, type: "button", textContent: "↑", matches: (sel) => sel.includes("button"),
    getAttribute: (name) => (name === "aria-label" ? "Send message" : null), click: () => clicks.push("click") };
  const other = { ...button, getAttribute: () => null, textContent: "Attach a file" };
  const form = { contains: (n) => n === button || n === other || n === el };
  el.closest = (sel) => (sel === "form" ? form : null);
  const session = fakeSession(el, { clean: false, open: 1 });
  session.adapter.findSubmitControls = () => [];
  const { guard, panels } = makeGuard({ sessions: [session] });
  const click = keydown(button, { type: "click", key: undefined, composedPath: () => [button, form] });
  guard.onClick(click);
  assert.equal(click.defaultPrevented, true);
  await tick();
  assert.equal(panels[0].kind, "review");
  const attach = keydown(other, { type: "click", key: undefined, composedPath: () => [other, form] });
  guard.onClick(attach);
  assert.equal(attach.defaultPrevented, false, "other buttons are left alone");
});

test("after Send anyway, sending exactly that text again is not held again; a changed draft is", async () => {
  const { el } = box();
  const { guard, panels } = makeGuard();
  guard.onKey(keydown(el));
  panels[0].options.onSendAnyway();
  const again = keydown(el);
  guard.onKey(again);
  assert.equal(again.defaultPrevented, false, "the user's decision for this text stands");

  const session = fakeSession(el, { clean: false, open: 1 });
  const g = makeGuard({ sessions: [session] });
  g.guard.onKey(keydown(el));
  await tick();
  g.panels[0].options.onSendAnyway();
  assert.deepEqual(session.clicks, ["click"]);
  const repeat = keydown(el);
  g.guard.onKey(repeat);
  assert.equal(repeat.defaultPrevented, false);
  session.text = "draft, edited";
  const edited = keydown(el);
  g.guard.onKey(edited);
  assert.equal(edited.defaultPrevented, true);
});
