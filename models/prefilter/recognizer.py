"""Detector base classes, after Presidio: a recognizer declares what it finds; pattern recognizers
declare PATTERNS and CONTEXT words and check candidates in a `validate` hook."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from re import _constants as _c, _parser  # type: ignore[attr-defined]
from typing import Any

from ..records import Finding
from .context import Context


@dataclass(frozen=True)
class Pattern:
    """A candidate regex and the confidence a validated match gets. A pattern may carry its own
    checksum (`validate`) and context words (`context`), which replace the recognizer's for its
    matches: one recognizer can then hold several formats of one kind of number (national IDs)."""

    name: str
    regex: re.Pattern[str]
    score: float
    validate: Callable[[str], bool] | None = None
    context: tuple[str, ...] | None = None


class Recognizer(ABC):
    """Finds spans of one category (or a few related ones) in a draft."""

    name: str = "recognizer"
    categories: tuple[str, ...] = ()

    @abstractmethod
    def find(self, ctx: Context) -> list[Finding]:
        """All findings in the draft; overlaps between recognizers are resolved later."""


class PatternRecognizer(Recognizer):
    """Regex candidates, an optional checksum/format `validate`, optional CONTEXT words that must
    occur near the match (for codes that look like any other number)."""

    category: str = ""
    PATTERNS: tuple[Pattern, ...] = ()
    CONTEXT: tuple[str, ...] = ()  # when set, a match needs one of these words nearby
    CONTEXT_BEFORE = 40  # characters looked at before and after a match for a context word
    CONTEXT_AFTER = 20
    validity = "high"
    reason = ""

    def __init__(self) -> None:
        self.categories = (self.category,)

    def validate(self, candidate: str) -> bool:
        """Override with a checksum or format check. False drops the candidate."""
        return True

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        """The part of the match that is the finding (override to trim)."""
        return match.start(), match.end()

    def valid_span(self, text: str, match: re.Match[str], pattern: Pattern) -> tuple[int, int] | None:
        """The validated span of a match, or None. Override when a candidate may need trimming first."""
        start, end = self.span(match)
        check = pattern.validate or self.validate
        return (start, end) if start < end and check(text[start:end]) else None

    def normalize(self, candidate: str) -> str | None:
        return None

    def context_possible(self, ctx: Context, context: tuple[str, ...]) -> bool:
        """Whether any match in the draft can have its context (the gate before `has_context`): a context word
        somewhere in the draft. A recognizer whose `has_context` reads more than the words says so here too."""
        return context_in_draft(ctx, context)

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for pattern, digit_needed, needles in self._gates():
            if digit_needed and not ctx.has_decimal:
                continue  # a draft without a digit: this pattern cannot match
            if needles and not _holds_one_of_each(ctx, needles):
                continue  # for one of the sets of strings every match holds one of, none is in the draft
            context = pattern.context if pattern.context is not None else self.CONTEXT
            if context and not self.context_possible(ctx, context):
                continue  # no context word anywhere in the draft: no match can have one nearby
            for match in scan(pattern.regex, ctx.text):
                span = self.valid_span(ctx.text, match, pattern)
                if span is None:
                    continue
                start, end = span
                if context and not self.has_context(ctx, start, end, context):
                    continue
                candidate = ctx.text[start:end]
                out.append(
                    Finding(
                        start=start,
                        end=end,
                        text=candidate,
                        category=self.category,
                        score=pattern.score,
                        validity=self.validity,
                        detector=f"{self.name}.{pattern.name}",
                        reason=self.reason,
                        value=self.normalize(candidate),
                    )
                )
        return out

    def _gates(self) -> tuple[tuple[Pattern, bool, tuple[tuple[str, ...], ...]], ...]:
        """Each pattern with what `find` checks before scanning it (`needs_digit`; `literal_needles` and the sets
        of `required_strings`, as `may_hold` asks them): read from the regexes once per PATTERNS tuple instead of
        looked up in their caches for every draft. The required sets gate patterns that have no literal needles
        (a URL's path, an e-mail address, a UPI handle: ~100 µs a comment; issue 11, speed11)."""
        patterns = self.PATTERNS
        cached = self.__dict__.get("_gates_of")
        if cached is None or cached[0] is not patterns:
            cached = (patterns, tuple((p, needs_digit(p.regex), _string_sets(p.regex)) for p in patterns))
            self.__dict__["_gates_of"] = cached
        return cached[1]

    def has_context(self, ctx: Context, start: int, end: int, words: tuple[str, ...]) -> bool:
        """A context word as a whole word shortly before or after the span ("ssn" yes, "lesson" no). An override
        may only narrow it: `find` skips a pattern none of whose context words is in the draft."""
        window = ctx.before(start, self.CONTEXT_BEFORE) + " " + ctx.after(end, self.CONTEXT_AFTER)
        return context_regex(words).search(window) is not None



def _string_sets(regex: re.Pattern[str]) -> tuple[tuple[str, ...], ...]:
    """The sets of strings every match of `regex` holds one of each: its literal needles first (the most selective
    set), then the other sets of `required_strings`."""
    needles = literal_needles(regex)
    first = () if needles is None else (needles,)
    return first + tuple(s for s in required_strings(regex) if s != needles)


def _holds_one_of_each(ctx: Context, sets: tuple[tuple[str, ...], ...]) -> bool:
    for strings in sets:  # a plain loop: all() over a generator costs more for one or two sets
        if not ctx.has_any(strings):
            return False
    return True


def context_in_draft(ctx: Context, words: tuple[str, ...]) -> bool:
    """Whether `has_context` can find one of `words` anywhere: its window is the lower-cased text before and
    after a match joined by a space, so a word found there is in the lower-cased draft, and a phrase that
    spans the joining space has its first word in it."""
    lower = ctx.lower
    return any(w.split(" ", 1)[0] in lower for w in words)


def finditer_at(regex: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """`regex.finditer(text)` for a regex that never matches the empty string and whose every match starts
    at one of `starts` (ascending): the regex is tried only there (`match` at a position sees the text
    before it, for \\b and look-behinds), not at every character of the draft, which is what a pattern
    opening with \\b or a look-behind costs."""
    end = 0
    for start in starts:
        if start < end:
            continue
        m = regex.match(text, start)
        if m is not None:
            yield m
            end = m.end() if m.end() > m.start() else m.end() + 1


def needs_digit(regex: re.Pattern[str]) -> bool:
    """Whether every match of `regex` consumes or looks at a digit (\\d or a range or literal of 0-9), read from
    its parse tree: a sequence needs one when an element does, an alternation when all its branches do, a repeat
    when its body does at least once, a positive lookahead or lookbehind when its body does (it matches text of
    the draft). Negative lookarounds, backreferences and conditionals count as needing none. Every caller asks
    it of a whole draft (`Context.has_decimal`): a draft without a digit cannot match such a regex."""
    return _needs_digit_of(regex.pattern, regex.flags)


# The parse-tree answers are remembered by the regex's source and flags, not by the compiled regex: hashing a
# compiled regex hashes its whole code (3-15 µs for the address and person regexes), on every lookup; the
# source string keeps its hash.
@lru_cache(maxsize=1024)
def _needs_digit_of(pattern: str, flags: int) -> bool:
    return _needs_digit(_parser.parse(pattern, flags).data)


def _needs_digit(items: list[tuple[Any, Any]]) -> bool:
    for op, av in items:
        if op is _c.LITERAL and 48 <= av <= 57:
            return True
        if op is _c.IN and av and all(
                (o is _c.CATEGORY and a is _c.CATEGORY_DIGIT) or (o is _c.LITERAL and 48 <= a <= 57)
                or (o is _c.RANGE and 48 <= a[0] and a[1] <= 57) for o, a in av):
            return True
        if op is _c.SUBPATTERN and _needs_digit(av[3].data if hasattr(av[3], "data") else av[3]):
            return True
        if op is _c.BRANCH and all(_needs_digit(b.data if hasattr(b, "data") else b) for b in av[1]):
            return True
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[0] >= 1 and _needs_digit(
                av[2].data if hasattr(av[2], "data") else av[2]):
            return True
        if op is _c.ATOMIC_GROUP and _needs_digit(av.data if hasattr(av, "data") else av):
            return True
        # A positive lookaround reads the draft too: "(?=(?:[A-Z]*\d){2})" matches only where a digit stands
        # (code.py's codes, whose letters and digits are counted by lookaheads; issue 11, speed13).
        if op is _c.ASSERT and _needs_digit(av[1].data if hasattr(av[1], "data") else av[1]):
            return True
    return False


# At most this many needles: `Context.has_any` looks for each in the draft (an alternation of a vocabulary is
# cheaper to scan once with its regex).
_MAX_NEEDLES = 12


def literal_needles(regex: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lower-case ASCII strings of two characters or more, one of which every match of `regex` holds (read from
    its parse tree: a run of literal characters, or one such string from each branch of an alternation), so a
    draft whose lower-cased text holds none of them cannot match (`Context.has_any`, which also answers yes
    for a draft with a letter that a case-insensitive regex matches to another ASCII letter). None when the
    tree gives no such set of at most _MAX_NEEDLES."""
    return _literal_needles_of(regex.pattern, regex.flags)


@lru_cache(maxsize=1024)
def _literal_needles_of(pattern: str, flags: int) -> tuple[str, ...] | None:
    found = _needles(_parser.parse(pattern, flags).data)
    return tuple(sorted(found)) if found else None


def may_search(ctx: Context, regex: re.Pattern[str]) -> bool:
    """False only when `regex` cannot match in the draft: it has `literal_needles` and the draft none of them."""
    needles = literal_needles(regex)
    return needles is None or ctx.has_any(needles)


def find_all(regex: re.Pattern[str], ctx: Context, *, lower: bool = False) -> Iterator[re.Match[str]]:
    """`regex.finditer(ctx.text)`, not run where `may_search` says it cannot match and tried only at its start
    class (`scan`): a drop-in for a detector's scan of the whole draft."""
    if not may_search(ctx, regex):
        return iter(())
    return scan(regex, ctx.text, lower=lower)


def _needles(items: Any, limit: int = _MAX_NEEDLES, shortest: int = 2) -> frozenset[str] | None:
    """The most selective set of necessary strings of a sequence (its shortest string longest), or None."""
    options = _needle_options(items, limit, shortest)
    if not options:
        return None
    return max(options, key=lambda o: (min(len(n) for n in o), -len(o)))


def _needle_options(items: Any, limit: int, shortest: int) -> list[frozenset[str]]:
    """Every set of at most `limit` strings (each `shortest` characters or more) that a sequence's every match
    holds one of: a run of literal characters, or one set from each branch of an alternation (`_needles`)."""
    options: list[frozenset[str]] = []
    run: list[str] = []

    def close_run() -> None:
        if len(run) >= shortest:
            options.append(frozenset({"".join(run).lower()}))
        run.clear()

    for op, av in items:
        if op is _c.LITERAL and av < 128:
            run.append(chr(av))
            continue
        close_run()
        sub: frozenset[str] | None = None
        if op is _c.SUBPATTERN:
            sub = _needles(_data(av[3]), limit, shortest)
        elif op is _c.ATOMIC_GROUP:
            sub = _needles(_data(av), limit, shortest)
        elif op in _REPEATS and av[0] >= 1:
            sub = _needles(_data(av[2]), limit, shortest)
        elif op is _c.BRANCH:
            union: set[str] = set()
            for branch in av[1]:
                part = _needles(_data(branch), limit, shortest)
                if part is None:
                    union.clear()
                    break
                union |= part
            sub = frozenset(union) if union and len(union) <= limit else None
        if sub is not None:
            options.append(sub)
    close_run()
    return [o for o in options if len(o) <= limit]


# At most this many strings per set of `required_strings`: a miss of each is one substring search of the draft
# (under a µs on a comment), against a scan of a many-branched regex (100-300 µs on a comment: person.py's slots).
_MAX_REQUIRED = 128


def required_strings(regex: re.Pattern[str]) -> tuple[tuple[str, ...], ...]:
    """Sets of lower-case ASCII strings (single characters too) such that every match of `regex` holds one
    string of each set, read from its parse tree as `literal_needles` reads its one set: each literal run of the
    regex's top-level sequence, and of each group or alternation there (one set from each branch), up to
    _MAX_REQUIRED strings a set; the smallest sets first. Empty when the tree gives none (`may_hold` then
    always says yes)."""
    return _required_of(regex.pattern, regex.flags)


@lru_cache(maxsize=256)
def _required_of(pattern: str, flags: int) -> tuple[tuple[str, ...], ...]:
    options = _needle_options(_parser.parse(pattern, flags).data, _MAX_REQUIRED, 1)
    return tuple(tuple(sorted(o)) for o in sorted(options, key=lambda o: (len(o), sorted(o))))


def find_held(regex: re.Pattern[str], ctx: Context) -> Iterator[re.Match[str]]:
    """`regex.finditer(ctx.text)`, not run where `may_hold` says it cannot match: a drop-in for a detector's scan
    of the whole draft by a regex of many branches whose literal strings are rare (person.py's slots: 90 % of the
    PersonalReddit comments skip that scan, 100-300 µs each; issue 11, speed5)."""
    return regex.finditer(ctx.text) if may_hold(ctx, regex) else iter(())


def may_hold(ctx: Context, regex: re.Pattern[str]) -> bool:
    """False only when `regex` cannot match in the draft: it has `required_strings` and the draft lacks every
    string of one of the sets (`Context.has_any`: a draft with a letter that a case-insensitive regex matches to
    another ASCII letter is never skipped), or every match consumes a digit (`needs_digit`) and the draft has
    none."""
    if not ctx.has_decimal and needs_digit(regex):
        return False
    return all(ctx.has_any(strings) for strings in required_strings(regex))


def scan(regex: re.Pattern[str], text: str, *, lower: bool = False) -> Iterator[re.Match[str]]:
    """`regex.finditer(text)`, tried only at the characters of its `start_class` when it has one."""
    starts = start_class(regex, lower=lower)
    if starts is None:
        return regex.finditer(text)
    return finditer_at(regex, text, _starts(starts, text))


@lru_cache(maxsize=32)
def _starts(starts: re.Pattern[str], text: str) -> tuple[int, ...]:
    """Where `starts` matches in the draft: the pattern recognizers' regexes share a few start classes (a
    digit, a capital), so each draft's positions are found once for all of them."""
    return tuple([m.start() for m in starts.finditer(text)])


_ZERO_WIDTH = (_c.AT, _c.ASSERT, _c.ASSERT_NOT)
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)


def start_class(regex: re.Pattern[str], *, lower: bool = False) -> re.Pattern[str] | None:
    """A character class that the first character of every match of `regex` belongs to, read from its parse
    tree past the opening \\b and look-arounds (sre itself scans fast only for a pattern that opens with a
    character), when it is narrow enough to pay: no lower-case letter (unless `lower`: a few that English
    text rarely holds, as in a range of accented capitals), no \\w (digits, capitals, "@").
    `finditer_at` then tries the regex only where such a character stands. None when the regex is
    case-insensitive, can match the empty string or opens with anything else."""
    return _start_class_of(regex.pattern, regex.flags, lower)


@lru_cache(maxsize=1024)
def _start_class_of(pattern: str, flags: int, lower: bool) -> re.Pattern[str] | None:
    if flags & re.IGNORECASE:
        return None
    tree = _parser.parse(pattern, flags).data
    items = _first_chars(tree)
    if not items:
        return None
    parts = []
    for op, av in items:
        if op is _c.LITERAL and not _common(chr(av), lower):
            parts.append(re.escape(chr(av)))
        elif op is _c.RANGE and not any(_common(chr(c), lower) for c in range(av[0], av[1] + 1)):
            parts.append(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif op is _c.CATEGORY and av is _c.CATEGORY_DIGIT:
            parts.append(r"\d")
        else:
            return None
    # A regex that opens with \b or a look-behind that no word character may precede, and whose first
    # character is a word character, starts only where a word does: not inside a run of digits or a word.
    boundary = not flags & re.ASCII and _opens_at_word_start(tree) and all(_word_chars(op, av) for op, av in items)
    return re.compile(("(?<!\\w)" if boundary else "") + f"[{''.join(parts)}]")


_WORD_CHAR = re.compile(r"\w")


def _word_chars(op: Any, av: Any) -> bool:
    """Whether every character of a start-class item (a literal, a range, \\d) is a word character."""
    if op is _c.LITERAL:
        return _WORD_CHAR.fullmatch(chr(av)) is not None
    if op is _c.RANGE:
        return all(_WORD_CHAR.fullmatch(chr(c)) for c in range(av[0], av[1] + 1))
    return op is _c.CATEGORY and av is _c.CATEGORY_DIGIT


def _opens_at_word_start(items: Any) -> bool:
    """Whether one of the zero-width items before the regex's first consumed character is \\b or a negative
    look-behind of one character that includes \\w (`(?<!\\w)`, `(?<![\\w-])`)."""
    for op, av in items:
        if op is _c.AT and av in (_c.AT_BOUNDARY, _c.AT_UNI_BOUNDARY):
            return True
        if op is _c.ASSERT_NOT and av[0] == -1:
            body = _data(av[1])
            if len(body) == 1 and body[0][0] is _c.IN and any(
                    o is _c.CATEGORY and a in (_c.CATEGORY_WORD, _c.CATEGORY_UNI_WORD) for o, a in body[0][1]):
                return True
            continue
        if op not in _ZERO_WIDTH:
            return False
    return False


def _common(ch: str, lower: bool) -> bool:
    """A lower-case letter, too frequent to anchor on (with `lower`, only an ASCII one)."""
    return ch.islower() and (ch.isascii() or not lower)


def _first_chars(items: Any) -> list[tuple[Any, Any]] | None:
    """The set items (LITERAL, RANGE, CATEGORY) of the first character a sequence consumes, or None."""
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue
        if op is _c.LITERAL:
            return [(op, av)]
        if op is _c.IN:
            return None if any(o is _c.NEGATE for o, _ in av) else list(av)
        if op is _c.SUBPATTERN:
            body = _data(av[3])
            if av[1] & re.IGNORECASE or _may_be_empty(body):
                return None
            return _first_chars(body)
        if op is _c.BRANCH:
            out: list[tuple[Any, Any]] = []
            for branch in av[1]:
                body = _data(branch)
                first = None if _may_be_empty(body) else _first_chars(body)
                if first is None:
                    return None
                out += first
            return out
        if op in _REPEATS and av[0] >= 1:
            body = _data(av[2])
            return None if _may_be_empty(body) else _first_chars(body)
        return None
    return None


def _may_be_empty(items: Any) -> bool:
    """False only when every match of the sequence surely consumes a character."""
    for op, av in items:
        if op in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY):
            return False
        if op is _c.SUBPATTERN and not _may_be_empty(_data(av[3])):
            return False
        if op is _c.BRANCH and not any(_may_be_empty(_data(b)) for b in av[1]):
            return False
        if op in _REPEATS and av[0] >= 1 and not _may_be_empty(_data(av[2])):
            return False
    return True


def _data(sub: Any) -> Any:
    return sub.data if hasattr(sub, "data") else sub


@lru_cache(maxsize=64)
def context_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    """One regex for a tuple of context words, each matched as whole words."""
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")(?!\w)")
