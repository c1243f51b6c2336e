// The protocol's error codes and whether an `error` with each code ends an analysis: the extension's copy of
// the one table in protocol/errors.py (tests/test_error_table.py fails when this list, the Python table and
// native_host/PROTOCOL.md disagree). `model_error` does not end it: the pre-filter's suggestions stand and
// `done` follows.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  const ERROR_CODES = Object.freeze({
    bad_frame: { endsAnalysis: true },
    bad_request: { endsAnalysis: true },
    unknown_type: { endsAnalysis: true },
    too_large: { endsAnalysis: true },
    busy: { endsAnalysis: true },
    unavailable: { endsAnalysis: true },
    internal: { endsAnalysis: true },
    model_error: { endsAnalysis: false },
    unauthorized: { endsAnalysis: true },
    forbidden: { endsAnalysis: true },
  });

  /** Whether `message` is the last of its analysis: `done`, or an error whose code ends it (an unknown code
   *  does: never wait for a `done` nobody will send). */
  function endsAnalysis(message) {
    if (message.type === "done") return true;
    if (message.type !== "error") return false;
    return Object.hasOwn(ERROR_CODES, message.code) ? ERROR_CODES[message.code].endsAnalysis : true;
  }

  LT.errorCodes = Object.freeze({ ERROR_CODES, endsAnalysis });
})();
