"""Where a sentence of a draft starts and ends, for detectors that ask what else the sentence around a match says
(whose marriage, whose year, whose field).

A sentence ends at ".", "!", "?" or a line break: a draft's lines are often sentences without a full stop (a list,
a title, a chat message). An abbreviation's full stop ("Dr. Lee", "e.g.") ends it too: a shorter sentence only
narrows what a detector reads around the match. ner.py splits drafts for spaCy with its own rule (runs of marks
kept with their sentence), which is a split, not a bound."""

from __future__ import annotations

import re

SENTENCE_MARKS = ".!?\n"
SENTENCE_END = re.compile(r"[.!?\n]")
# Where a sentence starts, as a regex position: the draft's start, or right after a mark with at most one space
# between ("Dude, …", "… yet. Jislaaik, …").
SENTENCE_START = r"(?:^|(?<=[.!?\n]\s)|(?<=[.!?\n]))"
# Whether the text before a position ends a sentence (or is empty): searched in the few characters before a word.
AFTER_SENTENCE_END = re.compile(r"(?:^|[.!?\n]\s*)$")
# Where a clause ends, for a detector that asks who its subject is (cues/trade_activity.py, cues/occupation.py): a
# sentence mark or a semicolon.
CLAUSE_END = re.compile(r"[.!?;\n]")
# Where a clause ends for a detector that reads a clause's first words (cues/field_analogy.py,
# cues/group_stereotypes.py): also a colon, an ellipsis, a dash between spaces.
CLAUSE_BREAK = re.compile(r"[.!?;:…—–]|\s-\s|\n")
# Each sentence with the marks that end it ("Really?!"; the last sentence may have none).
SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?\n]+|$)")


def opens_sentence(text: str, start: int, skip: str | None = None) -> bool:
    """Whether text[start:] opens a sentence: nothing before it but the characters `skip` (by default any white
    space, a line break included: a word at the start of a line after a word does not count) after a sentence mark
    or the draft's start."""
    before = text[:start].rstrip(skip)
    return not before or before[-1] in SENTENCE_MARKS


def sentence_bounds(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """The sentence around text[start:end] (`end` defaults to `start`): from after the last mark before `start`
    to the first mark at or after `end` (its end, the mark left out)."""
    end = start if end is None else end
    left = max(text.rfind(mark, 0, start) for mark in SENTENCE_MARKS) + 1
    m = SENTENCE_END.search(text, end)
    return left, m.start() if m else len(text)
