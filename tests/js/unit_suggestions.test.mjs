// Suggestions located in the page, moved with edits, applied.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/offsets.js";
import "../../extension/shared/suggestions.js";

const { locate, merge, relocate, applyAll, applicable, dismissKey, isAllowed, diff } = globalThis.LookTwice.suggestions;

const cp = (text, word) => {
  const at = [...text].join("").indexOf(word); // UTF-16 index of word
  const start = [...text.slice(0, at)].length;
  return { start, end: start + [...word].length };
};
const make = (text, word, replacement, extra = {}) => ({
  id: extra.id || word, ...cp(text, word), original: word, replacement, category: "city_country",
  validity: "high", source: "prefilter", reason: "r", round: 0, ...extra,
});

test("locate converts code points to UTF-16 after an emoji", () => {
  const text = "🙂🙂 I'm a nurse in Dublin";
  const [s] = locate(text, [make(text, "Dublin", "a European city")]);
  assert.equal(text.slice(s.from, s.to), "Dublin");
  assert.equal(s.from, text.indexOf("Dublin"));
});

test("locate drops a suggestion whose original is not at its offsets", () => {
  const text = "I live in Cork";
  const bad = { ...make(text, "Cork", "a city"), original: "Dublin" };
  assert.deepEqual(locate(text, [bad]), []);
  assert.deepEqual(locate(text, [{ ...make(text, "Cork", "x"), end: 99 }]), []);
});

test("applyAll applies every suggestion, in any order, with emoji", () => {
  const text = "😀 nurse in Dublin, mail a@b.io";
  const located = locate(text, [make(text, "a@b.io", "[email]"), make(text, "Dublin", "a city"), make(text, "nurse", "health worker")]);
  assert.equal(applyAll(text, located), "😀 health worker in a city, mail [email]");
});

test("applyAll skips overlapping and stale suggestions", () => {
  const text = "in New York City";
  const a = { id: "a", from: 3, to: 11, original: "New York", replacement: "X" };
  const b = { id: "b", from: 7, to: 16, original: "York City", replacement: "Y" };
  assert.equal(applyAll(text, [a, b]), "in New Y");
  assert.equal(applyAll(text, [{ ...a, original: "Old York" }]), text);
});

test("applicable: what applyAll applies, last first, without the overlapping and the stale", () => {
  const text = "in New York City, mail a@b.io";
  const a = { id: "a", from: 3, to: 11, original: "New York", replacement: "X" };
  const b = { id: "b", from: 7, to: 16, original: "York City", replacement: "Y" };
  const c = { id: "c", from: 23, to: 29, original: "a@b.io", replacement: "[email]" };
  const stale = { id: "d", from: 0, to: 2, original: "on", replacement: "at" };
  assert.deepEqual(applicable(text, [a, c, b, stale]).map((s) => s.id), ["c", "b"]);
});

test("merge: same id replaces, overlap keeps the existing one", () => {
  const a = { id: "1", from: 0, to: 4, original: "abcd" };
  const b = { id: "2", from: 2, to: 6, original: "cdef" };
  const c = { id: "3", from: 8, to: 9, original: "x" };
  assert.deepEqual(merge([a], [b, c]).map((s) => s.id), ["1", "3"]);
  assert.deepEqual(merge([a, c], [{ ...a, replacement: "new" }]).find((s) => s.id === "1").replacement, "new");
});

test("relocate keeps suggestions before an edit, shifts those after, drops touched ones", () => {
  const before = "I am a nurse in Dublin";
  const located = locate(before, [make(before, "nurse", "health worker"), make(before, "Dublin", "a city")]);
  const typedEmoji = "😀 " + before;
  const moved = relocate(before, typedEmoji, located);
  assert.deepEqual(moved.map((s) => typedEmoji.slice(s.from, s.to)), ["nurse", "Dublin"]);
  const editedCity = "I am a nurse in Dubline";
  assert.deepEqual(relocate(before, editedCity, located).map((s) => s.original), ["nurse"]);
  const appended = before + " today";
  assert.deepEqual(relocate(before, appended, located).map((s) => appended.slice(s.from, s.to)), ["nurse", "Dublin"]);
  const prefixed = "I am a nurse in xDublin";
  assert.deepEqual(relocate(before, prefixed, located).map((s) => s.original), ["nurse"]);
  const spaced = "I am a nurse in  Dublin";
  assert.deepEqual(relocate(before, spaced, located).map((s) => spaced.slice(s.from, s.to)), ["nurse", "Dublin"]);
});

test("diff finds the single edited region", () => {
  assert.deepEqual(diff("abcdef", "abXYef"), { from: 2, oldTo: 4, newTo: 4 });
  assert.deepEqual(diff("abc", "abc!"), { from: 3, oldTo: 3, newTo: 4 });
  assert.deepEqual(diff("aaa", "aaaa"), { from: 3, oldTo: 3, newTo: 4 });
});

test("dismiss keys and the allow-list ignore position and case", () => {
  const s1 = { category: "city_country", original: "Dublin", from: 1 };
  const s2 = { category: "city_country", original: "Dublin", from: 40 };
  assert.equal(dismissKey(s1), dismissKey(s2));
  assert.notEqual(dismissKey(s1), dismissKey({ ...s1, category: "name" }));
  assert.equal(isAllowed(s1, ["dublin "]), true);
  assert.equal(isAllowed(s1, ["Dub"]), false);
  assert.equal(isAllowed(s1, undefined), false);
});
