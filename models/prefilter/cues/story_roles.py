"""Occupations and positions of the people in a story: "Mr S. Cengiz, a lawyer practising in İzmir", "the
Government were represented by their Agent, Mr I. Grainger", "Ms E. Belliard, Director of Legal Affairs",
"Judge Jaeger". A job title alone says little ("the judge decided"); said of a named person, it narrows
that person down, so it is flagged as someone else's data (subject "other"). Second mentions of the same
title are then flagged by repeats.py, as for the author's own job.

Titles: data/jobs.py (Faker's job list and extras) and data/positions.py (offices and positions).
A title belongs to a person when the text ties it to one:
- apposition after a name: "Mr K. Lewis, a lawyer", "H. Winkler, Head of the International Law Department";
- before a comma and a name written with a courtesy title or initials: "their Agent, Mr I. Grainger";
- an office used as a title before a surname: "Judge Jaeger", "Ambassador H. Winkler";
- "practising in …": "a lawyer practising in Warsaw";
- the representation of a party: "represented by their Agent", "the Government Agent"."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.jobs import field_of, titles
from ..data.positions import HEADS_OF, POSITIONS
from ..recognizer import Recognizer
from .phrase_index import PhraseIndex
from ...records import Finding

# A person written as judgments write them: a courtesy title or initials, or two capitalized words.
_PERSON = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Judge)\.?\s+(?:[A-Z]\.\s*)*[\w'’-]+|(?:[A-Z]\.\s*)+[A-Z][\w'’-]+|[A-Z][\w'’-]+\s+[A-Z][\w'’-]+)"
_APPOSITION = re.compile(rf"{_PERSON}\s*,\s+(?:(?:a|an|the)\s+)?(?:[a-z][\w-]*\s+){{0,2}}$")
# After a comma only: "their Agent, Mr I. Grainger" (not "the author J.K. Rowling": a byline, not a role).
_NAME_AFTER = re.compile(r"^,\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+[A-Z]|(?:[A-Z]\.\s*)+[A-Z])")
_SURNAME_AFTER = re.compile(r"^\s+[A-Z][\w'’-]+")
# Offices said before a surname as a title; not the offices of public figures ("President Obama").
_TITLE_OFFICES = frozenset("judge ambassador captain commander colonel lieutenant sergeant prosecutor".split())
_PRACTISING = re.compile(r"^\s*,?\s+(?:practising|practicing|working|based|registered)\s+(?:in|at|with|for)\b")
# "its manager", "the Government's Agent", "represented by a lawyer": the holder of a body's post, or a
# party's representative.
_REPRESENTATION = re.compile(
    r"(?:\bits|\bthe government(?:'s|’s)?|\brepresented by(?:\s+(?:their|its|the|a|an))?)\s+(?:[\w-]+\s+)?$")
# "their Agent": "their" is a body's or people's, so it ties offices only ("their teacher" is any teacher).
_BODY_OWNS = re.compile(r"\btheir\s+(?:[\w-]+\s+)?$")
# An office tied to a place or a body is one person ("the Karşıyaka Public Prosecutor", "the Mayor of
# Kuşadası", "the President of the Fourth Section", "a judge of the Regional Court"), and so is an office
# that acts in the story ("the public notary prepared", "the Chief Public Prosecutor filed"). Offices only
# (data/positions.py): "the nurse said" is too common in posts to flag.
_PLACE_BEFORE = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+\s+$")
_OF_BODY = re.compile(r"^\s+(?:of|at|in)\s+(?:the\s+)?[A-ZÀ-ÖØ-ÞĀ-Ž]")
_ACTS = re.compile(
    r"^\s+(?:(?:had|has|then|also|subsequently|later)\s+)?(?:[a-z]+ed|issued|held|took|gave|made|sent|found|"
    r"wrote|brought|heard|sought|upheld|set|struck|withdrew|dismissed|declared|decided|refused)\b")
_OF_TAIL = re.compile(r"^\s+of\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s*){1,5}")

# The chairs of a members' body named by its acronym right before them ("HOA president", "PTA chairwoman"): a
# volunteer office of a homeowners' association, a parents' group or a club, which no field of work describes.
_CHAIRS = frozenset("president vice-president chairman chairwoman chairperson chair".split())
# The body's acronym and the space before its office, one source for this reader and pii/person.py's "the HOA president
# is X" (a name said as a members' office holder's, no public figure's).
BODY_ACRONYM = r"(?P<body>[A-Z]{2,5})[ \t]+"
_BODY_ACRONYM_BEFORE = re.compile(r"\b" + BODY_ACRONYM + r"$")

REASON = "Says what a person you mention does or which office they hold."


class StoryRoleRecognizer(Recognizer):
    name = "story_role"
    categories = ("occupation",)

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for start, end, title in _index().find(ctx):
            # "Director of Legal Affairs": the title is tied through what it heads, which stays for the
            # organization detector to judge ("Legal Affairs", "the International Law Department").
            tail = _OF_TAIL.match(ctx.text[end:end + 80]) if title in HEADS_OF else None
            if not tied_to_a_person(ctx, start, end + (len(tail.group().rstrip()) if tail else 0), title):
                continue
            if title in _CHAIRS and _BODY_ACRONYM_BEFORE.search(ctx.text, max(0, start - 12), start):
                continue  # "our HOA president", "the PTA chair": a members' office, no occupation (session 22)
            field = field_of(ctx.text[start:end]) or POSITIONS.get(title) or "other"
            out.append(Finding(start, end, ctx.text[start:end], "occupation", 0.6, "medium",
                               f"occupation.{field}", REASON, title, subject="other"))
        return out


def tied_to_a_person(ctx: Context, start: int, end: int, title: str) -> bool:
    before = ctx.text[max(0, start - 60):start]
    after = ctx.text[end:end + 40]
    if title in POSITIONS and (_OF_BODY.match(after) or _ACTS.match(after) or _BODY_OWNS.search(before.lower()) or (
            _PLACE_BEFORE.search(before) and not _at_sentence_start(before))):
        return True
    return bool(
        _APPOSITION.search(before)
        or _NAME_AFTER.match(after)
        or (title in _TITLE_OFFICES and ctx.text[start:start + 1].isupper() and _surname_after(after))
        or _PRACTISING.match(after)
        or _REPRESENTATION.search(before.lower())
    )


def _surname_after(after: str) -> bool:
    """A surname after an office used as a title ("Judge Jaeger"); an everyday word there makes a character's
    or a show's name ("Captain Planet", "Captain Life Coach": WordNet's common words, `common_lemmas`)."""
    from ..data.wordnet import common_lemmas

    m = _SURNAME_AFTER.match(after)
    return m is not None and m.group().strip().lower() not in common_lemmas()


@functools.lru_cache(maxsize=1)
def _index() -> PhraseIndex:
    return PhraseIndex(sorted(titles() | POSITIONS.keys()))


def _at_sentence_start(before: str) -> bool:
    """The capitalized word before the title starts a sentence ("Judges ...", "Head ..."), so it is no place."""
    words = before.rstrip().rsplit(None, 2)
    return len(words) < 2 or words[-2][-1:] in ".!?:;\n"
