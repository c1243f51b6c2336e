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
from ..recognizer import Recognizer
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, LITERAL, register_rule, literal_replacement

NAME = DETECTOR_PREFIX + "degree_pursuit"
# Gerunds of pursuing before "that/my degree": the whole phrase becomes "studying".
_PURSUING = re.compile(
    r"\b(?:getting|earning|pursuing|working (?:towards|toward|on|for)|studying for)\s+(?:my|our|this|that)\s+"
    r"degree\b(?!\s+(?:of|in|from)\b)(?!-)", re.IGNORECASE)
# Verbs of finishing before "my degree", and "for my degree": "degree" becomes "studies".
_MY_DEGREE = re.compile(
    r"\b(?:(?:finish|finishing|finished|complete|completing|completed|do|doing|pursue|pursuing|start|starting|"
    r"started)\s+(?:my|our)|for (?:my|our))\s+(degree)\b(?!\s+(?:of|in|from)\b)(?!-)", re.IGNORECASE)


class DegreePursuitRecognizer(Recognizer):
    name = NAME
    categories = ("education",)
    reason = "A degree you are working for says you are a student."

    def __init__(self) -> None:
        register_rule(NAME, literal_replacement)

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.has_any(("degree",)):
            return []
        out = [Finding(m.start(), m.end(), m.group(), "education", 0.5, "medium", NAME, self.reason,
                       LITERAL + ("Studying" if m.group()[0].isupper() else "studying"))
               for m in _PURSUING.finditer(ctx.text)]
        out += [Finding(m.start(1), m.end(1), m.group(1), "education", 0.5, "medium", NAME, self.reason,
                        LITERAL + "studies") for m in _MY_DEGREE.finditer(ctx.text)]
        return out
