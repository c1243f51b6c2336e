// An injected clock for unit tests of code that takes `{ setTimeout, clearTimeout }` (the debouncer, the
// native connection's reconnect backoff): nothing runs until `advance(ms)`, which fires every timer due by
// then in time order, timers set by a firing one included, with the clock at each timer's time as it fires.
export function fakeTimers() {
  let now = 0;
  let next = 1;
  const timers = new Map();
  return {
    setTimeout(fn, ms) { const id = next++; timers.set(id, { fn, at: now + ms }); return id; },
    clearTimeout(id) { timers.delete(id); },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    /** How long until each pending timer fires. */
    delays: () => [...timers.values()].map((t) => t.at - now),
    get count() { return timers.size; },
  };
}
