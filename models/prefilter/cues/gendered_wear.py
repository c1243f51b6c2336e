"""Sex said by what one wears ("my new blouse", "rented a tux", "a sparkly gown", "my handbag"): the garments,
bags and jewelry that WordNet glosses as worn by women or by men (data/gendered_wear.py). Each becomes the
neutral word of its kind, singular or plural, with the article it takes ("a gown" → "an outfit", "my bras" →
"my underwear", "handbags" → "bags").

Whose it is does not matter for the edit: "my wife's dress" becomes "my wife's outfit" at no cost to the
sentence. Near misses kept out: the verbs spelled like the nouns ("I dress casually", "she dresses well", "to purse my
lips": a subject pronoun, "to" or an auxiliary before them), "dress" in "dress code", "dress rehearsal", "dress up"
(a phrase of its own, not a garment), "purse strings", and "bra" said to someone (slang for "brother")."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.gendered_wear import gendered_wear
from ...generalize_table import article
from .lexicon import LexiconRecognizer

# Plural of a neutral word ("underwear" has none).
_NEUTRAL_PLURAL = {"outfit": "outfits", "underwear": "underwear", "bag": "bags", "accessory": "accessories"}
# Before a noun that is also a verb ("dress", "purse"): what makes it the verb.
_VERB_BEFORE = re.compile(r"(?:^|\b)(?:i|you|we|they|she|he|who|people|everyone|to|will|would|should|can|could|must|and|or|not|n['’]t|never|"
                          r"always|also|gotta|wanna|let['’]s|please)\s+$")
_NOT_AFTER = re.compile(r"^\s*(?:code|codes|rehearsal|rehearsals|up|down|sense|strings?)\b")  # "purse strings"
# "bra" is also slang for "brother" (Wiktionary: South Africa), said to someone ("what I did yesterday bra..."):
# the garment has a determiner before it ("my bra", "a sports bra", "the new bras").
_SLANG_ALSO = frozenset({"bra"})
_DETERMINED = re.compile(r"\b(?:a|the|my|her|his|your|our|their|this|that|these|those|no|new|old|some|any)\s+"
                         r"(?:[\w'’-]+\s+)?$")


def _plural(noun: str) -> str:
    return noun + ("es" if noun.endswith(("s", "x", "ch", "sh")) else "s")


def _plural_only(name: str) -> bool:
    return name.endswith("s") and not name.endswith("ss")  # "knickers", "nylons", "undies"


@functools.lru_cache(maxsize=1)
def _forms() -> dict[str, tuple[str, str]]:
    """Each gendered garment, its plural and its forms after "a"/"an" → (its lemma, the neutral words)."""
    out: dict[str, tuple[str, str]] = {}
    for name, wear in gendered_wear().items():
        out[name] = (name, wear.neutral)
        if _plural_only(name):
            continue
        out[_plural(name)] = (name, _NEUTRAL_PLURAL[wear.neutral])
        countable = wear.neutral != "underwear"
        out[f"{article(name)} {name}"] = (name, f"{article(wear.neutral)} {wear.neutral}" if countable else wear.neutral)
    return out


def wear_terms() -> dict[str, str]:
    """Each form of a gendered garment → the neutral words that replace it."""
    return {form: neutral for form, (_, neutral) in _forms().items()}


@functools.lru_cache(maxsize=1)
def _verb_spelled() -> frozenset[str]:
    """The forms of the garments that WordNet also has as verbs ("dress", "purse", "gown")."""
    from ..data.wordnet import verb_lemmas

    verbs = verb_lemmas()
    return frozenset(form for form, (name, _) in _forms().items() if name in verbs)


class GenderedWearRecognizer(LexiconRecognizer):
    family = "gendered_wear"
    category = "sex"
    reason = "Clothes worn by one sex hint at your gender."
    NOT_AFTER = _NOT_AFTER

    def __init__(self) -> None:
        self.TERMS = wear_terms()
        super().__init__()

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        form = match.group().lower()
        if form in _SLANG_ALSO:
            return _DETERMINED.search(ctx.before(match.start(), 30)) is not None
        if form not in _verb_spelled():
            return True
        return _VERB_BEFORE.search(ctx.before(match.start(), 30)) is None
