// Time-based helpers with injectable clocks so they are tested without waiting: the typing-pause
// debouncer and the reconnect backoff.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  /**
   * Calls `fn` once `ms` after the last call. `flush()` runs a pending call now (submit must not wait
   * for the pause), `cancel()` drops it.
   */
  function debounce(fn, ms, timers = globalThis) {
    let handle = null;
    let lastArgs = null;
    const debounced = (...args) => {
      lastArgs = args;
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(run, ms);
    };
    function run() {
      handle = null;
      const args = lastArgs;
      lastArgs = null;
      return fn(...args);
    }
    debounced.flush = () => {
      if (handle === null) return undefined;
      timers.clearTimeout(handle);
      return run();
    };
    debounced.cancel = () => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      lastArgs = null;
    };
    Object.defineProperty(debounced, "pending", { get: () => handle !== null });
    return debounced;
  }

  /** Delay before reconnect attempt `attempt` (0-based): base·2^attempt capped at max, ±jitter. */
  function backoffDelay(attempt, { base = 500, max = 30000, jitter = 0.2, random = Math.random } = {}) {
    const raw = Math.min(max, base * 2 ** Math.max(0, attempt));
    const spread = raw * jitter * (2 * random() - 1);
    return Math.max(0, Math.round(Math.min(max, raw + spread)));
  }

  LT.timing = Object.freeze({ debounce, backoffDelay });
})();
