"""The age someone close to the author is about to have ("my mum will be 80 in June", "our daughter turns 15 next
week"), subject other, edited to a birthday; and another person's stated age worded as theirs ("my partner Dev is
47" → "in their forties", not "in my forties"). Near misses: durations, angles, counts, children under 13."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()
ENGINE = Engine.load(use_llm=False)


def _ages(text: str) -> list[tuple[str, str]]:
    return [(text[f.start:f.end], f.subject) for f in PF.find(text) if f.category == "age"]


@pytest.mark.parametrize("text,expected", [
    ("Our daughter turns 15 next week.", [("turns 15", "other")]),
    ("My mum will be 80 in June.", [("will be 80", "other")]),
    ("She'll be 30 on Friday.", [("'ll be 30", "other")]),
    ("My stepdad is going to be sixty-five this year.", [("is going to be sixty-five", "other")]),
    ("My brother Tom will turn 21 tomorrow.", [("will turn 21", "other")]),
    ("He turns 50.", [("turns 50", "other")]),
    # near misses: no age, or no one's
    ("My boss will be 20 minutes late.", []),
    ("She turns 90 degrees to face the wall.", []),
    ("The team will be 12 points clear in May.", []),
    ("My son will be 8 in June.", [("will be 8", "other")]),  # a child's too since session 21 ("will have a birthday")
    ("It will be 40 tomorrow, hot again.", []),  # the weather, not a person
    ("My sister Leah, 23, moved out.", [("23", "other")]),
    ("My son, 17 and counting, plays.", []),  # no apposition: the number does not close between commas
    ("My kids (5 and 8) are loud.", []),
])
def test_others_birthday(text, expected):
    assert _ages(text) == expected


@pytest.mark.parametrize("text,anonymized", [
    ("Our daughter turns 15 next week.", "Our daughter has a birthday next week."),
    ("She'll be 30 on Friday.", "She'll have a birthday on Friday."),
    ("My brother Tom will turn 21 tomorrow.", "My brother T. will have a birthday tomorrow."),
    ("My stepdad is going to be sixty-five this year.", "My stepdad is going to have a birthday this year."),
    ("My partner Dev is 47 and I am 45.", "My partner D. is in their forties and I am in my forties."),
    # an age set beside someone close
    ("My grandmother, 94, lives alone.", "My grandmother, 90s, lives alone."),
    ("My dad (72) fell.", "My dad (70s) fell."),
    ("My neighbour's son, who's 17, got caught.", "My neighbour's son, who's in their teens, got caught."),
])
def test_others_birthday_reads(text, anonymized):
    assert ENGINE.anonymize(text, Policy()).text == anonymized
