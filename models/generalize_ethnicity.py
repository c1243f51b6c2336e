"""Generalizations of racial or ethnic origin (prefilter/cues/ethnicity.py): each keeps the sentence natural and says
something still true, one level wider where the censuses have a wider level ("half Korean" → "half Asian",
"Korean-American" → "Asian-American", "of Irish descent" → "of European descent") and nothing where they do not (a
race word before a person is dropped: "as a Black woman" → "as a woman"; "as a Latina" → "as a woman"; "I'm
mixed-race" → "I'm who I am"). The detector's name carries the span's form, its value the origin word."""

from __future__ import annotations

import re

from .prefilter.data import ethnicity as words
from .prefilter.data.demonyms import DEMONYMS

# A predicate's clause for its subject, as generalize_beliefs words an orientation ("I'm bi" → "I'm who I am").
_CLAUSE = {"i": "who I am", "we": "who we are", "he": "who he is", "she": "who she is", "they": "who they are"}
# Countries whose people the US Census counts as Hispanic or Latino: a compound of one with "American" widens to
# "Latin American" (North American would repeat the continent).
# Compounds written residence first, origin second (the ONS 2021 census's "British Indian", "Black British" pattern).
_RESIDENCE_FIRST = frozenset({"british", "english", "scottish", "welsh"})
_LATIN_AMERICA = frozenset({"MX", "BR", "AR", "CL", "CO", "PE", "VE", "CU"})


def wider(origin: str) -> str | None:
    """The census's group one level up from an origin word: a country's demonym → its continent's adjective
    ("Korean" → "Asian"), a people → its group ("Punjabi" → "South Asian"); None for a race word (no wider level)."""
    from .generalize_table import continent_adjective

    low = origin.lower()
    if low in words.PEOPLES:
        return words.PEOPLES[low]
    if low in DEMONYMS:
        return continent_adjective(DEMONYMS[low])
    return None


def ethnicity(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    origin, _, extra = (value or "").partition("|")
    if form == "attributive":
        return ""  # "as a Black woman" → "as a woman" (the span takes the space after the word)
    if form == "attributive_article":
        from .generalize_table import article

        return article(extra) if extra else "a"  # "an Asian guy" → "a guy"
    if form == "noun":
        noun = words.RACES.get(origin, "person")
        return ("An " if text[:1] == "A" and noun[:1] in "aeiou" else "an " if noun[:1] in "aeiou" else
                ("A " if text[:1] == "A" else "a ")) + noun
    if form == "adjective":  # "I'm Kurdish" → "I'm Middle Eastern"; "I'm mixed-race" → "I'm who I am"
        return wider(origin) or _CLAUSE.get(extra, "who they are")
    if form == "origin":
        return _origin(text, origin)
    if form == "descent":
        m = re.match(r"^(of\s+)(\S+)(.*?)(\s+\S+)$", text, re.IGNORECASE)
        group = wider(origin)
        if m is None or group is None:
            return None
        return m.group(1) + group + m.group(4)
    return None


def _origin(text: str, origin: str) -> str | None:
    """"half Korean" → "half Asian", "Korean-American" → "Asian-American", "half Black" → "of mixed heritage"."""
    fraction = re.match(r"^((?:\S+\s+)?(?:half|quarter|eighth|part|partly|1/4|1/2|50%|25%|100%|full|fully|mostly|"
                        r"mixed))([ \t-]+)", text, re.IGNORECASE)
    if fraction is not None:
        group = wider(origin)
        if group is None:
            return "of mixed heritage"
        return fraction.group(1) + fraction.group(2) + group
    compound = re.match(r"^(.+?)(-|[ \t]+)(\S+)$", text)
    if compound is None:
        return None
    if compound.group(3).lower() in words.PEOPLES:  # "Sri Lankan Tamil" → "South Asian": the people is the origin
        return words.PEOPLES[compound.group(3).lower()]
    if origin in _RESIDENCE_FIRST:  # "British Indian" → "British Asian": the origin is the second word
        group = wider(compound.group(3))
        return compound.group(1) + compound.group(2) + group if group else None
    code = DEMONYMS.get(origin)
    second = compound.group(3)
    if code in _LATIN_AMERICA and second.lower() == "american":
        return "Latin American"
    group = wider(origin)
    if group is None or group.lower() == (wider(second) or "").lower():
        return None
    return group + compound.group(2) + second
