// Offsets between the engine and the page. The engine counts Unicode code points (DESIGN.md,
// "Suggestion"); JavaScript strings count UTF-16 units. Every conversion happens here, at the boundary.
// Loaded as a classic content script, as a side-effect module by the service worker, and by node tests:
// each shared file registers itself on one namespace instead of using import/export.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  /** UTF-16 index of the start of every code point of `text`, plus `text.length` at the end. */
  function codePointStarts(text) {
    const starts = [];
    for (let i = 0; i < text.length; ) {
      starts.push(i);
      const unit = text.charCodeAt(i);
      const isPair =
        unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length &&
        text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
      i += isPair ? 2 : 1;
    }
    starts.push(text.length);
    return starts;
  }

  /** Both directions for one text; build once per draft, convert many offsets. */
  function offsetMap(text) {
    const starts = codePointStarts(text);
    const codePoints = starts.length - 1;
    return {
      codePoints,
      /** code point index → UTF-16 index; throws outside 0…codePoints. */
      toUtf16(cp) {
        if (!Number.isInteger(cp) || cp < 0 || cp > codePoints) {
          throw new RangeError(`code point offset ${cp} outside 0..${codePoints}`);
        }
        return starts[cp];
      },
      /** UTF-16 index → code point index; an index inside a surrogate pair maps to its code point. */
      toCodePoint(unit) {
        if (!Number.isInteger(unit) || unit < 0 || unit > text.length) {
          throw new RangeError(`UTF-16 offset ${unit} outside 0..${text.length}`);
        }
        let lo = 0;
        let hi = codePoints;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid] <= unit) lo = mid;
          else hi = mid - 1;
        }
        return lo;
      },
    };
  }

  const toUtf16 = (text, cp) => offsetMap(text).toUtf16(cp);
  const toCodePoint = (text, unit) => offsetMap(text).toCodePoint(unit);

  LT.offsets = Object.freeze({ codePointStarts, offsetMap, toUtf16, toCodePoint });
})();
