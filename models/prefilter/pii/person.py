"""Person names from spaCy's PERSON entities, with a name-introduction cue for the author's own."""

from __future__ import annotations

import re

from ..context import GEO_NOUNS, Context
from ..cues.education import SCHOOL_NAME
from ..recognizer import Recognizer
from ...records import Finding

# "my name is Anna", "I'm Anna Berg", "call me Anna", "signed, Anna".
_SELF = re.compile(r"(?:my name is|my name's|call me|i am called|i'm called|this is|signed,?|cheers,?|regards,?)\s*$")
# "my wife Anna", "my friend Tom": a named person close to the author.
_RELATION = re.compile(
    r"\bmy (?:wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|brother|sister|mom|mum|"
    r"dad|mother|father|friend|boss|colleague|coworker|neighbou?r|roommate|ex)\s*,?\s*$"
)
# Words the small model tags PERSON although they are not names in Reddit-style text.
_NOT_NAMES = frozenset(
    "lol lmao omg haha hahaha bro dude mate god jesus christ covid reddit youtube google netflix amazon "
    "siri alexa karma op tl dr tldr edit mom dad santa".split()
)


class PersonRecognizer(Recognizer):
    name = "person"
    categories = ("name",)

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for ent in ctx.entities_of("PERSON"):
            text = ent.text.strip(" .,'’\"")
            start = ent.start + ent.text.find(text)
            end = start + len(text)
            if text.endswith(("'s", "’s")):
                end -= 2
                text = text[:-2]
            words = text.split()
            if not words or any(not w[:1].isupper() or w.lower() in _NOT_NAMES for w in words):
                continue
            if SCHOOL_NAME.search(text) or words[-1].lower() in GEO_NOUNS or any(ch.isdigit() or ch in "@#/_" for ch in text):
                continue
            before = ctx.before(start, 30)
            if _SELF.search(before):
                validity, score, reason = "high", 0.9, "This looks like your own name."
            elif _RELATION.search(before):
                validity, score, reason = "high", 0.8, "The name of someone close to you can identify you."
            else:
                # A name in passing is most often a public figure ("Patrick Swayze"): weak on its own.
                validity, score, reason = "low", 0.45 if len(words) >= 2 else 0.35, "A person's name."
            out.append(Finding(start, end, text, "name", score, validity, "person.spacy", reason, text))
        return out
