"""Local words that no word list has ("we had nshima and munkoyo", "grabbed jianbing on the way", "ran into a
taniwha story", "Ratanga Junction"): the names of dishes, drinks, festivals, spirits and places of one region,
which no English list and no list of another big language knows. cues/foreign_language.py finds the words of
24 languages by their frequencies; a word that is in none of those lists, nor English, nor a misspelling or a
form of an English word, is most often a word of a language or place that has no big list -- and it places
the author as well. The span becomes a neutral English stand-in, as foreign_language.py's do.

Where the words come from: nowhere -- the rule is the absence of the word from `wordfreq`'s English list and
from its lists of the 24 Latin-script languages of foreign_language.py (Wikipedia, subtitles, news, web text and
social media per language), checked on the word, on the word with runs of a letter shortened ("sooo"), and on
the English word it may be a form of:
- an inflection or derivation by an English suffix ("grayest", "peatiness", "contemplators", "southerlies"),
  a dropped final g ("tailgatin'", "debuggin"), an English prefix ("rebartering", "overboiling", "outvalue");
- two English words written as one ("rooftiles", "dreamlife", "lorekeepers");
- a typing slip: one letter added, left out, changed or two swapped away from an everyday English word
  (Zipf 3 or more: "teh", "recieve"), not two ("connossiour" is taken for a
  local word: a known false find, see _slip).
Left out as well: words of fewer than four letters, words in capitals (acronyms), words with a capital inside
("MysticMatrix": a user name or a brand), four consonants in a row ("sockfd": code, not a word of a language),
words joined to a URL, a handle or a file name, first or last names of Faker's locales, and capitalized words
spaCy reads as a person's name (people are pii/person.py's).

Near misses (tests): English forms and compounds above, typos, user names and code, a person's name."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..sentences import opens_sentence
from ...records import Finding
from .foreign_language import LOCAL_WORD, is_name, stop_words, word_lists, english_list
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "unknown_word"
MIN_LETTERS = 4
TYPO_SOURCE_ZIPF = 3.0  # a slip of an everyday word (about one use per million English words or more)
COMPOUND_PART_ZIPF = 3.0  # each half of a closed compound must be an everyday word
# English suffixes and what the stem may have ended with (Wiktionary's English suffixes, the inflections and
# the commonest derivations): "peatiness" → "peaty", "contemplators" → "contemplate", "tailgatin" → "tailgating".
_SUFFIXES = (("s", ""), ("es", ""), ("ies", "y"), ("ed", ""), ("ed", "e"), ("ied", "y"), ("ing", ""), ("ing", "e"),
             ("in", "ing"), ("er", ""), ("er", "e"), ("ers", ""), ("ers", "e"), ("or", "e"), ("ors", "e"), ("ors", ""),
             ("est", ""), ("est", "e"), ("iest", "y"), ("ness", ""), ("iness", "y"), ("ish", ""), ("ish", "e"),
             ("y", ""), ("ly", ""), ("ful", ""), ("less", ""), ("ment", ""), ("able", ""), ("ism", ""), ("ist", ""),
             ("ian", ""), ("ize", ""), ("ise", ""), ("ity", ""), ("hood", ""), ("ship", ""), ("dom", ""),
             ("ings", ""), ("ings", "e"))
_PREFIXES = ("re", "over", "out", "un", "under", "mis", "pre", "non", "anti", "co", "counter", "sub", "super",
             "semi", "mega", "ultra", "micro", "mini", "multi", "self", "post", "inter", "de", "dis")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_TOKEN = re.compile(r"[^\W\d_]+")
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{4}")
_JOINED = "/@#._=<>:\\"  # a token next to one of these is part of a URL, a handle, a file name or code
# Wiktionary "shm-": an echo of the word before, said to dismiss it ("fancy shmancy", "thirty shmirty").
_SHM = re.compile(r"^(?:shm|schm|sch)[aeiouy]")


def _english_zipf_floor(zipf: float) -> float:
    return float(10 ** (zipf - 9))


@functools.lru_cache(maxsize=1)
def _known() -> tuple[dict[str, float], ...]:
    return (english_list(), *word_lists())


def _in_a_list(word: str) -> bool:
    return any(word in d for d in _known())


def _english_form(word: str) -> bool:
    """The word is an English word, or one inflected, derived or prefixed by English rules."""
    english = english_list()
    if word in english:
        return True
    for suffix, restore in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and word[: -len(suffix)] + restore in english:
            return True
        # a doubled consonant before the suffix: "shreddin" → "shred"
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and len(stem) >= 4 and stem[-1] == stem[-2] and stem[:-1] in english:
            return True
    for prefix in _PREFIXES:
        rest = word[len(prefix):]
        if word.startswith(prefix) and len(rest) >= 4 and (rest in english or _english_form_suffix_only(rest)):
            return True
    return False


def _english_form_suffix_only(word: str) -> bool:
    english = english_list()
    return any(word.endswith(s) and len(word) - len(s) >= 3 and word[: -len(s)] + r in english for s, r in _SUFFIXES)


def _compound(word: str) -> bool:
    """Two everyday English words written as one ("rooftiles", "lifestuff")."""
    english, floor = english_list(), _english_zipf_floor(COMPOUND_PART_ZIPF)
    for i in range(3, len(word) - 2):
        left, right = word[:i], word[i:]
        if english.get(left, 0.0) >= floor and (english.get(right, 0.0) >= floor or
                                               _english_form_suffix_only(right) and len(right) >= 4):
            return True
    return False


def _edits(word: str) -> set[str]:
    """Every string one edit away: a letter added, dropped or changed, or two neighbours swapped."""
    out: set[str] = set()
    for i in range(len(word) + 1):
        a, b = word[:i], word[i:]
        out.update(a + c + b for c in _LETTERS)
        if b:
            out.add(a + b[1:])
            out.update(a + c + b[1:] for c in _LETTERS)
        if len(b) > 1:
            out.add(a + b[1] + b[0] + b[2:])
    return out


def _slip(word: str) -> bool:
    """One edit away from an everyday English word ("teh", "recieve"). Two edits were tried for long words:
    they cost local words ("straateten" is two from "straitened") and still missed misspellings further off
    ("connossiour"), so a misspelling two or more edits from its word is taken for a local word."""
    return not _edits(word).isdisjoint(typo_sources())


@functools.lru_cache(maxsize=1)
def typo_sources() -> frozenset[str]:
    """The everyday English words a slip is one edit from (at least TYPO_SOURCE_ZIPF): one set test for all of
    a word's edits instead of a lookup of each (issue 11, round 15)."""
    floor = _english_zipf_floor(TYPO_SOURCE_ZIPF)
    return frozenset(w for w, f in english_list().items() if f >= floor)


@functools.lru_cache(maxsize=20000)
def unknown(token: str) -> bool:
    """No list knows the word, and it is no English form, compound or slip (module docstring)."""
    word = token.lower()
    if len(word) < MIN_LETTERS or not word.isalpha() or token.isupper():
        return False
    if any(ch.isupper() for ch in token[1:]) or _CONSONANT_RUN.search(word):
        return False  # "MysticMatrix", "DaKucha": a user name or a brand; "sockfd": code
    shortened = {word, re.sub(r"(.)\1{2,}", r"\1\1", word), re.sub(r"(.)\1+", r"\1", word)}
    if _SHM.match(word):
        return False  # "thirty shmirty", "planning schmanning": English's "shm-" echo of the word before
    if any(_in_a_list(w) or _english_form(w) for w in shortened):
        return False
    if any(_compound(w) or _slip(w) for w in shortened):
        return False
    return not is_name(token)


def _replacement(text: str, value: str | None) -> str | None:
    out = {"word": LOCAL_WORD, "modifier": "local", "name": "a local spot"}.get((value or "").partition(":")[0])
    if out is None:
        return None
    return out[0].upper() + out[1:] if (value or "").endswith(":start") else out


_DETERMINER = re.compile(r"\b(?:a|an|the|some|this|that)\s+$", re.IGNORECASE)
_NEXT_WORD = re.compile(r"\s+([a-z]+)\b")
_POSSESSIVE = re.compile(r"['’]s\b")


class UnknownWordRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        out: list[Finding] = []
        # Only a word `unknown` says yes to is taken: most drafts have none (367 of the 404 comments), and the words'
        # remembered answers say so without the token loop (issue 11, speed13).
        if not any(map(unknown, _TOKEN.findall(text))):
            return out
        tokens = list(_TOKEN.finditer(text))
        taken_to = -1
        # A capitalized word that spaCy reads as a person's name is left to the name recognizers: a finding here
        # would count as a vocabulary's span and cancel theirs (prefilter.not_names).
        people = [(e.start, e.end) for e in ctx.entities_of("PERSON")] if any(
            t.group()[:1].isupper() for t in tokens) else []
        for i, m in enumerate(tokens):
            if m.start() < taken_to:
                continue
            if (m.start() > 0 and text[m.start() - 1] in _JOINED) or (m.end() < len(text) and text[m.end()] in _JOINED
                                                                      and text[m.end() + 1 : m.end() + 2].isalnum()):
                continue
            if not unknown(m.group()):
                continue
            if m.group()[:1].isupper() and any(a <= m.start() < b for a, b in people):
                continue
            start, end = m.start(), m.end()
            if m.group()[:1].isupper():
                # A capitalized local name takes its capitalized neighbours: "Ratanga Junction" → "a local spot".
                first, last = i, i
                while first > 0 and _capital_neighbour(text, tokens[first - 1], tokens[first]):
                    first -= 1
                while last + 1 < len(tokens) and _capital_neighbour(text, tokens[last], tokens[last + 1]):
                    last += 1
                start, end = tokens[first].start(), tokens[last].end()
                if last > first:
                    det = re.search(r"\bthe\s+$", text[max(0, start - 4) : start], re.IGNORECASE)
                    if det:
                        start -= len(det.group())
                    kind = "name"
                else:
                    kind = "word"
            else:
                kind = "word"
            if kind == "word":
                after = _NEXT_WORD.match(text, end)
                possessive = _POSSESSIVE.match(text, end)
                if possessive or (after and after.group(1) not in stop_words()
                                  and english_list().get(after.group(1), 0.0) >= _english_zipf_floor(TYPO_SOURCE_ZIPF)):
                    # before a noun: "the Makishi masquerade" → "the local masquerade", "cluman's bakery" →
                    # "local bakery"
                    kind = "modifier"
                    end = possessive.end() if possessive else end
                elif det := _DETERMINER.search(text[max(0, start - 6) : start]):
                    start -= len(det.group())  # "a nshima" → "something", not "a something"
            taken_to = end
            sentence_start = opens_sentence(text, start)
            value = f"{kind}:start" if sentence_start else kind
            out.append(Finding(start, end, text[start:end], "city_country", 0.45, "medium", NAME,
                               "A local word no dictionary has hints at where you live or come from.", value))
        return out


def _capital_neighbour(text: str, left: re.Match[str], right: re.Match[str]) -> bool:
    """Two tokens of one capitalized name: a space between, both capitalized, neither an English stop word."""
    return text[left.end() : right.start()] == " " and all(
        t.group()[:1].isupper() and t.group().lower() not in stop_words() for t in (left, right))
