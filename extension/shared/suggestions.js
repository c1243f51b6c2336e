// Suggestions in the page: located in UTF-16 units of the text they were computed for, moved along
// with the user's edits, applied one by one or all at once. Pure functions (node-tested).
(() => {
  const LT = (globalThis.LookTwice ??= {});

  /**
   * Engine suggestions (code points) → page suggestions with `from`/`to` in UTF-16 units of `draft`.
   * A suggestion whose `original` is not at its offsets is dropped: showing it would edit the wrong text.
   */
  function locate(draft, suggestions) {
    const map = LT.offsets.offsetMap(draft);
    const located = [];
    for (const s of suggestions) {
      if (!Number.isInteger(s.start) || !Number.isInteger(s.end) || s.end < s.start || s.end > map.codePoints) {
        continue;
      }
      const from = map.toUtf16(s.start);
      const to = map.toUtf16(s.end);
      if (draft.slice(from, to) !== s.original) continue;
      located.push({ ...s, from, to });
    }
    return located;
  }

  const overlaps = (a, b) => a.from < b.to && b.from < a.to;

  /** Adds `incoming` to `current`: same id replaces, an overlap with a kept suggestion is skipped. */
  function merge(current, incoming) {
    const byId = new Map(current.map((s) => [s.id, s]));
    for (const s of incoming) byId.delete(s.id);
    const kept = [...byId.values()];
    for (const s of incoming) {
      if (!kept.some((k) => overlaps(k, s))) kept.push(s);
    }
    return kept.sort((a, b) => a.from - b.from);
  }

  /** The one edit that turns `before` into `after`: common prefix and suffix removed. */
  function diff(before, after) {
    let prefix = 0;
    const max = Math.min(before.length, after.length);
    while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
    let suffix = 0;
    while (
      suffix < max - prefix &&
      before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
    ) {
      suffix++;
    }
    return { from: prefix, oldTo: before.length - suffix, newTo: after.length - suffix };
  }

  /**
   * Moves suggestions located in `before` to `after`. One touched by the edit is dropped (its text
   * changed); one after it shifts. Keeps highlights in place while the user types, until the next analysis.
   */
  function relocate(before, after, located) {
    if (before === after) return located;
    const edit = diff(before, after);
    const delta = edit.newTo - edit.oldTo;
    const moved = [];
    const wordChar = (ch) => !!ch && /[\p{L}\p{N}]/u.test(ch);
    for (const s of located) {
      if (s.to < edit.from || (s.to === edit.from && !wordChar(after[s.to]))) {
        moved.push(s);
      } else if (s.from > edit.oldTo || (s.from === edit.oldTo && !wordChar(after[s.from + delta - 1]))) {
        moved.push({ ...s, from: s.from + delta, to: s.to + delta });
      }
      // Otherwise the edit touched the words themselves (or extended them): the next analysis decides.
    }
    return moved.filter((s) => after.slice(s.from, s.to) === s.original);
  }

  /** `text` with the given located suggestions applied (non-overlapping, any order). */
  function applyAll(text, located) {
    let out = text;
    for (const s of applicable(text, located)) out = out.slice(0, s.from) + s.replacement + out.slice(s.to);
    return out;
  }

  /**
   * The suggestions applyAll applies, last first: those whose original is still at its offsets in `text`,
   * less any that overlaps one later in the text. Their offsets stay valid when applied in this order.
   */
  function applicable(text, located) {
    const ordered = [...located].sort((a, b) => b.from - a.from);
    const kept = [];
    let limit = Infinity;
    for (const s of ordered) {
      if (s.to > limit) continue; // overlaps one already applied
      if (text.slice(s.from, s.to) !== s.original) continue;
      kept.push(s);
      limit = s.from;
    }
    return kept;
  }

  /** Identity of a suggestion for "dismissed stays dismissed": the same words flagged for the same reason. */
  const dismissKey = (s) => `${s.category}\u0000${s.original}`;

  /** True if the user allowed this term on this site (case-insensitive, whole original). */
  function isAllowed(s, allow) {
    const term = s.original.trim().toLowerCase();
    return (allow || []).some((a) => a.trim().toLowerCase() === term);
  }

  LT.suggestions = Object.freeze({ locate, merge, diff, relocate, applyAll, applicable, dismissKey, isAllowed, overlaps });
})();
