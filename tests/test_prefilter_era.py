"""Decades and years of the author's life (cues/era.py): a table of (text, expected spans) with near
misses, and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.era import EraRecognizer

REC = EraRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("I grew up in the late 80s", [("in the late 80s", "decade:lead")]),
    ("back in the '90s we had dial-up", [("back in the '90s", "decade:lead")]),
    ("the nineties were wild", [("the nineties", "decade:noun")]),
    ("loved 80s cartoons", [("80s", "decade:modifier")]),
    ("a mid-2000s phone", [("mid-2000s", "decade:modifier")]),
    ("when I was in high school in 2003", [("in 2003", "year:lead")]),
    ("I've lived here since 2009", [("since 2009", "year:since")]),
    # a span of years goes whole
    ("I lived there between 2009 and 2013.", [("between 2009 and 2013", "year:span")]),
    ("I worked there from 2017 to 2022", [("from 2017 to 2022", "year:span")]),
    ("I lived there between 2009 and her move.", []),  # no second year: no span
    ("my '98 graduation", [("'98 graduation", "short:graduation")]),
    # near misses
    ("I'm in my late 30s", []),  # an age: cues/age.py
    ("she is in her 40s", []),
    ("it's in the 80s today", []),  # a temperature
    ("highs in the 90s all week", []),
    ("the law changed in 2019", []),  # no first person: not the author's year
    ("I found 2000 ways in 2000 ways", []),
    ("we have 90s of time left", []),
    ("I think the 2020s will be better", []),  # this decade dates nobody
    ("I read it in 1000 pages", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_era(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I grew up in the late 80s watching cartoons.", "I grew up back then watching cartoons."),
    ("Back in the 90s we had dial-up.", "Back then we had slow internet."),  # dial-up: cues/era_objects.py
    ("I was a 90s kid.", "I was a retro kid."),
    ("My '98 graduation was a blast.", "My graduation was a blast."),
    ("I've lived here since 2009.", "I've lived here for years."),
    ("I was at our practice from 2017 to 2022.", "I was at our practice for some years."),
    ("In 2009-2010 I was a student.", "Back then I was a student."),
    ("The nineties were the best time for music.", "Those years were the best time for music."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
