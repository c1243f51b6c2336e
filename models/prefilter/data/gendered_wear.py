"""What one wears that WordNet says is worn by one sex ("a top worn by women", "semiformal evening dress for
men"): "my new blouse", "rented a tux", "a sparkly gown" say the author's sex as a self-reference does.

Where the words come from: Princeton WordNet 3.0 (data/wordnet.py), the hyponym closure of clothing, garment,
footwear, headdress, jewelry and bag; a synset counts when the first clause of its gloss names women (woman,
women, ladies, girls) or men (man, men) as the wearer and not both ("worn by men and women"). A lemma counts
when that sense is its most frequent noun sense, or its second after a first that is an artifact too ("skirt":
first the part of a garment below the waist, then "a garment ... worn mainly by girls and women").

Read off by hand (_NOT_WORN_BY_ONE): lemmas whose everyday sense is another thing or worn by anyone today
("pants", "shorts", "tights", "vest", "tie" -- a draw --, "stole" -- a verb --, "turban", "kohl"), and words
too rare in English to be written (wordfreq Zipf < 2, "peplos", "etui"). Each kept lemma has the neutral
word that replaces it: a garment becomes "outfit", underwear "underwear", a bag "bag", jewelry "accessory"."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from . import wordnet

# Hyponym closures read: (lemma, sense index in WordNet's frequency order).
ROOTS = (("clothing", 0), ("garment", 0), ("footwear", 0), ("footwear", 1), ("headdress", 0), ("jewelry", 0),
         ("bag", 3))
_FEMALE = re.compile(r"\b(?:woman|women|woman's|women's|ladies|girls)\b")
_MALE = re.compile(r"\b(?:man|men|man's|men's)\b")
_BOTH = re.compile(r"\b(?:men and women|women and men|women or children|women and children|men or women|"
                   r"women and girls|girls and women|both sexes)\b")
# Read off the closure by hand: another everyday sense first, worn by anyone now, or a thing rather than wear.
_NOT_WORN_BY_ONE = frozenset({
    "pants", "shorts", "tights", "leotards", "vest", "tie", "stole", "stays", "turban", "kohl", "two-piece",
    "roll-on", "teddy", "hug-me-tight", "night-robe", "drawers", "tails", "hose", "wrapper", "hessian", "toga",
    "singlet", "cutaway", "pinner", "pillbox", "capuchin", "toque", "high hat", "top hat", "vest pocket",
    "tie clip", "white tie", "white tie and tails", "swallowtail", "dolman", "stovepipe", "polonaise", "periwig",
    "kirtle", "millinery", "anklet", "strapless", "necklace", "whiskers", "side-whiskers", "beard", "sideburn",
    "cloche", "shift", "slip", "top", "topper", "foundation", "collar", "switch", "sack", "habit", "platform",
    "broach", "kaftan", "caftan", "jerkin", "doublet", "surtout", "porkpie", "tudung", "izar", "patka", "etui",
    "reticule", "tippet", "chadar", "rayons", "hijab", "burqa", "burka", "niqab", "chador", "sari", "saree",
    "dhoti", "kilt", "jackboot", "maillot", "peplum", "bandeau", "bag", "pocketbook", "boxers",
    "black tie", "full dress",  # dress codes of an event, for every guest
})
# The neutral word for each kind of wear (by the root or by hand for underwear, which a closure mixes in).
_UNDERWEAR = frozenset({"bra", "brassiere", "lingerie", "knickers", "undies", "pantyhose", "nylons", "bloomers",
                        "camisole", "bustier", "chemise", "corset", "garter belt", "jockstrap", "undershirt",
                        "panty", "pantie", "panties", "negligee", "nightgown", "nightie", "nightdress",
                        "nightshirt", "girdle", "thong", "bikini pants", "body stocking", "intimate apparel"})
_ACCESSORY = frozenset({"tiara", "brooch"})  # a headdress and a pin: worn as jewelry is


class Wear(NamedTuple):
    sex: str  # "female" or "male": who WordNet says wears it
    neutral: str  # the word that replaces it, singular ("outfit", "underwear", "bag", "accessory")


@functools.lru_cache(maxsize=1)
def gendered_wear() -> dict[str, Wear]:
    """Lower-case lemma ("blouse", "tuxedo", "handbag") → who wears it and its neutral word."""
    from wordfreq import zipf_frequency

    kind: dict[int, str] = {}
    for lemma, index in ROOTS:
        root = wordnet.lookup(lemma, "n")[index]
        neutral = {"bag": "bag", "jewelry": "accessory"}.get(lemma, "outfit")
        for offset in _closure(root):
            kind.setdefault(offset, neutral)
    candidates: dict[str, tuple[str, int]] = {}
    for offset in kind:
        synset = wordnet.synset_at(offset, "n")
        gloss = synset.gloss.split(";")[0]
        if _BOTH.search(gloss):
            continue
        sex = "female" if _FEMALE.search(gloss) else "male" if _MALE.search(gloss) else None
        if sex is None:
            continue
        for name in synset.lemmas:
            if name[:1].islower() and name.lower() not in _NOT_WORN_BY_ONE:
                candidates[name.lower()] = (sex, offset)
    senses = wordnet.lookup_all(candidates, "n")
    out: dict[str, Wear] = {}
    for name, (sex, offset) in candidates.items():
        order = senses[name]
        rank = order.index(offset) if offset in order else -1
        first_is_wear = rank == 0 or (rank == 1 and order[0] in kind)
        if not first_is_wear or zipf_frequency(name, "en") < 2.0:
            continue
        neutral = "underwear" if name in _UNDERWEAR else "accessory" if name in _ACCESSORY else kind[offset]
        out[name] = Wear(sex, neutral)
    return out


def _closure(root: int) -> set[int]:
    below: set[int] = set()
    todo = [root]
    while todo:
        offset = todo.pop()
        if offset in below:
            continue
        below.add(offset)
        todo += [p.offset for p in wordnet.synset_at(offset, "n").pointers if p.symbol == "~" and p.pos == "n"]
    return below
