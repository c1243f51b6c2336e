"""A degree one is still working for, said without its level or field ("getting that degree while keeping up
with everything", "working towards that degree", "writing essays for my degree", "finishing my degree"): the
author is a student, which is GPT-4's evidence for education. The degree goes, the studying stays:
"getting that degree" → "studying", "for my degree" → "for my studies", "finishing my degree" → "finishing my
studies".

Built from grammar, not phrasings: the noun "degree" (WordNet sense 3, "an award conferred by a college or
university") after the author's or a demonstrative determiner (my, our, this, that), with a verb of pursuing
before it (WordNet's get, earn, finish, complete, pursue, do, work toward(s), and "for" of purpose).

Near misses kept out: the other senses of "degree" ("to some degree", "a 30 degree angle", "that degree of
heat", "third-degree burns": no determiner of the author or "of" after it), someone else's ("her degree"),
a verb of holding rather than pursuing ("my degree was useless", "I have my degree": the education
recognizer's business), and "for that degree of" (a measure)."""

from __future__ import annotations

import re

from ..context import Context
from .gated_patterns import GatedPattern, GatedPatternRecognizer, Hit
from .lexicon import DETECTOR_PREFIX, LITERAL

NAME = DETECTOR_PREFIX + "degree_pursuit"
_TABLE: tuple[GatedPattern, ...] = (
    # Gerunds of pursuing before "that/my degree": the whole phrase becomes "studying".
    GatedPattern("pursuing", ("degree",), re.compile(
        r"\b(?:getting|earning|pursuing|working (?:towards|toward|on|for)|studying for)\s+(?:my|our|this|that)\s+"
        r"degree\b(?!\s+(?:of|in|from)\b)(?!-)", re.IGNORECASE)),
    # Verbs of finishing before "my degree", and "for my degree": "degree" becomes "studies".
    GatedPattern("my_degree", ("degree",), re.compile(
        r"\b(?:(?:finish|finishing|finished|complete|completing|completed|do|doing|pursue|pursuing|start|starting|"
        r"started)\s+(?:my|our)|for (?:my|our))\s+(degree)\b(?!\s+(?:of|in|from)\b)(?!-)", re.IGNORECASE)),
)


class DegreePursuitRecognizer(GatedPatternRecognizer):
    name = NAME
    category = "education"
    reason = "A degree you are working for says you are a student."
    TABLE = _TABLE

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit:
        if row.kind == "pursuing":
            return match.start(), match.end(), LITERAL + ("Studying" if match.group()[0].isupper() else "studying")
        return match.start(1), match.end(1), LITERAL + "studies"
