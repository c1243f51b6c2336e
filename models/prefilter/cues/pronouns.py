"""Pronouns one states ("my pronouns are she/her", "pronouns: he/him", "I use they/them", "Sam (she/her)"): they say
the person's gender (category `sex`), as GLAAD's guide explains them. The sets come from data/beliefs.py
PRONOUN_SETS (beside GENDER_IDENTITIES). Near misses: the generic "he/she", "his/her", "s/he" of forms and rules,
a pair of pronouns no one claims ("ask him/her"), "and/or", "24/7"."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data import beliefs as words
from ..recognizer import Recognizer
from ...records import Finding

# Sets that are the generic "either gender" of forms and rules, not a stated one.
_GENERIC = frozenset({("he", "she"), ("she", "he"), ("his", "her"), ("her", "his"), ("him", "her"), ("her", "him"),
                      ("he", "her"), ("his", "hers")})
# Who claims the set: "my pronouns are", "pronouns:", "I use", "I go by", "(she/her)" after a name.
_MINE = re.compile(r"\b(?P<own>my|his|her|their|our)\s+pronouns\s+(?:are|r|is|=|:)\s*$|"
                   r"\bpronouns\s*(?:are\s*)?[:=\-–—]?\s*$|"
                   r"\b(?P<who>i|he|she|they|my\s+[a-z]+)\s+(?:only\s+|now\s+|also\s+)?(?:use|uses|go\s+by|goes\s+by|"
                   r"prefer|prefers)\s+$", re.IGNORECASE)
_PARENTHESIS_BEFORE = re.compile(r"[ \t]*\(\s*$")
_PARENTHESIS_AFTER = re.compile(r"\s*(?:pronouns\s*)?\)")
_AFTER_PRONOUNS = re.compile(r"[ \t]+pronouns\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _sets() -> re.Pattern[str]:
    subjects = "|".join(sorted(words.PRONOUN_SETS, key=len, reverse=True))
    objects = "|".join(sorted(set(words.PRONOUN_OBJECTS), key=len, reverse=True))
    return re.compile(rf"(?<![\w/])(?P<first>{subjects}|his|him|her)\s*/\s*(?P<second>{objects})"
                      rf"(?:\s*/\s*(?:{objects}|self|{subjects}))?(?![\w/])", re.IGNORECASE)


class PronounRecognizer(Recognizer):
    """A pronoun set claimed by the author or by someone they mention."""

    name = "pronouns"
    categories = ("sex",)

    def find(self, ctx: Context) -> list[Finding]:
        if "/" not in ctx.text:
            return []
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in _sets().finditer(text):
            first, second = m.group("first").lower(), m.group("second").lower()
            if (first, second) in _GENERIC or first == second:
                continue  # "he/she", "his/her": either gender, of a form or a rule
            before = lower[max(0, m.start() - 40) : m.start()]
            claim = _MINE.search(before)
            paren = _PARENTHESIS_BEFORE.search(before) and _PARENTHESIS_AFTER.match(text, m.end())
            said_pronouns = _AFTER_PRONOUNS.match(text, m.end())
            if claim is None and not paren and not (said_pronouns and re.search(r"\b(?:i|my)\b[^.!?\n]*$", before)):
                continue  # "ask him/her", "they/them is a plural"
            value = words.PRONOUN_SETS.get(first, "male" if first in ("his", "him") else "female")
            who = (claim.group("own") or claim.group("who") or "") if claim else ""
            subject = "author" if not claim or who in ("", "my", "i", "our") else "other"
            if paren and claim is None:
                # "Sam (she/her)": the parenthesis goes with the span, and the space before it
                start = m.start() - len(_PARENTHESIS_BEFORE.search(before).group())  # type: ignore[union-attr]
                end = _PARENTHESIS_AFTER.match(text, m.end()).end()  # type: ignore[union-attr]
                form = "parenthesis"
            else:
                start, end = m.start(), m.end()
                # after "pronouns are" the set is a noun ("… are my own"); after a verb, a set of pronouns ("I use
                # they/them pronouns", "I go by she/they" → "I use my own pronouns")
                form = "verb" if said_pronouns or (claim is not None and claim.group("who")) else "set"
                if said_pronouns:
                    end = said_pronouns.end()
                form += "" if subject == "author" else "_other"
            high = subject == "author"
            out.append(Finding(start, end, text[start:end], "sex", 0.85 if high else 0.6, "high" if high else "medium",
                               f"sex.pronouns:{form}", _REASONS[subject], value, subject))
        return out


_REASONS = {"author": "Says your pronouns, and with them your gender.",
            "other": "Says the pronouns, and with them the gender, of someone you mention."}
