"""Relationship status by the life around it (cues/couple_life.py): a table of (text, expected spans) with
near misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.couple_life import CoupleLifeRecognizer

REC = CoupleLifeRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("Friday is date night", ["date night"]),
    ("we spent our anniversary in Rome", ["our anniversary"]),
    ("my in-laws are visiting", ["my in-laws"]),
    ("months on dating apps and Tinder", ["dating apps", "Tinder"]),
    ("table for one again", ["table for one"]),
    # near misses: someone else's couple life, anniversaries of things, other senses
    ("the company's 10th anniversary", []),
    ("their anniversary is next week", []),
    ("his in-laws hate him", []),
    ("a door hinge and a tinder box", []),
    ("a date on the calendar", []),
    # implied8: dating as the author's pursuit, the first person or "here" in the sentence
    ("my love life is a mess", ["my love life"]),
    ("the dating scene here is rough", ["the dating scene"]),
    ("I keep dodging bad dates", ["bad dates"]),
    ("no plus-one for me", ["plus-one"]),
    ("beats relationship goals for me", ["relationship goals"]),
    # near misses: nobody's dating, other senses of date and plus
    ("the love life of penguins is odd", []),
    ("the first date of the tour sold out", []),
    ("two plus one is three", []),
    ("the dating scene in old novels was strict", []),  # no author
    ("she brought a plus-one", []),  # no author in the sentence
]


@pytest.mark.parametrize("text,expected", CASES)
def test_couple_life(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Friday is date night for us.", "Friday is a night out for us."),
    ("My in-laws are visiting.", "My family are visiting."),
    ("I've been on dating apps for months.", "I've been on apps for months."),
    ("My love life is a mess lately.", "My private life is a mess lately."),
    ("I keep dodging bad dates.", "I keep dodging bad evenings."),
    ("No plus-one for me at the wedding.", "No guest for me at the wedding."),
    ("The love life of penguins is odd.", "The love life of penguins is odd."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
