"""Words of another language in an English draft ("es muy relajante", "we had fika", "jag älskar att du
frågade detta"), found by word frequencies instead of a list: a word that is rare in English and common in
one of the languages below is foreign. The frequencies are `wordfreq`'s (Wikipedia, subtitles, news, web
text and social media per language), so the detector knows every everyday word of those languages, not
the few that someone wrote down. A foreign word places the author (a language they speak, a country they
live in) whatever it means; the span becomes a neutral English stand-in.

Near misses kept out: English words that exist in another language too ("mitten", "rotter"), inflections of
English words ("baling" of "bale"), short words that are English function words elsewhere ("si", "de", "la"
stand only next to a foreign word), and a capitalized word alone that is a first or last name of Faker's
locales ("Giulia", "José": people are pii/person.py's)."""

from __future__ import annotations

import functools
import re
import unicodedata

from ..context import Context
from ..pii.brand_words import paying_medium
from ..sentences import opens_sentence
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "foreign_language"
# wordfreq's "large"/"best" languages written in Latin script, whose words people mix into English text.
# Scripts other than Latin are foreign at sight: a run of them is a phrase of another language (_SCRIPT).
LANGUAGES = ("es", "fr", "de", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
             "tr", "id", "ms", "fil", "ca", "lt", "lv", "sl", "is")
ENGLISH_MAX = 2.4  # Zipf: at most about 2 uses per 10 million English words (e.g. "calor", "fika")
FOREIGN_MIN = 3.0  # at least one use per million words of the other language
MARGIN = 1.8  # and that much more common there than in English
RUN_MIN = 3.5  # a word next to a foreign one joins it when this common in the same language ("es", "de")
#   and clearly more common there than in English
_ENGLISH_SUFFIXES = (("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("es", ""), ("s", ""), ("er", ""),
                     ("ers", ""), ("ly", ""), ("y", ""))
_DETERMINER = re.compile(r"(?:\b(?:a|an|the|some|my|our|his|her|their|this|that|these|those)\s+)$", re.IGNORECASE)
_LOCATIVE = re.compile(r"\b(?:in|at|to|from|near|around|visit|visited|visiting)\s+(?:the\s+)?$", re.IGNORECASE)
# An article or possessive with one or two describing words before a name ("the infamous", "her new").
_DESCRIBED = re.compile(r"\b(?:the|a|an|my|our|his|her|their|your|this|that)\s+(?:[a-z][\w'’-]*\s+){1,2}$",
                        re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# Letters of scripts other than Latin (Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic, Thai, Georgian,
# Hangul, Kana, CJK), with the spaces and punctuation between them: "спасибо", "ありがとう", "शुक्रिया".
_OTHER = "\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f" \
         "\u10a0-\u10ff\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_SCRIPT = re.compile(f"[{_OTHER}]+(?:[\\s,.!?'’-]+[{_OTHER}]+)*")


def _z(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency  # loaded on first use: its word lists are large

    return float(zipf_frequency(word, lang))


def warm() -> None:
    """Read every language's word list now (wordfreq keeps them), not on the first draft that needs them."""
    for lang in ("en", *LANGUAGES):
        _z("the", lang)
    word_lists()
    english_list()


@functools.lru_cache(maxsize=20000)
def _english(word: str) -> float:
    """English frequency of the word or of the English word it inflects ("baling" → "bale")."""
    best = _z(word, "en")
    for suffix, restore in _ENGLISH_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            best = max(best, _z(word[: -len(suffix)] + restore, "en") - 0.5)
    return best


# A word of ASCII letters is one token to wordfreq in every language above (its normalizing, case folding and
# Turkish dotted-i handling leave it as it is), so its frequency there is its entry in the language's word list.
_ASCII_WORD = re.compile(r"[a-z]+")
# Below this frequency a word's Zipf value rounds under FOREIGN_MIN (margin for wordfreq's rounding of both).
_FOREIGN_FLOOR = 10 ** (FOREIGN_MIN - 0.1 - 9)
# At or above this English frequency a word's English Zipf value is above ENGLISH_MAX (same margin).
_ENGLISH_CEILING = 10 ** (ENGLISH_MAX + 0.1 - 9)


@functools.lru_cache(maxsize=1)
def word_lists() -> tuple[dict[str, float], ...]:
    """wordfreq's frequency dictionaries of LANGUAGES: the ones `zipf_frequency` reads, asked for with the same
    arguments so that wordfreq's cache hands back the same objects (no second copy in memory)."""
    from wordfreq import get_frequency_dict

    return tuple(get_frequency_dict(lang, "best") for lang in LANGUAGES)


@functools.lru_cache(maxsize=1)
def english_list() -> dict[str, float]:
    from wordfreq import get_frequency_dict

    return get_frequency_dict("en", "best")


def _languages_to_try(word: str) -> tuple[str, ...]:
    """The languages whose Zipf value of the lower-case word may reach FOREIGN_MIN: for an ASCII word those
    whose word list holds it at least that often (the others cannot be the most common language of a word
    that passes), none when no list does or when English uses it too often; all of LANGUAGES for any other word. Each Zipf lookup tokenizes
    the word again, which every new name or rare word paid 24 times."""
    if _ASCII_WORD.fullmatch(word) is None:
        return LANGUAGES
    if english_list().get(word, 0.0) >= _ENGLISH_CEILING:
        return ()  # an everyday English word ("home", "car"): `_english` is above ENGLISH_MAX whatever its suffixes
    return tuple(lang for lang, d in zip(LANGUAGES, word_lists()) if d.get(word, 0.0) >= _FOREIGN_FLOOR)


@functools.lru_cache(maxsize=20000)
def language_of(word: str) -> tuple[str, float] | None:
    """(language, Zipf frequency there) of the language the lower-case word is most common in, when it
    is clearly not English; None for English words and words no language knows."""
    if len(word) < 3:
        return None
    languages = _languages_to_try(word)
    if not languages:
        return None
    english = _english(word)
    if english > ENGLISH_MAX:
        return None
    score, lang = max((_z(word, lang), lang) for lang in languages)
    if score < FOREIGN_MIN or score - english < MARGIN:
        return None
    return lang, score


def _joins(word: str, lang: str) -> bool:
    """A word next to a foreign one that belongs to the same phrase: common in that language and more so
    than in English ("muy" after "es", "de" in "Museo de Oro")."""
    there = _z(word, lang)
    return there >= RUN_MIN and there - _z(word, "en") >= 1.0  # not "man" after "lekker": English too


# One word of another language (or one no list knows, cues/unknown_words.py) becomes one English word: "We had
# a kanelbulle with coffee" → "We had something with coffee". "something local" said it with two words for one,
# and the extra word cost ROUGE-L on every such edit (issue 12, session 10) without hiding anything more.
LOCAL_WORD = "something"
_ACRONYM_MAX = 5


def _replacement(text: str, value: str | None) -> str | None:
    kind = (value or "").partition(":")[0]
    # A phrase becomes a two-word note of what stood there: "(a phrase in another language)" said the same with
    # five words, each one a word of the draft changed (ROUGE-L, issue 12 round 7).
    out = {"phrase": "(foreign phrase)", "place": "somewhere", "name": "a local spot",
           "name_bare": "local spot",
           "word": LOCAL_WORD}.get(kind)
    if out is None:
        return None
    return out[0].upper() + out[1:] if text[:1].isupper() and kind == "word" and value == "word:start" else out


class ForeignLanguageRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        # Most drafts have no letter of another script: one search, instead of one match per word.
        other = _SCRIPT.search(ctx.text) is not None
        out: list[Finding] = [
            Finding(m.start(), m.end(), m.group(), "city_country", 0.5, "medium", NAME,
                    "Words in another script hint at where you live or come from.", "phrase")
            # two letters at least: not "π", "μ", "Δ" (symbols)
            for m in (_SCRIPT.finditer(ctx.text) if other else ()) if len(m.group()) >= 2]
        # A run opens only at a word `language_of` places (acronyms aside): most drafts have none (337 of the 404
        # comments), and the words' remembered answers say so without the token loop (issue 11, speed13).
        draft_words = [w for w in _WORD.findall(ctx.text) if not (other and _SCRIPT.match(w))]
        if not any(hit is not None and not (len(w) <= _ACRONYM_MAX and w.isupper())
                   for w, hit in zip(draft_words, map(language_of, map(str.lower, draft_words)))):
            return out
        tokens = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(ctx.text)
                  if not (other and _SCRIPT.match(m.group()))]
        i = 0
        while i < len(tokens):
            word = tokens[i][2]
            # A word in capitals of up to five letters is an acronym of the English text ("AITA", "YBL"), not a word
            # of another language, whatever its letters spell there.
            hit = None if len(word) <= _ACRONYM_MAX and word.isupper() else language_of(word.lower())
            if hit is None:
                i += 1
                continue
            lang = hit[0]
            first, last = i, i
            # Grow the run over neighbours of the same language, separated by spaces only.
            while first > 0 and _adjacent(ctx.text, tokens[first - 1], tokens[first]) and (
                    _joins(tokens[first - 1][2].lower(), lang)):
                first -= 1
            while last + 1 < len(tokens) and _adjacent(ctx.text, tokens[last], tokens[last + 1]) and (
                    language_of(tokens[last + 1][2].lower()) is not None or _joins(tokens[last + 1][2].lower(), lang)):
                last += 1
            if last == first and _capitalized(tokens[first][2]) and is_name(tokens[first][2]):
                i = last + 1
                continue  # "I talked to Giulia": a person's name, the name recognizer's (pii/person.py)
            if last == first and _capitalized(tokens[first][2]) and paying_medium(
                    tokens[first][2], ctx.text[max(0, tokens[first][0] - 40) : tokens[first][0]],
                    ctx.text[tokens[first][1] : tokens[first][1] + 3]):
                i = last + 1
                continue  # "sent it on Zelle" (German for a cell): a medium one pays through, no language (everyday4)
            if any(_capitalized(t[2]) for t in tokens[first : last + 1]):
                # A foreign word inside a capitalized name takes the whole name ("Hauz Khas", "Walibi Holland",
                # "Tostadas de Atún"): "Hauz something" would leave half of it.
                while first > 0 and _adjacent(ctx.text, tokens[first - 1], tokens[first]) and (
                        _capitalized(tokens[first - 1][2])):
                    first -= 1
                while last + 1 < len(tokens) and _adjacent(ctx.text, tokens[last], tokens[last + 1]) and (
                        _capitalized(tokens[last + 1][2])):
                    last += 1
            i = last + 1
            start, end = tokens[first][0], tokens[last][1]
            words = last - first + 1
            before = ctx.text[max(0, start - 30) : start]
            if words > 1 and _capitalized(tokens[first][2]) and _capitalized(tokens[last][2]):
                if is_name(tokens[first][2]):
                    continue  # "Jonah Lomu": a person, the name recognizer's
                kind = "name"  # "Walibi Holland", "Hauz Khas", "Tostadas de Atún": one local name
                det = _DETERMINER.search(before)
                if det and det.group().strip().lower() in ("the", "a", "an"):
                    start -= len(det.group())
                elif (described := _DESCRIBED.search(before)) and not any(
                        w.lower() in stop_words() for w in described.group().split()[1:]):
                    kind = "name_bare"  # "the infamous Sagrada Familia" → "the infamous local spot"
            elif words >= 3:
                kind = "phrase"
            elif ctx.text[start].isupper() and (loc := _LOCATIVE.search(before)):
                kind = "place"  # "born in Turku" → "born somewhere", "from Turku" → "from somewhere"
                if re.match(r"(?i)(?:in|at|to)\b", loc.group()):
                    start -= len(loc.group())
            else:
                kind = "word"
                det = _DETERMINER.search(before)
                if det:  # "a Pulla" → "something", not "a something"
                    start -= len(det.group())
            sentence_start = opens_sentence(ctx.text, start)
            value = f"{kind}:start" if sentence_start else kind
            out.append(Finding(start, end, ctx.text[start:end], "city_country", 0.5, "medium", NAME,
                               f"Words of another language ({lang}) hint at where you live or come from.", value))
        return out


@functools.lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS) | {"near", "past", "beside", "behind", "across", "along", "around", "toward",
                                    "towards", "opposite", "outside", "inside", "via"}


def _capitalized(word: str) -> bool:
    """A word of a proper name: capitalized and no English stop word ("The", "And" open sentences)."""
    return word[:1].isupper() and word.lower() not in stop_words()


def is_name(word: str) -> bool:
    from ..context import fold
    from ..pii.names import first_names, last_names

    key = fold(word)
    # Faker's first names are kept in ASCII ("Jose"): a name typed with its accent must match too.
    plain = unicodedata.normalize("NFKD", key).encode("ascii", "ignore").decode()
    return any(k in first_names() or k in last_names() for k in (key, plain))


def _adjacent(text: str, left: tuple[int, int, str], right: tuple[int, int, str]) -> bool:
    return text[left[1] : right[0]] in (" ", " ¡", " ¿")
