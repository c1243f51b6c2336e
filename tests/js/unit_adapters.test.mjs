// Site adapters without a browser: which adapter a page gets, isolation of a failing adapter, and the
// contenteditable text model on a small fake DOM shaped like ProseMirror's output.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/offsets.js";
import "../../extension/adapters/dom_text.js";
import "../../extension/adapters/registry.js";
import "../../extension/adapters/chatgpt.js";
import "../../extension/adapters/reddit_new.js";
import "../../extension/adapters/reddit_old.js";
import "../../extension/adapters/generic.js";

const LT = globalThis.LookTwice;
const at = (url) => new URL(url);

test("each site gets its own adapter; other enabled sites get the generic one", () => {
  const names = (url) => LT.adapters.forLocation(at(url)).map((a) => a.name);
  assert.deepEqual(names("https://chatgpt.com/c/1"), ["chatgpt"]);
  assert.deepEqual(names("https://chat.openai.com/"), ["chatgpt"]);
  assert.deepEqual(names("https://www.reddit.com/r/x/submit"), ["reddit_new"]);
  assert.deepEqual(names("https://old.reddit.com/r/x"), ["reddit_old"]);
  assert.deepEqual(names("https://forum.example.org/"), ["generic"]);
  assert.deepEqual(names("https://notchatgpt.com/"), ["generic"]);
});

test("submit keys follow each site: Enter on ChatGPT, Ctrl/Cmd+Enter on Reddit", () => {
  const by = Object.fromEntries(LT.adapters.all().map((a) => [a.name, a]));
  const key = (extra) => ({ key: "Enter", shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });
  assert.equal(by.chatgpt.isSubmitKey(key()), true);
  assert.equal(by.chatgpt.isSubmitKey(key({ shiftKey: true })), false);
  assert.equal(by.reddit_new.isSubmitKey(key()), false);
  assert.equal(by.reddit_new.isSubmitKey(key({ ctrlKey: true })), true);
  assert.equal(by.reddit_old.isSubmitKey(key({ metaKey: true })), true);
  assert.equal(by.generic.isSubmitKey(key()), false);
});

test("the shared send keys and selector query (registry.js) that the chat adapters use", () => {
  const { plainEnter, ctrlEnter, queryEach } = LT.adapters;
  const key = (extra) => ({ key: "Enter", shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });
  assert.equal(plainEnter(key()), true);
  for (const mod of ["shiftKey", "altKey", "ctrlKey", "metaKey"]) assert.equal(plainEnter(key({ [mod]: true })), false);
  assert.equal(plainEnter(key({ key: "a" })), false);
  assert.equal(ctrlEnter(key({ ctrlKey: true })), true);
  assert.equal(ctrlEnter(key({ metaKey: true })), true);
  assert.equal(ctrlEnter(key()), false);
  assert.equal(ctrlEnter(key({ key: "a", ctrlKey: true })), false);
  // an element two selectors match is listed once, in the first selector's place
  const a = { id: "a" }, b = { id: "b" }, c = { id: "c" };
  const root = { querySelectorAll: (s) => ({ "#x": [a, b], "#y": [b, c], "#z": [] })[s] };
  assert.deepEqual(queryEach(root, ["#x", "#y", "#z"]), [a, b, c]);
  assert.deepEqual(queryEach(root, ["#z"]), []);
});

test("a throwing adapter is skipped and logged once; the others keep working", () => {
  const warnings = [];
  const original = console.warn;
  console.warn = (...args) => warnings.push(args[0]);
  try {
    const broken = LT.adapters.register({
      name: "broken", matches: () => { throw new Error("selector exploded"); }, findComposers: () => { throw new Error("x"); },
    });
    assert.deepEqual(LT.adapters.forLocation(at("https://chatgpt.com/")).map((a) => a.name), ["chatgpt"]);
    LT.adapters.forLocation(at("https://chatgpt.com/"));
    assert.deepEqual(LT.adapters.safely(broken, "findComposers", ["fallback"], {}), ["fallback"]);
    assert.deepEqual(warnings, ["LookTwice: adapter broken.matches failed; skipped", "LookTwice: adapter broken.findComposers failed; skipped"]);
  } finally {
    console.warn = original;
  }
});

test("an adapter without the required methods is refused at registration", () => {
  assert.throws(() => LT.adapters.register({ name: "half", matches: () => true }), /lacks findComposers/);
});

// A fake DOM: just what dom_text.model walks (nodeType, nodeName, children, text data, classList).
function el(name, attrs = {}, ...children) {
  const node = { nodeType: 1, nodeName: name.toUpperCase(), firstChild: null, nextSibling: null, parentNode: null,
    classList: { contains: (c) => (attrs.class || "").split(" ").includes(c) } };
  let prev = null;
  for (const child of children) {
    const c = typeof child === "string" ? { nodeType: 3, nodeName: "#text", data: child, nextSibling: null } : child;
    c.parentNode = node;
    if (prev) prev.nextSibling = c; else node.firstChild = c;
    prev = c;
  }
  return node;
}

test("ProseMirror-shaped paragraphs read as lines; trailing breaks add nothing", () => {
  const root = el("div", {},
    el("p", {}, "Hi, I'm a ", el("strong", {}, "nurse"), " in Dublin 😀"),
    el("p", {}, el("br", { class: "ProseMirror-trailingBreak" })),
    el("p", {}, "mail: a@b.io", el("br", {}), "bye"));
  const { text, segments } = LT.domText.model(root);
  assert.equal(text, "Hi, I'm a nurse in Dublin 😀\n\nmail: a@b.io\nbye");
  const nurse = segments.find((s) => s.node.data === "nurse");
  assert.equal(text.slice(nurse.start, nurse.end), "nurse");
  for (const s of segments) assert.equal(text.slice(s.start, s.end), s.node.data);
});

test("nested blocks do not add leading or doubled line breaks", () => {
  const root = el("div", {}, el("ul", {}, el("li", {}, el("p", {}, "one")), el("li", {}, el("p", {}, "two"))), el("p", {}, "three"));
  assert.equal(LT.domText.model(root).text, "one\ntwo\nthree");
  assert.equal(LT.domText.model(el("div", {}, "inline ", el("div", {}, "block"))).text, "inline \nblock");
});
