"""A one-word "person" that is a platform or a stock ticker (issue 11, round 34).

spaCy's small model tags an app or a payment service written as a proper noun ("paid him on Venmo", "got paid
through Zelle") and now and then a ticker ("I own some AAPL") as a PERSON. Two readings, from data, never a list of
brands:
- a platform: one capitalized word that no name list has (Faker's first names and surnames, the extra locales, the
  borne names) and no possessor, right after "via", "through" or "using", or after "on" that closes no phrasal verb
  of WordNet ("rely on", "count on", "wait on", "cheat on" take people: "waiting on Kwabena");
- a ticker: two to five capital letters that no name list has, in a sentence of money: an amount ("$180", "£40"),
  a percentage, or a noun whose most frequent WordNet sense is a possession (noun.possession: "shares", "stock",
  "dividend", "earnings", "money").
"""

from __future__ import annotations

import functools
import re

from ..context import fold
from .names import borne_name_words, extra_first_names, first_names, is_first_name, last_names

# (a word of its own: "my son Alfie" ends in "on" too)
_MEDIUM_BEFORE = re.compile(r"(?:(?P<prev>[A-Za-z'’]+)[ \t]+)?(?<![\w'’])(?P<prep>on|via|through|using)[ \t]+$",
                            re.IGNORECASE)
_TICKER = re.compile(r"[A-Z]{2,5}")
_MONEY_AMOUNT = re.compile(r"[$£€¥₹]\s?\d|\d\s?%|\d\s?(?:percent|per cent)\b", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")
_POSSESSION_LEXFILE = 21  # WordNet's noun.possession


def listed_name(word: str) -> bool:
    """Some name list has the word, as a given name or a surname."""
    key = fold(word)
    given, family = borne_name_words()
    return (key in first_names() or key in last_names() or key in extra_first_names() or key in given
            or key in family or is_first_name(word))


def platform_word(word: str, before: str, after: str = "") -> bool:
    """`word` (one capitalized word, as written) between `before` and `after` names a medium one is on or goes
    through, not a person: "on Venmo", "through Zelle", "using Monzo"; not "waiting on Kwabena", "with Venmo", a
    listed name or a possessor ("replaced on Sereana's phone")."""
    if " " in word or not word[:1].isupper() or after.startswith(("'s", "’s")) or listed_name(word):
        return False
    m = _MEDIUM_BEFORE.search(before)
    if m is None:
        return False
    if m.group("prep").lower() != "on" or not m.group("prev"):
        return True
    return not _phrasal_on(m.group("prev").lower())


_PAID_BEFORE = re.compile(r"(?P<w1>[A-Za-z]+)[ \t]+(?:(?P<w2>[A-Za-z]+)[ \t]+)?(?:on|through|via)[ \t]+$", re.IGNORECASE)
_VERB_POSSESSION_LEXFILE = 40  # WordNet's verb.possession: pay, buy, sell, refund, owe


def paying_medium(word: str, before: str, after: str = "") -> bool:
    """`platform_word`, read where a place could stand too ("live on Hennepin", "met on Corfu", "cycled through
    Oudeschild"): "using" X, or "on"/"through"/"via" X after money or paying (a noun or verb whose first WordNet
    sense is a possession, the object between or not: "sent the money on Zelle", "paid me through Venmo", "the rent
    on Zelle")."""
    if not platform_word(word, before, after):
        return False
    m = _MEDIUM_BEFORE.search(before)
    if m is None or m.group("prep").lower() == "using":
        return True  # one goes through or via a place, never "using" one
    # "on", "through", "via" also lead to places ("live on Hennepin", "cycled through Oudeschild", "flew via Doha"):
    # a medium only after money or paying
    near = _PAID_BEFORE.search(before)
    return near is not None and any(_possession(w.lower()) for w in near.group("w1", "w2") if w)


@functools.lru_cache(maxsize=1024)
def _possession(word: str) -> bool:
    from ..data.wordnet import WordNetMissing, first_sense_lexfile, verb_exceptions

    try:
        if first_sense_lexfile(word, "n") == _POSSESSION_LEXFILE:
            return True
        stems = {word, word[:-1], word[:-2], word[:-3], word[:-3] + "y"}
        stems |= {lemma for lemma, forms in verb_exceptions().items() if word in forms}
        return any(first_sense_lexfile(stem, "v") == _VERB_POSSESSION_LEXFILE for stem in stems if stem)
    except WordNetMissing:
        return False


@functools.lru_cache(maxsize=1024)
def _phrasal_on(word: str) -> bool:
    """`word` is a form of a verb that WordNet lists with "on" ("rely_on", "count_on", "waiting" of "wait_on")."""
    from ..data.wordnet import WordNetMissing, index_lemmas, verb_exceptions

    try:
        verbs = index_lemmas("v")
        stems = {word, word[:-1], word[:-2], word[:-3], word[:-3] + "y", word[:-4]}
        stems |= {lemma for lemma, forms in verb_exceptions().items() if word in forms}
    except WordNetMissing:
        return True
    return any(f"{stem}_on" in verbs for stem in stems if stem)


def ticker_word(word: str, sentence: str) -> bool:
    """`word` is a stock ticker: 2–5 capitals that no name list has, in a `sentence` of money (an amount, a
    percentage, or a noun whose first WordNet sense is a possession)."""
    if not _TICKER.fullmatch(word) or listed_name(word):
        return False
    if _MONEY_AMOUNT.search(sentence):
        return True
    from ..data.wordnet import WordNetMissing, first_sense_lexfile

    try:
        return any(first_sense_lexfile(w, "n") == _POSSESSION_LEXFILE
                   or (w.endswith("s") and first_sense_lexfile(w[:-1], "n") == _POSSESSION_LEXFILE)
                   for w in _WORD.findall(sentence.lower()))
    except WordNetMissing:
        return False
