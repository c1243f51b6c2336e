"""Medical procedures, therapies and aids a person has or uses, from WordNet (health5, issue 11/12).

Procedures and therapies: every hyponym of the first noun senses of "medical procedure", "diagnostic procedure",
"therapy" and "endoscopy" (colonoscopy sits under an examination, not a procedure) whose own most frequent sense is in that tree (so "flooding", "altering", "drugging", whose first
sense is something else, stay out), kept when it is a rare single word (wordfreq Zipf below 3.5: "mastectomy",
"dialysis", "colonoscopy") or a compound whose head says it is a procedure ("physical therapy", "nose job").
Aids: the hyponyms of "prosthesis" and "wheelchair" and a few WordNet lemmas of walking and hearing aids.
What WordNet does not have (abbreviations and words people use) is a short hand list below, each with its source.
"""

from __future__ import annotations

import functools

from .wordnet import first_sense_tree, lookup_all

_PROCEDURE_ROOTS = ("medical procedure", "diagnostic procedure", "therapy", "endoscopy")
_DEVICE_ROOTS = ("prosthesis", "wheelchair")
# WordNet noun.artifact lemmas of aids a person walks, hears or breathes with (each checked with `lookup`).
_DEVICE_LEMMAS = ("hearing aid", "crutch", "crutches", "cane", "walking stick", "pacemaker", "artificial limb",
                  "colostomy bag", "wheelchair")
# Not WordNet's: the devices of diabetes, sleep apnoea, ostomy and hearing care as patients name them, generic and by
# the product names the NHS and FDA patient pages use (insulin pump, CGM, CPAP; Omnipod, Dexcom, FreeStyle Libre).
_HAND_DEVICES = frozenset({"insulin pump", "cgm", "continuous glucose monitor", "glucose monitor", "cpap", "cpap machine",
                           "bipap", "omnipod", "dexcom", "freestyle libre", "libre sensor", "stoma bag", "ostomy bag",
                           "feeding tube", "cochlear implant", "nebuliser", "nebulizer", "oxygen tank"})
# Heads of compound lemmas that name a procedure whatever their first word ("spinal fusion", "face lift").
_HEADS = frozenset({"surgery", "therapy", "psychotherapy", "transplant", "graft", "bypass", "implant", "fusion",
                    "lift", "job", "replacement", "operation", "procedure", "mastectomy", "treatment", "biopsy"})
_RARE = 3.5  # Zipf: below it a single word is a specialist's word ("lumpectomy" 1.9; "flooding" 4.0)
# Not WordNet's: abbreviations and coinages of fertility, gender-affirming and cancer care as patients write them
# (NHS and CDC patient pages: IVF, IUI, ICSI, egg retrieval; top/bottom surgery; chemo, radiation).
_HAND = frozenset({"ivf", "iui", "icsi", "egg retrieval", "embryo transfer", "top surgery", "bottom surgery",
                   "chemo", "radiation", "physio", "rehab", "knee replacement", "hip replacement", "c-section"})
# Words of the tree said more of pets, labs and tools than of a patient ("the cat's neutering", "drugging a
# drink", "sterilization of the jars").
_OTHER_USE = frozenset({"neutering", "castration", "spaying", "altering", "alteration", "drugging", "vivisection",
                        "sterilisation", "sterilization", "succussion"})


@functools.lru_cache(maxsize=1)
def procedures() -> frozenset[str]:
    """Procedures and therapies (lower case; spaces): WordNet's, filtered as the module says, and the hand list."""
    from wordfreq import zipf_frequency

    kept = {lemma for lemma in first_sense_tree(_PROCEDURE_ROOTS) if lemma not in _OTHER_USE and " and " not in lemma
            and (lemma.rpartition(" ")[2] in _HEADS if " " in lemma else zipf_frequency(lemma, "en") < _RARE)}
    return frozenset(kept | _HAND | _body_part_procedures())


# everyday3: what patients write for an operation on a part of the body ("hip surgery", "knee operation", "shoulder
# replacement") is seldom a WordNet lemma (it has "heart surgery", not "hip surgery"): a body part of WordNet's
# "body part" tree (its first sense there, a single word people write: wordfreq Zipf 3 or more, so "hip", "knee",
# "back", "shoulder", not "acetabulum") before one of these heads.
_PART_HEADS = ("surgery", "operation", "replacement", "transplant")
_COMMON_PART = 3.0
# The tree's words whose everyday sense is no human body part (read off the list the rule yields: adjectives,
# abbreviations, animals' parts, things), and the parts whose "… operation" is a joint's or a head's of a business
# or a raid ("a joint operation", "head operations").
_NOT_PARTS = frozenset({"small", "quick", "behind", "sticker", "hooks", "dug", "res", "os", "ans", "mps", "cns", "lat",
                        "pathway", "leaflet", "tunic", "fuzz", "transplant", "graft", "horseback", "orb", "ticker",
                        "buns", "mitt", "lap", "tail", "wing", "ruff", "stifle", "canine", "costa", "ala", "pes", "mons",
                        "vas", "oculus", "anterior", "posterior", "nucleus", "receptor", "puss", "beak", "hoof", "paw",
                        "claw", "snout", "lid", "optic", "suture", "tissue", "vessel", "organ", "flesh", "fist"})
_NOT_OPERATED = frozenset({"joint", "head", "arm", "hand", "face", "back"})


@functools.lru_cache(maxsize=1)
def _body_part_procedures() -> frozenset[str]:
    from wordfreq import zipf_frequency

    parts = {lemma for lemma in first_sense_tree(("body part",))
             if lemma.isalpha() and lemma not in _NOT_PARTS and zipf_frequency(lemma, "en") >= _COMMON_PART}
    return frozenset(f"{part} {head}" for part in parts for head in _PART_HEADS
                     if not (head == "operation" and part in _NOT_OPERATED))


@functools.lru_cache(maxsize=1)
def devices() -> frozenset[str]:
    """Aids a person uses: the hyponyms of prosthesis and wheelchair, the walking and hearing aids, and the hand list
    of devices (_HAND_DEVICES)."""
    found = first_sense_tree(_DEVICE_ROOTS)  # "leg" and "peg" name a prosthesis only in a later sense
    listed = {lemma for lemma, offsets in lookup_all(_DEVICE_LEMMAS).items() if offsets}
    return frozenset(found | listed | _HAND_DEVICES | {"prosthetic leg", "prosthetic arm", "prosthetic limb", "prosthetic hand",
                                       "prosthetic foot", "prosthetic eye", "prosthetic"})
