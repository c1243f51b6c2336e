// The typing-pause debouncer and the reconnect backoff, on injected clocks.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/timing.js";
import { fakeTimers } from "./support/fake_timers.mjs";

const { debounce, backoffDelay } = globalThis.LookTwice.timing;

test("debounce calls once, after the pause, with the last arguments", () => {
  const timers = fakeTimers();
  const calls = [];
  const d = debounce((x) => calls.push(x), 300, timers);
  d("a"); timers.advance(200); d("b"); timers.advance(299);
  assert.deepEqual(calls, []);
  assert.equal(d.pending, true);
  timers.advance(1);
  assert.deepEqual(calls, ["b"]);
  assert.equal(d.pending, false);
});

test("flush runs a pending call now; cancel drops it", () => {
  const timers = fakeTimers();
  const calls = [];
  const d = debounce((x) => { calls.push(x); return x; }, 300, timers);
  d("a");
  assert.equal(d.flush(), "a");
  assert.equal(d.flush(), undefined);
  d("b"); d.cancel(); timers.advance(1000);
  assert.deepEqual(calls, ["a"]);
  assert.equal(timers.count, 0);
});

test("backoff doubles from the base and stops at the cap", () => {
  const fixed = { random: () => 0.5 }; // no jitter
  assert.deepEqual([0, 1, 2, 3].map((a) => backoffDelay(a, fixed)), [500, 1000, 2000, 4000]);
  assert.equal(backoffDelay(20, fixed), 30000);
  assert.equal(backoffDelay(1000, fixed), 30000);
});

test("backoff jitter stays within ±20% and under the cap", () => {
  for (const random of [() => 0, () => 0.999]) {
    const d = backoffDelay(3, { random });
    assert.ok(d >= 3200 && d <= 4800, String(d));
    assert.ok(backoffDelay(30, { random }) <= 30000);
  }
});
