// UTF-16 ↔ code point conversion at the extension boundary (DESIGN.md: engine offsets are code points).
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/offsets.js";

const { offsetMap, toUtf16, toCodePoint, codePointStarts } = globalThis.LookTwice.offsets;

test("ASCII offsets are the same in both units", () => {
  const map = offsetMap("hello");
  assert.equal(map.codePoints, 5);
  for (let i = 0; i <= 5; i++) {
    assert.equal(map.toUtf16(i), i);
    assert.equal(map.toCodePoint(i), i);
  }
});

test("an emoji before a word shifts UTF-16 offsets by one per astral character", () => {
  const text = "😀 I live in Dublin";
  const cpStart = [...text].indexOf("D"); // code points, as the engine counts
  assert.equal(cpStart, 12);
  assert.equal(toUtf16(text, cpStart), text.indexOf("Dublin"));
  assert.equal(text.slice(toUtf16(text, cpStart), toUtf16(text, cpStart + 6)), "Dublin");
  assert.equal(toCodePoint(text, text.indexOf("Dublin")), cpStart);
});

test("ZWJ family and flag sequences count every code point", () => {
  const family = "👩‍👩‍👧"; // 3 emoji + 2 ZWJ = 5 code points, 8 UTF-16 units
  const flag = "🇮🇪"; // 2 regional indicators
  const text = `${family}${flag} call 555`;
  assert.equal([...text].length, offsetMap(text).codePoints);
  const cp = [...text].indexOf("5");
  assert.equal(cp, 5 + 2 + 6);
  assert.equal(text.slice(toUtf16(text, cp)), "555");
});

test("an index inside a surrogate pair maps to its code point", () => {
  const text = "a😀b";
  assert.equal(toCodePoint(text, 2), 1); // second half of 😀
  assert.equal(toCodePoint(text, 3), 2);
  assert.deepEqual(codePointStarts(text), [0, 1, 3, 4]);
});

test("a lone surrogate is one code point", () => {
  const text = "x\ud800y";
  assert.equal(offsetMap(text).codePoints, 3);
  assert.equal(toUtf16(text, 2), 2);
});

test("offsets outside the text are errors, not silent clamps", () => {
  assert.throws(() => toUtf16("ab", 3), RangeError);
  assert.throws(() => toUtf16("ab", -1), RangeError);
  assert.throws(() => toCodePoint("ab", 3), RangeError);
  assert.throws(() => toUtf16("ab", 1.5), RangeError);
});

test("round trip over every code point boundary of a mixed string", () => {
  const text = "Zoë 😀 in Zürich 👨‍⚕️ (nurse) 🇮🇪 +353 1 234 5678";
  const map = offsetMap(text);
  for (let cp = 0; cp <= map.codePoints; cp++) assert.equal(map.toCodePoint(map.toUtf16(cp)), cp);
});
