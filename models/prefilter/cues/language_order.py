"""Which language one learned in which order tells a reader one grew up speaking another: "code kind of feels
like my third language", "English is my second language". The rank goes, the languages stay: "my third
language" → "another language".

Built from the grammar of English ordinals (second to fifth, in words or figures) before "language" with a
possessive of the author; no list of phrasings.

Near misses kept out: "English as a second language" (the name of a school subject, ESL), "a second language
course", someone else's ("her second language"), "the second language model" and other nouns after it."""

from __future__ import annotations

import re

from .gated_patterns import GatedPattern, GatedPatternRecognizer
from .lexicon import DETECTOR_PREFIX

NAME = DETECTOR_PREFIX + "language_order"
_TABLE = (GatedPattern("order", ("language", "tongue"), re.compile(
    r"\b(?:my|our)\s+(?:second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:language|tongue)\b"
    r"(?!\s+(?:course|class|classes|model|models|teacher|teachers|program|programme|skills?)\b)", re.IGNORECASE)),)


def _replacement(text: str, value: str | None) -> str | None:
    return ("Another language" if text[:1].isupper() else "another language") if value == "order" else None


class LanguageOrderRecognizer(GatedPatternRecognizer):
    name = NAME
    category = "city_country"
    reason = "Saying which language came to you second or third hints at where you grew up."
    TABLE = _TABLE
    RULE = _replacement
