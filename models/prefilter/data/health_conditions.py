"""Conditions from WordNet (health5, issue 11): the hyponyms of the first noun senses of disease, illness, disorder,
infection, mental disorder and disability (all noun.state) whose own most frequent sense is in that tree, less the
diseases of plants and animals. A single word is kept only when rare (wordfreq Zipf below 3.0: "pellagra",
"eclampsia"; not "cold", "boil", "itch", "collapse", "mono", whose everyday sense is common); a compound is kept
when its head names a condition ("affective disorder", "bronchial asthma"). The curated list (health.py) keeps
the common names; these widen it and, being unfamiliar to the ear as everyday words, still need a person's cue
("I have", "diagnosed with", "my") in the detector.
"""

from __future__ import annotations

import functools

from .wordnet import first_sense_tree, noun_tree

_ROOTS = ("disease", "illness", "disorder", "infection", "mental disorder", "disability")
_NOT_HUMAN = ("plant disease", "animal disease")  # "alder blight", "loose smut", "fowl cholera", "spavin"
_HEADS = frozenset({"disease", "disorder", "syndrome", "infection", "cancer", "diabetes", "asthma", "aphasia",
                    "ataxia", "anemia", "anaemia", "dystrophy", "sclerosis", "neurosis", "psychosis", "phobia",
                    "palsy", "arthritis", "hepatitis", "pneumonia", "fever", "deficiency", "dementia", "epilepsy",
                    "depression", "nervosa", "carcinoma", "lymphoma", "leukemia", "tumor", "tumour", "failure"})
_RARE = 3.0
# Rare words of the tree whose other sense or weight is everyday: a wound that festers, a music form, a lichen on
# a rock, a pimple or dandruff (no diagnosis), a stutter, and the abbreviations that are words in lower case.
_EVERYDAY = frozenset({"fester", "gimp", "lichen", "limping", "pica", "pimple", "pestilence", "fugue", "ailment",
                       "dandruff", "stutter", "sars", "sids", "hyperactivity", "delirium"})


@functools.lru_cache(maxsize=1)
def wordnet_conditions() -> frozenset[str]:
    """Condition names (lower case, spaces) as the module says."""
    from wordfreq import zipf_frequency

    human = first_sense_tree(_ROOTS, exclude=set().union(*(noun_tree(root) for root in _NOT_HUMAN)))
    return frozenset(lemma for lemma in human
                     if (lemma.rpartition(" ")[2] in _HEADS if " " in lemma else zipf_frequency(lemma, "en") < _RARE)
                     and len(lemma) > 3 and lemma not in _EVERYDAY)
