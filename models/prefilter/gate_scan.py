"""One pass over a lower-cased draft that answers every detector's substring gate (`Context.has_any`) at once.

The gates ask ~95 times per comment whether one of a few strings is in the lower-cased draft: ~500 substring
searches of the whole draft, ~200 µs a comment (issue 11, speed10's profile). Here every string a gate has asked
for is put in one trie-shaped regex, run once per draft at every position inside a look-ahead: it reports, at
each position, the longest registered string that starts there. The strings that start at a position are the
registered prefixes of that longest one (they are all prefixes of the rest of the draft, so of each other), so the
set of registered strings in the draft is the union of those prefixes: exactly `{s for s in strings if s in low}`.
Strings of one or two characters are searched directly instead (_MIN_SCANNED).

A gate's tuple of strings is registered the first time it is asked (answered by plain searches until the index
is rebuilt: see _SEARCHES_PER_STRING). Tuples are known by identity: every caller passes a constant (a module's
tuple, a literal, or one read from a regex once and cached), so the lookup costs no hashing of the strings.
"""

from __future__ import annotations

import re
import threading

__all__ = ["GateIndex", "index_for_draft", "rebuild", "register"]

# A caller that built a new tuple for every draft would register a new one each time; past this many strings the
# index stops growing and the rest are answered by plain searches (today's gates hold ~660).
_MAX_STRINGS = 4096


# Strings shorter than this are left out of the scan and searched directly: a letter or a pair of them ("a", "on")
# starts at most positions of a draft, so the scan reported ~520 matches a comment with them (265 µs) and ~55
# without (75 µs), while a direct search for one is a fast C call that usually succeeds at once.
_MIN_SCANNED = 3


class GateIndex:
    """An immutable index of registered strings: which of the longer ones a lower-cased draft holds (`present`),
    and each tuple's short strings, searched directly (`short`)."""

    def __init__(self, tuples: dict[int, tuple[str, ...]]) -> None:
        # id → the tuple itself: keeping the tuple alive keeps its id from being reused by another object
        self.tuples = dict(tuples)
        self.short = {key: tuple(s for s in t if len(s) < _MIN_SCANNED) for key, t in self.tuples.items()}
        strings = sorted({s for t in self.tuples.values() for s in t if len(s) >= _MIN_SCANNED})
        # every scanned string with the scanned strings it starts with (itself included)
        known = set(strings)
        self._prefixes = {s: tuple(s[:k] for k in range(1, len(s) + 1) if s[:k] in known) for s in strings}
        self._scan = re.compile("(?=(" + _trie_pattern(strings) + "))") if strings else None

    def covers(self, needles: tuple[str, ...]) -> bool:
        """Whether `present` and `short` answer for `needles` (the very tuple was registered)."""
        return self.tuples.get(id(needles)) is needles

    def present(self, low: str) -> frozenset[str]:
        """The registered strings of _MIN_SCANNED characters or more that are substrings of `low`."""
        if self._scan is None:
            return frozenset()
        prefixes = self._prefixes
        found: set[str] = set()
        for longest in set(self._scan.findall(low)):
            found.update(prefixes[longest])
        return frozenset(found)


_Trie = dict[str, "_Trie"]


def _trie_pattern(strings: list[str]) -> str:
    """A regex of `strings` (none empty) shaped as their trie, so that sre tries one branch per next character
    instead of every string; where a string ends inside a longer one the rest is optional and greedy, so the
    match at a position is the longest string that starts there."""
    trie: _Trie = {}
    for s in strings:
        node = trie
        for ch in s:
            node = node.setdefault(ch, {})
        node[""] = {}  # a string ends here

    def emit(node: _Trie) -> str:
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return emit(trie)


_lock = threading.Lock()
_registered: dict[int, tuple[str, ...]] = {}
_strings = 0
_current = GateIndex({})
# A rebuild compiles the whole regex again: ~25 µs per string (sre's compile; 30-40 ms for today's ~1,600 on a
# loaded machine), while a gate answered by plain searches costs ~0.3 µs per string. So the index is rebuilt only
# once the plain searches of the tuples it lacks add up to about what a rebuild costs (a rent-or-buy rule: never
# more than twice the best choice in hindsight); `rebuild` builds it at once (Prefilter.warm). Rebuilding at every
# new tuple cost 14 rebuilds, 0.54 s, on the first 404 comments (issue 11, speed11).
_SEARCHES_PER_STRING = 100
_searched = 0


def register(needles: tuple[str, ...]) -> None:
    """Count the plain searches of a gate that the index does not answer, and put `needles` in the next index
    (until the index is full)."""
    global _strings, _searched
    _searched += len(needles)
    if id(needles) in _registered:
        return
    with _lock:
        if id(needles) in _registered or _strings + len(needles) > _MAX_STRINGS or "" in needles:
            return  # ("" is in every draft; the scan does not report it)
        _registered[id(needles)] = needles
        _strings += len(needles)


def rebuild() -> None:
    """Build the index of every tuple registered so far now."""
    global _current, _searched
    with _lock:
        if len(_current.tuples) != len(_registered):
            _current = GateIndex(_registered)
        _searched = 0


def index_for_draft() -> GateIndex:
    """The index for a new draft: rebuilt first when tuples were registered since the last one and their plain
    searches have cost about what a rebuild does."""
    if len(_current.tuples) != len(_registered) and _searched >= _SEARCHES_PER_STRING * max(_strings, 64):
        rebuild()
    return _current
