"""Medicines from WordNet (health5, issue 11): the hyponyms of the first noun senses of "drug" and "medication"
(noun.artifact; brand and generic names: "lipitor", "amoxicillin", "acetaminophen") whose own most frequent sense
is in that tree, less the "drug of abuse", "hallucinogen" and "club drug" trees (its words are a scene, not a prescription), one word each and rare
(wordfreq Zipf below 3.0). "speed", "ecstasy", "pot" have another first sense and so never enter; words for kinds of
remedy with an everyday sense (a salve, an astringent, an aphrodisiac) are left out by hand. The detector still
needs a taker's cue ("I take", "I'm on", "prescribed", "my").
"""

from __future__ import annotations

import functools

from .wordnet import first_sense_tree, noun_tree

_ROOTS = ("drug", "medication")
_EVERYDAY = frozenset({"astringent", "salve", "ointment", "physic", "curative", "restorative", "aphrodisiac",
                       "prophylactic", "chloroform", "cristal", "prosthetics", "cathartic", "antiseptic", "tonic",
                       "stimulant", "sedative", "remedy", "cure", "balm", "dose", "pill", "tablet", "capsule"})
_RARE = 3.0
_RECREATIONAL = ("drug of abuse", "hallucinogen", "club drug")  # "mdma", "ketamine": a party more than a prescription


@functools.lru_cache(maxsize=1)
def wordnet_drugs() -> frozenset[str]:
    """Medicine names (lower case, one word) as the module says."""
    from wordfreq import zipf_frequency

    found = first_sense_tree(_ROOTS, exclude=set().union(*(noun_tree(root) for root in _RECREATIONAL)))
    return frozenset(lemma for lemma in found if " " not in lemma and len(lemma) > 3 and lemma.isalpha()
                     and lemma not in _EVERYDAY and zipf_frequency(lemma, "en") < _RARE)
