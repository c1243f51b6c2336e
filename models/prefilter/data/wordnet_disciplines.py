"""Fields of study from WordNet 3.0 (data/wordnet.py), each with the broad area of data/disciplines.py it generalizes
to: "computational linguistics", "organic chemistry", "epidemiology", "astrophysics" — the specialisms a hand list of
the first two levels of the academic outline leaves out.

Where the words come from: the noun.cognition synsets below WordNet's "discipline" ("a branch of knowledge"), each
lemma kept only where that tree is its most frequent noun sense ("dynamics" stays, "decomposition" goes). Its area is
the first one of data/disciplines.py met on the way up its hypernyms ("computational linguistics" → linguistics →
humanities; "epidemiology" → medicine → health); a field whose way up meets none ("cryptography", "futurology") is
left out rather than guessed. The performing arts' roles and dances are filed elsewhere in WordNet (noun.act,
noun.person) and do not come in; nor do clippings and letters ("lit", "it", "ee").
"""

from __future__ import annotations

import functools

from . import wordnet
from .disciplines import DISCIPLINES

_COGNITION = 9  # WordNet's lexicographer file noun.cognition
_MAX_CLIMB = 12  # hypernym steps from a specialism to its area (the tree is about eight deep)


@functools.lru_cache(maxsize=1)
def wordnet_disciplines() -> dict[str, str]:
    """Lower-case field of study → area (a key of data/disciplines.AREAS), for the fields data/disciplines.py does
    not already list. Empty when the WordNet database is missing (WordNetMissing is raised to the caller)."""
    tree = {offset for offset in wordnet.noun_tree("discipline") if wordnet.synset_at(offset, "n").lexfile == _COGNITION}
    lemmas = {lemma.lower() for offset in tree for lemma in wordnet.synset_at(offset, "n").lemmas}
    senses = wordnet.lookup_all(lemmas)  # one scan of the index for every lemma
    out: dict[str, str] = {}
    for lemma in sorted(lemmas - set(DISCIPLINES)):
        first = senses[lemma][:1]
        if not first or first[0] not in tree or len(lemma) < 4 or not lemma.replace(" ", "").replace("-", "").isalpha():
            continue  # not its most frequent sense, or a clipping
        area = _area(first[0])
        if area is not None:
            out[lemma] = area
    return out


def _area(offset: int) -> str | None:
    """The area of the nearest synset at or above `offset` that data/disciplines.py lists."""
    seen: set[int] = set()
    frontier = [offset]
    for _ in range(_MAX_CLIMB):
        above: list[int] = []
        for node in frontier:
            synset = wordnet.synset_at(node, "n")
            for lemma in synset.lemmas:
                if lemma.lower() in DISCIPLINES:
                    return DISCIPLINES[lemma.lower()]
            above += [p.offset for p in synset.pointers if p.symbol in ("@", "@i") and p.offset not in seen]
        seen.update(above)
        frontier = above
        if not frontier:
            return None
    return None


@functools.lru_cache(maxsize=1)
def field_qualifiers() -> frozenset[str]:
    """Adjectives that narrow a field ("computational biology", "marine ecology", "organic chemistry"): WordNet's
    relational adjectives (those that pertain to a noun: "computational", "molecular", "clinical") and the first
    words of its own specialisms' names that are adjectives ("organic", "applied", "forensic"), and the qualifiers
    universities name degree programmes with that neither rule gives (_PROGRAMME_QUALIFIERS: "theoretical physics",
    "quantum computing", "aerospace engineering"). Not a word of judgement or time ("new", "hard", "good"), which
    qualifies the exam or the day, not the field."""
    adjectives = wordnet.index_lemmas("a")
    named = {lemma.split()[0] for lemma in wordnet_disciplines() if " " in lemma}
    return frozenset(wordnet.all_pertainyms() | {word for word in named if word in adjectives} | _PROGRAMME_QUALIFIERS)


# Programme names of universities' physics, computing and engineering departments (session 19: "I studied theoretical
# physics" was missed): WordNet has no "theoretical physics", and "quantum", "aerospace" are nouns there.
_PROGRAMME_QUALIFIERS = frozenset({"theoretical", "quantum", "aerospace", "nuclear", "particle", "software",
                                   "data", "sports", "veterinary", "dental", "nursing"})
