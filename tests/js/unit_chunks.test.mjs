// Reassembly of split host messages (native_host/PROTOCOL.md "Splitting").
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/chunks.js";

const { ChunkAssembler, ChunkError } = globalThis.LookTwice.chunks;

function split(message, size) {
  const json = JSON.stringify(message);
  const parts = [];
  for (let i = 0; i < json.length; i += size) parts.push(json.slice(i, i + size));
  return parts.map((data, seq) => ({ id: message.id, type: "chunk", seq, total: parts.length, data }));
}

test("a message that is not a chunk passes through", () => {
  const msg = { id: "1", type: "done" };
  assert.equal(new ChunkAssembler().accept(msg), msg);
});

test("chunks are reassembled into the original message, emoji cut anywhere", () => {
  const original = { id: "a1", type: "suggestions", suggestions: [{ original: "😀 Dublin ".repeat(500) }] };
  const assembler = new ChunkAssembler();
  const chunks = split(original, 7);
  chunks.slice(0, -1).forEach((c) => assert.equal(assembler.accept(c), null));
  assert.deepEqual(assembler.accept(chunks.at(-1)), original);
  assert.equal(assembler.pending.size, 0);
});

test("two split messages may interleave", () => {
  const a = { id: "a", type: "x", v: "a".repeat(50) };
  const b = { id: "b", type: "y", v: "b".repeat(50) };
  const ca = split(a, 20);
  const cb = split(b, 20);
  const assembler = new ChunkAssembler();
  const out = [];
  for (let i = 0; i < ca.length; i++) {
    out.push(assembler.accept(ca[i]), assembler.accept(cb[i]));
  }
  assert.deepEqual(out.filter(Boolean), [a, b]);
});

test("a gap, a repeat or a changed total is an error and drops the partial message", () => {
  const chunks = split({ id: "g", type: "x", v: "z".repeat(40) }, 10);
  const assembler = new ChunkAssembler();
  assembler.accept(chunks[0]);
  assert.throws(() => assembler.accept(chunks[2]), ChunkError);
  assert.equal(assembler.pending.size, 0);
  assert.throws(() => assembler.accept(chunks[1]), /first chunk has seq 1/);
  assembler.accept(chunks[0]);
  assert.throws(() => assembler.accept({ ...chunks[1], total: 99 }), ChunkError);
});

test("reassembled text that is not JSON is an error", () => {
  const assembler = new ChunkAssembler();
  assembler.accept({ id: "j", type: "chunk", seq: 0, total: 2, data: "{\"a\":" });
  assert.throws(() => assembler.accept({ id: "j", type: "chunk", seq: 1, total: 2, data: "nope" }), /not JSON/);
});

test("malformed chunk fields are errors", () => {
  assert.throws(() => new ChunkAssembler().accept({ id: "m", type: "chunk", seq: "0", total: 1, data: "{}" }), ChunkError);
  assert.throws(() => new ChunkAssembler().accept({ id: "m", type: "chunk", seq: 0, total: 1, data: 5 }), ChunkError);
});

test("a 20,000-character draft's done message, split as the host splits it, reassembles quickly", () => {
  const draft = "Married to Heather 😀, call (555) 123-4567 ext. 12; Ticket #5512345 is open. ".repeat(260).slice(0, 20000);
  const suggestions = [];
  for (let i = 0; i + 30 < draft.length; i += 40) {
    suggestions.push({ id: `s${i}`, start: i, end: i + 30, original: draft.slice(i, i + 30), replacement: "[name]",
      category: "name", validity: "high", source: "prefilter", reason: "This names someone you mention.",
      round: 0, subject: "other" });
  }
  const done = { id: "a1", type: "done", text: draft, suggestions };
  const assembler = new ChunkAssembler();
  const chunks = split(done, 64 * 1024);
  assert.ok(chunks.length >= 2);
  const started = performance.now();
  let out = null;
  for (const c of chunks) out = assembler.accept(c) ?? out;
  assert.ok(performance.now() - started < 200, "reassembly blocks the worker too long");
  assert.deepEqual(out, done);
});
