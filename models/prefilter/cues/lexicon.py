"""Lexicon cues: words and phrases that place, date or describe the author by what they imply ("arvo",
"my A-levels", "the NHS", "the missus"), each with the neutral words that replace it.

A `LexiconRecognizer` declares its TERMS ({phrase: replacement}), category, validity tier and reason; a
phrase with a capital letter matches in that case only ("NHS", "SAT"), a lower-case one in any case.
`NOT_BEFORE`/`NOT_AFTER` say what must not stand next to a match (the near misses: "team mate").
The generalization table asks `implicit_replacement` for the neutral words (one source for both)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import ClassVar

from ..context import Context, fold
from ..recognizer import Recognizer, finditer_at
from ..sentences import SENTENCE
from ..trie import trie_regex
from ...records import Finding

DETECTOR_PREFIX = "implicit."


def _key(phrase: str) -> str:
    return " ".join(fold(phrase).replace("’", "'").split())


class LexiconRecognizer(Recognizer):
    """Finds the phrases of one family of implicit cues."""

    family = ""
    category = ""
    validity = "medium"
    score = 0.55
    reason = ""
    TERMS: Mapping[str, str] = {}
    NOT_BEFORE: re.Pattern[str] | None = None  # tested against the 30 lower-cased characters before
    NOT_AFTER: re.Pattern[str] | None = None  # tested against the 30 lower-cased characters after
    # A finding counts only in a sentence this finds something in (climate, sport: where the author lives).
    SENTENCE_SAYS: re.Pattern[str] | None = None

    def __init__(self) -> None:
        self.categories = (self.category,)
        self.name = DETECTOR_PREFIX + self.family
        self._pattern = compile_terms(tuple(self.TERMS))
        self._first = phrase_words(self.TERMS)
        self._openings = phrase_openings(self.TERMS)
        table = {_key(p): r for p, r in self.TERMS.items()}
        proper = {_key(p) for p in self.TERMS if any(c.isupper() for c in p)}
        # A subclass may decide a finding's replacement itself (a LITERAL value); otherwise the table's.
        register_rule(self.name, lambda text, value: literal_replacement(text, value)
                      if value and value.startswith(LITERAL) else _from_table(table, proper, text, value))

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        if not ctx.may_match(self._first):
            return out
        for m in find_phrases(self._pattern, self._openings, ctx):
            if self.NOT_BEFORE is not None and self.NOT_BEFORE.search(ctx.before(m.start(), 30)):
                continue
            if self.NOT_AFTER is not None and self.NOT_AFTER.search(ctx.after(m.end(), 30)):
                continue
            if not self.accept(ctx, m):
                continue
            out.append(Finding(m.start(), m.end(), m.group(), self.category, self.score, self.validity,
                               self.name, self.reason, _key(m.group()) + (START if _starts(ctx, m.start()) else "")))
        if self.SENTENCE_SAYS is not None and out:
            said = [s.span() for s in SENTENCE.finditer(ctx.text) if self.SENTENCE_SAYS.search(s.group())]
            out = [f for f in out if any(a <= f.start < b for a, b in said)]
        return out

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        """Override for checks a regex cannot say."""
        return True


def phrase_words(phrases: Iterable[str]) -> frozenset[str] | None:
    """One word of each phrase (its longest run of \\w, lower-cased: the least common as a rule) for phrases
    matched at word edges (compile_terms, or any regex whose phrases stand between a non-word character or the
    text's edge on each side, their other characters matched as written or in any case). Every run of word
    characters of a phrase is then a whole token of the draft where it matches, so a draft without any of these
    words needs no regex (`Context.may_match`). None (never skip) when a phrase has no such word whose letters
    are all ASCII or in _SIMPLE_CASE."""
    out = set()
    for phrase in phrases:
        runs = [r for r in _RUN.findall(phrase) if all(c.isascii() or c.lower() in _SIMPLE_CASE for c in r)]
        if not runs:
            return None
        out.add(max(runs, key=len).lower())
    return frozenset(out)


_RUN = re.compile(r"\w+")


Openings = Mapping[str, tuple[int, ...]]


def phrase_openings(phrases: Iterable[str]) -> Openings | None:
    """The first run of word characters of each phrase (lower-cased), with how many characters stand before it
    in the phrase ("'straya": "straya", 1), for phrases matched at word edges as `phrase_words` says. Where such
    a phrase matches, that run is the draft's whole token (`Context.token_starts`), since the phrase's next
    character is a space, a punctuation mark or its end, and so is the draft's; the characters before it are
    each matched by one character of the draft. None (scan the whole draft) when a phrase has no word character
    or its first run has a letter outside ASCII and _SIMPLE_CASE (its case-insensitive match could then be a
    token of another lower case)."""
    out: dict[str, set[int]] = {}
    for phrase in phrases:
        words = phrase.split()
        first = _RUN.search(words[0]) if words else None
        if first is None or not all(c.isascii() or c.lower() in _SIMPLE_CASE for c in first.group()):
            return None
        out.setdefault(first.group().lower(), set()).add(first.start())
    return {run: tuple(sorted(leads)) for run, leads in out.items()}


def find_phrases(regex: re.Pattern[str], openings: Openings | None, ctx: Context) -> Iterator[re.Match[str]]:
    """`regex.finditer(ctx.text)` for a regex whose every match opens with one of the phrases whose
    `phrase_openings` are given, at a position no word character precedes (`compile_terms`' edges): the regex is
    tried only where one of the phrases' first runs is a token of the draft, not at every character (the
    comments' lexicon scans: 0.54 → 0.26 ms, the same matches; issue 11, speed7)."""
    starts = ctx.token_starts
    if openings is None or starts is None:
        return regex.finditer(ctx.text)
    if len(openings) < len(starts):
        common = [run for run in openings if run in starts]
    else:
        common = [run for run in starts if run in openings]
    if not common:
        return iter(())
    at = sorted({p - lead for run in common for p in starts[run] for lead in openings[run] if p >= lead})
    return finditer_at(regex, ctx.text, at)
# Letters outside ASCII that a case-insensitive regex matches only to characters with the same lower() (checked
# over every code point: "(?i:é)" matches "é" and "É" and nothing else); "µ", "ß" and others are not among them.
_SIMPLE_CASE = frozenset("àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāēīōū")


def compile_terms(phrases: tuple[str, ...]) -> re.Pattern[str]:
    """One regex, longest phrase first, at word edges; capitals make a phrase case-sensitive.
    Spaces match any run of spaces; straight and curly apostrophes match each other.

    The phrases are factored by their common beginnings (models/prefilter/trie.py), which rejects a position
    after its first characters instead of trying every phrase there (2.6 times faster over the lexicons on the
    PersonalReddit comments, the same matches: bench/prefilter_same.py). The factored form tries a longer phrase
    before its own prefix, as the plain alternation (sorted by length) does; the one case where the two orders
    could differ, a case-sensitive phrase and a case-insensitive one that can match the same text and one of
    them longer ("NHS" and "nhs trust"), is factored with its shared characters split off (`_split_trie`)."""
    unique = sorted(set(phrases), key=len, reverse=True)
    if not _cased_overlap(unique):
        return re.compile(_EDGE_BEFORE + "(?:" + trie_regex(_atoms(p) for p in unique) + ")" + _EDGE_AFTER)
    split = _split_trie(unique)
    if split is not None:
        return re.compile(_EDGE_BEFORE + "(?:" + split + ")" + _EDGE_AFTER)

    def body(phrase: str) -> str:
        parts = ["".join("['’]" if ch in "'’" else re.escape(ch) for ch in w) for w in phrase.split()]
        return r"\s+".join(parts)

    alternatives = []
    for phrase in unique:
        inner = body(phrase)
        alternatives.append(inner if any(c.isupper() for c in phrase) else f"(?i:{inner})")
    return re.compile(_EDGE_BEFORE + "(?:" + "|".join(alternatives) + ")" + _EDGE_AFTER)


# Edges: no letter or hyphen-joined word on either side ("mates" is not "mate", "ex-wife" not "ex");
# quotes around a phrase and a possessive after it are fine ("'braai'", "the pensioner's").
_EDGE_BEFORE = r"(?<![\w-])(?<!\w['’])"
_EDGE_AFTER = r"(?![\w]|-\w|['’](?![sS]\b)\w)"


def _atoms(phrase: str) -> list[str]:
    """A phrase as the regex atoms of trie_regex: one per character, words joined by any run of spaces."""
    cased = any(c.isupper() for c in phrase)
    out: list[str] = []
    for k, word in enumerate(phrase.split()):
        if k:
            out.append(r"\s+")
        for ch in word:
            atom = "['’]" if ch in "'’" else re.escape(ch)
            out.append(atom if cased else f"(?i:{atom})")
    return out


# What a phrase's character matches, for `_split_trie`: a literal character (a case-sensitive phrase's, or one without
# case), a letter in any case ("(?i:n)": n, N and the odd letters a case-insensitive regex matches to them), the
# apostrophes, or a run of spaces.
_Atom = tuple[str, str]  # (kind, character): ("char", "N"), ("any_case", "n"), ("apostrophe", "'"), ("space", " ")
_State = frozenset[tuple[int, int]]  # (phrase, atoms of it matched so far)


def _split_atoms(phrase: str) -> list[_Atom]:
    cased = any(c.isupper() for c in phrase)
    out: list[_Atom] = []
    for k, word in enumerate(phrase.split()):
        if k:
            out.append(("space", " "))
        for ch in word:
            if ch in "'’":
                out.append(("apostrophe", "'"))
            elif cased or ch.lower() == ch.upper():
                out.append(("char", ch))  # as written; a character without case matches itself in any case
            else:
                out.append(("any_case", ch))
    return out


def _atom_regex(atom: _Atom) -> str:
    kind, ch = atom
    if kind == "space":
        return r"\s+"
    if kind == "apostrophe":
        return "['’]"
    return re.escape(ch) if kind == "char" else f"(?i:{re.escape(ch)})"


def _split_trie(phrases: list[str]) -> str | None:
    """The phrases factored by their common beginnings like `trie_regex`, for a vocabulary with case-sensitive and
    case-insensitive phrases that share text ("NHS", "nhs trust"): at each branch point a character that a
    case-sensitive phrase writes and a case-insensitive one's letter also matches ("N" and "(?i:n)") is one branch
    that goes on with both phrases, and the letter's own branch excludes it ("(?!N)(?i:n)"). No two branches of a
    point then match the same character, so at most one goes on at each character of the draft and the regex
    tries the phrases that match at a position longest first, as the plain alternation sorted by length does
    (tests/test_lexicon_compile.py: the same spans as the alternation on every vocabulary that takes this form). None when two
    letters in any case at one branch point match each other ("s" and "ſ": their case-insensitive classes meet, as
    Python's case tables join a letter with all its case variants) or one written character; then the plain
    alternation."""
    atoms = [_split_atoms(p) for p in phrases]

    def depth(state: _State) -> int:
        return max(len(atoms[i]) - k for i, k in state)

    def build(state: _State) -> str:
        follow: dict[_Atom, set[tuple[int, int]]] = {}
        for i, k in state:
            if k < len(atoms[i]):
                follow.setdefault(atoms[i][k], set()).add((i, k + 1))
        chars = {a for a in follow if a[0] == "char"}
        shared: dict[_Atom, list[_Atom]] = {}  # a letter in any case -> the written characters it also matches
        letters = [a for a in follow if a[0] == "any_case"]
        for letter in letters:
            rx = re.compile(_atom_regex(letter))
            shared[letter] = sorted(c for c in chars if rx.fullmatch(c[1]))
            if any(other != letter and rx.fullmatch(other[1]) for other in letters):
                raise _Overlap
        owners: dict[_Atom, int] = {}
        for letter, cs in shared.items():
            for c in cs:
                owners[c] = owners.get(c, 0) + 1
        if any(n > 1 for n in owners.values()):
            raise _Overlap
        branches: list[tuple[int, str, str]] = []
        for atom, nxt in follow.items():
            lead = _atom_regex(atom)
            if atom[0] == "char":
                nxt = nxt.union(*(follow[letter] for letter, cs in shared.items() if atom in cs))
            elif atom[0] == "any_case" and shared[atom]:
                lead = "(?!" + "|".join(re.escape(c[1]) for c in shared[atom]) + ")" + lead
            state_next = frozenset(nxt)
            branches.append((-depth(state_next), lead, lead + build(state_next)))
        branches.sort()
        body = "" if not branches else branches[0][2] if len(branches) == 1 else (
            "(?:" + "|".join(b[2] for b in branches) + ")")
        if any(k == len(atoms[i]) for i, k in state) and body:
            return "(?:" + body + ")?"  # a phrase ends here and longer ones go on: the longer is tried first
        return body

    try:
        return build(frozenset((i, 0) for i in range(len(atoms)))) or "(?!)"
    except _Overlap:
        return None


class _Overlap(Exception):
    """Two letters in any case at one branch point match the same written character."""


def _cased_overlap(phrases: list[str]) -> bool:
    """A case-sensitive phrase and a case-insensitive one of which one may match the start of the other's text,
    or a letter outside Latin-1: sibling branches of the factored form could then match the same text."""
    def norm(phrase: str) -> str:
        return " ".join(phrase.split()).replace("’", "'").casefold()

    if any(ord(c) > 0xFF or c in "ßµÿ" for p in phrases for c in p):
        return True  # letters whose case-insensitive classes may meet ("ſ" and "s", "ß" and "ẞ"): keep the plain form
    cased = [norm(p) for p in phrases if any(c.isupper() for c in p)]
    plain = [norm(p) for p in phrases if not any(c.isupper() for c in p)]
    return any(a.startswith(b) or b.startswith(a) for a in cased for b in plain)


# detector name -> (span text, finding value) -> neutral words; filled as recognizers are built.
Rule = Callable[[str, "str | None"], "str | None"]
_RULES: dict[str, Rule] = {}


def register_rule(detector: str, rule: Rule) -> None:
    """How the generalization table rewrites the spans of one implicit-cue detector."""
    _RULES[detector] = rule


START = "^"  # ends the value of a finding that opens a sentence: only there does a capital stay
LITERAL = "="  # opens the value of a finding that carries its replacement after it ("=your", "=" deletes)


def literal_replacement(text: str, value: str | None) -> str | None:
    """The replacement a finding carries in its value after LITERAL (deletions, plain words, recapitalized
    openings); None for any other value."""
    return value[len(LITERAL):] if value and value.startswith(LITERAL) else None


class RuledRecognizer(Recognizer):
    """A recognizer of implicit cues that rewrites its spans by one rule (register_rule), registered under its name
    when it is made: `RULE`, by default the replacement a finding carries in its value after LITERAL."""

    RULE: ClassVar[Rule] = literal_replacement

    def __init__(self) -> None:
        register_rule(self.name, type(self).RULE)


def _starts(ctx: Context, start: int) -> bool:
    """Whether the span opens a sentence (or a line, or a quote) rather than being a capitalized name."""
    if re.search(r"(?:^|\s)[\"“‘(]\s*$", ctx.text[max(0, start - 3) : start]):
        return True  # a quote opens: 'thought, "Wow, …' keeps its capital
    before = ctx.text[:start].rstrip(" \t\"'“‘(*")
    return not before or before[-1] in ".!?\n:…"


def _from_table(table: Mapping[str, str], proper: set[str], text: str, value: str | None = None) -> str | None:
    key = _key(text)
    out = table.get(key)
    if out is None:
        return None
    stripped = text.strip()
    at_start = value is None or value.endswith(START)  # no value: asked for a span alone, as typed
    if out and key not in proper and stripped[:1].isupper() and stripped[1:2].islower() and at_start:
        out = out[0].upper() + out[1:]  # "Arvo" at a sentence start → "Afternoon"; "the All Blacks" → "the national team"
    return out


@functools.lru_cache(maxsize=1)
def _build_all() -> None:
    """The default recognizers register their terms: the table may be asked before any draft ran."""
    from ..registry import default_recognizers

    default_recognizers()


def implicit_replacement(detector: str, text: str, value: str | None = None) -> str | None:
    """Neutral words for an implicit cue span; None when the detector or phrase is unknown."""
    if not detector.startswith(DETECTOR_PREFIX):
        return None
    if detector not in _RULES:
        _build_all()
    rule = _RULES.get(detector)
    return rule(text, value) if rule is not None else None
