"""Conditions from WordNet (health5, issue 11): the hyponyms of the first noun senses of disease, illness, disorder,
infection, mental disorder and disability (all noun.state), and of pathology's second sense ("any deviation from a
healthy or normal condition": neuropathy, osteoporosis, endometriosis; its first sense is the science), whose own
most frequent sense is in that tree, less the diseases of plants and animals. A single word is kept only when rare (wordfreq Zipf below 3.0: "pellagra",
"eclampsia"; not "cold", "boil", "itch", "collapse", "mono", whose everyday sense is common); a compound is kept
when its head names a condition ("affective disorder", "bronchial asthma"), or is itself a word of the tree
("cystic fibrosis", "myocardial infarction": everyday8). The curated list (health.py) keeps
the common names; these widen it and, being unfamiliar to the ear as everyday words, still need a person's cue
("I have", "diagnosed with", "my") in the detector.
"""

from __future__ import annotations

import functools

from .wordnet import first_sense_tree, first_sense_within, hyponym_closure, lookup, noun_tree, synset_at

_ROOTS = ("disease", "illness", "disorder", "infection", "mental disorder", "disability")
_NOT_HUMAN = ("plant disease", "animal disease")  # "alder blight", "loose smut", "fowl cholera", "spavin"
_HEADS = frozenset({"disease", "disorder", "syndrome", "infection", "cancer", "diabetes", "asthma", "aphasia",
                    "ataxia", "anemia", "anaemia", "dystrophy", "sclerosis", "neurosis", "psychosis", "phobia",
                    "palsy", "arthritis", "hepatitis", "pneumonia", "fever", "deficiency", "dementia", "epilepsy",
                    "depression", "nervosa", "carcinoma", "lymphoma", "leukemia", "tumor", "tumour", "failure"})
_RARE = 3.0
# A compound's head (everyday8) may be commoner than a lone word, the compound saying which sense: wordfreq Zipf below
# 3.6 keeps fibrosis 3.2, ulcer 3.0, herpes 3.4, paralysis 3.5 and leaves cold 5.0, sore 4.0, flu 4.0, plague 3.9,
# sickness 3.8 and disability 4.2 (those compounds are everyday ailments or a status, not a diagnosis).
_HEAD_RARE = 3.6
# Rare words of the tree whose other sense or weight is everyday: a wound that festers, a music form, a lichen on
# a rock, a pimple or dandruff (no diagnosis), a stutter, and the abbreviations that are words in lower case.
_EVERYDAY = frozenset({"fester", "gimp", "lichen", "limping", "pica", "pimple", "pestilence", "fugue", "ailment",
                       "dandruff", "stutter", "sars", "sids", "hyperactivity", "delirium",
                       # pathology's tree (everyday4): a standstill, a narrowing rule, a joint of bones, a knob on a
                       # bone, a hardening, speaking in tongues (a faith's word), a Latin tag, a tapeworm's cyst
                       "stasis", "stricture", "symphysis", "tubercle", "induration", "glossolalia", "noli-me-tangere",
                       "hydatid", "noma"})


@functools.lru_cache(maxsize=1)
def wordnet_conditions() -> frozenset[str]:
    """Condition names (lower case, spaces) as the module says."""
    from wordfreq import zipf_frequency

    human = first_sense_tree(_ROOTS, exclude=set().union(*(noun_tree(root) for root in _NOT_HUMAN)))
    deviations = hyponym_closure(lookup("pathology")[1:2], instances=True)
    human |= first_sense_within({lemma.lower() for offset in deviations for lemma in synset_at(offset, "n").lemmas},
                                deviations)
    heads = frozenset(lemma for lemma in human if " " not in lemma and zipf_frequency(lemma, "en") < _HEAD_RARE)
    # everyday8: a compound is kept too when its head is itself a single word of the tree that is not an everyday
    # word ("cystic fibrosis", "myocardial infarction", "peptic ulcer", "genital herpes"): the head names a condition,
    # as _HEADS's words do. An everyday head ("common cold", "cold sore", "stomach flu", "motion sickness") stays out.
    return frozenset(lemma for lemma in human
                     if (lemma.rpartition(" ")[2] in _HEADS | heads if " " in lemma
                         else zipf_frequency(lemma, "en") < _RARE)
                     and len(lemma) > 3 and lemma not in _EVERYDAY)
