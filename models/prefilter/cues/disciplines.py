"""Fields of study wherever they stand: "studying history for my bachelor's", "my fine arts curriculum",
"I read business and marketing books during my degree". A discipline from data/disciplines.py counts when a
study cue stands before it (studying, majored in, a degree in, took …) or a study noun after it with the
author's own "my"/"I" near (curriculum, courses, degree, major …); "I love history" and "my history with
him" are not fields of study. The span becomes the discipline's broad area ("the humanities")."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.disciplines import AREAS, DISCIPLINES
from ..data.wordnet import WordNetMissing
from ..data.wordnet_disciplines import field_qualifiers, wordnet_disciplines
from ...records import Finding
from .first_person import FIRST_PERSON_WORDS
from .lexicon import DETECTOR_PREFIX, RuledRecognizer
from .phrase_index import PhraseIndex
from .study_clippings import CONTEXT_CLIPPINGS

NAME = DETECTOR_PREFIX + "discipline"
_STUDY_BEFORE = re.compile(
    r"\b(?:stud(?:y|ies|ied|ying)|majored|majoring|major|minored|minoring|minor|degree|degrees|graduated|"
    r"phd|ph\.d\.?|doctorate|master'?s|bachelor'?s|masters|bachelors|diploma|mba|bsc|msc|ba|ma|"
    r"course|courses|classes|lectures?|program|programme|taking|took|learning|learnt|learned|"
    r"read(?:ing)?|teach(?:ing)?|taught|background|field|specialized|specialised|specializing|specialising|"
    # Events of learning (WordNet's hyponyms of "course of study" and "meeting" that teach: seminar, webinar,
    # workshop, tutorial, conference) and verbs of study (WordNet "delve, dig": "turn over or dig in", "research",
    # "read up"): "a seminar about digital marketing", "I dive into biomimetics", "reading up on geology".
    r"seminars?|webinars?|workshops?|tutorials?|conferences?|research(?:ing|ed)?|read(?:ing)? up|"
    # "dive"/"dig" alone are nouns too ("a deep dive into history podcasts"): as verbs only after a subject or "to".
    r"(?:diving|dove|delve|delves|delving|delved|digging|dug|(?:(?:i|we|you|they|to)\s+(?:\w+ly\s+|sometimes\s+|"
    r"often\s+|always\s+|usually\s+)?)(?:dive|dig))(?=\s+into\b)"
    # "a PhD student in biology", "my major is computational linguistics", "my field: epidemiology"
    r"|students?(?=\s+in\s)|(?:major|minor|field|subject|degree)\s+(?:is|was|=)|(?:major|minor|field|subject)\s*:)"
    # "studying for urban planning", "working towards economics" (issue 12 r14): "for"/"towards" of purpose.
    r"\s+(?:(?:in|on|of|about|into|for|towards|toward)\s+)?(?:(?:a|an|the|some|my|our)\s+)?$", re.IGNORECASE)
_STUDY_AFTER = re.compile(
    r"^\s+(?:degree|degrees|major|minor|student|students|grad|graduate|curriculum|course|courses|classes|class|"
    r"lectures?|program|programme|studies|textbooks?|books|department|faculty|thesis|dissertation|exams?|"
    r"professors?|modules?|syllabus|background|undergrad|homework|assignments?|seminars?|school|studio|"
    r"program's|days at|years at|"
    # where or what for it was studied: "I did physics at uni", "chemistry for my A-levels" (session 19)
    r"at\s+(?:uni|university|college|a[- ]levels?|gcses?|sixth\s+form|grad\s+school)|"
    r"for\s+(?:my\s+|a\s+)?(?:degree|a[- ]levels?|gcses?|highers|leaving\s+cert|hsc|atar))\b", re.IGNORECASE)
_OWN = re.compile(r"(?:\bmy|\bour)\s+(?:[\w'’-]+\s+){0,2}$|\bi\b[^.!?\n]{0,60}$", re.IGNORECASE)
# The author later in the same sentence: "economics homework kind of serves as my zen zone", "physics lectures
# keep me up". Only with a study noun right after the field (not "history repeats, I think").
_OWN_AFTER = re.compile(rf"[^.!?\n]{{0,80}}?\b(?:{FIRST_PERSON_WORDS})\b")
_AND_NEXT = re.compile(r"^\s*(?:,|and|&|or|n|'n'|’n’)\s+", re.IGNORECASE)  # "japanese n french"


@functools.lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """The disciplines, WordNet's specialisms under them ("organic chemistry", "epidemiology":
    data/wordnet_disciplines.py), and the clippings that are other words too ("studying psych":
    cues/study_clippings.py)."""
    try:
        specialisms = wordnet_disciplines()
    except WordNetMissing:
        specialisms = {}
    return {**specialisms, **DISCIPLINES, **CONTEXT_CLIPPINGS}


@functools.lru_cache(maxsize=1)
def _index() -> PhraseIndex:
    return PhraseIndex(_names())


def _replacement(text: str, value: str | None) -> str | None:
    area, _, form = (value or "").partition(":")
    if area == "mixed":
        return "a few subjects"
    if area not in AREAS:
        return None
    noun, modifier = AREAS[area]
    out = modifier if form == "modifier" else noun
    return out[0].upper() + out[1:] if text[:1].isupper() and text[1:2].islower() and form == "start" else out


_QUALIFIER = re.compile(r"(?<![\w-])([a-z]+)\s+$")


def _adjective(word: str) -> bool:
    try:
        return word in field_qualifiers()
    except WordNetMissing:
        return False


class DisciplineRecognizer(RuledRecognizer):
    name = NAME
    categories = ("education",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        hits = _index().find(ctx)
        out: list[Finding] = []
        names = _names()
        i = 0
        while i < len(hits):
            start, end, name = hits[i]
            areas = {names[name]}
            j = i + 1
            # "business and marketing", "physics, chemistry and maths": one span for the list.
            while j < len(hits) and _AND_NEXT.fullmatch(ctx.text[end : hits[j][0]] + " "):
                end = hits[j][1]
                areas.add(names[hits[j][2]])
                j += 1
            i = j
            before, after = ctx.text[max(0, start - 60) : start], ctx.text[end : end + 25]
            if re.search(r"\b(?:in|of)\s+$", before, re.IGNORECASE) and re.search(
                    r"\b(?:degree|diploma|doctorate|ph\.?d\.?|master'?s|bachelor'?s|masters|bachelors|major\w*|minor\w*|"
                    r"program\w*|course|courses|studies|studying|studied|study|classes|lectures|background)\s+(?:in|of)\s+$",
                    before, re.IGNORECASE):
                continue  # "majoring in biology", "a degree in physics": the education recognizer's own spans
            study_before = bool(_STUDY_BEFORE.search(before))
            study_after = bool(_STUDY_AFTER.match(after))
            qualified = None if study_before else _QUALIFIER.search(before)
            cue_before_qualifier = qualified is not None and bool(_STUDY_BEFORE.search(before[: qualified.start()]))
            if qualified is not None and _adjective(qualified.group(1)) and (cue_before_qualifier or study_after):
                # "studying computational biology", "a PhD student in marine ecology", "I did theoretical physics
                # at uni": a qualifier of fields before the field (data/wordnet_disciplines.field_qualifiers),
                # edited with it
                study_before = study_before or cue_before_qualifier
                start -= len(before) - qualified.start(1)
                before = before[: qualified.start(1)]
            own = bool(_OWN.search(before)) or (study_after and bool(_OWN_AFTER.match(ctx.text, end)))
            if not (study_before or (study_after and own)):
                continue
            area = sorted(areas)[0] if len(areas) == 1 else "humanities" if areas <= {"humanities", "arts"} else ""
            text = ctx.text[start:end]
            form = "modifier" if study_after else "noun"
            noun, modifier = AREAS.get(area, ("", ""))
            if text.lower() in (noun, modifier):
                continue  # "studying business": already the area
            validity, score = ("high", 0.8) if own and (study_before or study_after) else ("medium", 0.55)
            out.append(Finding(start, end, text, "education", score, validity, NAME,
                               "Names your field of study.", f"{area}:{form}" if area else "mixed:"))
        return out
