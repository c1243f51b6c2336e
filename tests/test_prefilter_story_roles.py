"""Occupations and positions of people in a story (models/prefilter/cues/story_roles.py): flagged as someone
else's data when the text ties the title to a person, left alone when it is a job title in general."""

from __future__ import annotations

import pytest

from tests.prefilter_support import PF

DEFAULT = ("high", "medium")


def roles(text: str) -> list[tuple[str, str]]:
    """(text, subject) of the occupation findings at the default threshold."""
    return [(f.text, f.subject) for f in PF.find(text) if f.category == "occupation" and f.validity in DEFAULT]


@pytest.mark.parametrize("text,expected", [
    # apposition after a name
    ("The applicant was represented by Mr S. Cengiz, a lawyer practising in İzmir.", [("a lawyer", "other")]),
    # (the whole senior title since session 20: the function it heads says the job as much as the title)
    ("Ms E. Belliard, Director of Legal Affairs, signed it.", [("Director of Legal Affairs", "other")]),
    # the representation of a party, and an office before a name
    ("The Government were represented by their Agent, Mr I. Grainger.", [("Agent", "other")]),
    ("Judge Jaeger withdrew from the case.", [("Judge", "other")]),
    ("Austria was represented by Ambassador H. Winkler.", [("Ambassador", "other")]),
    # an office tied to a place or a body, or acting in the story
    ("He was questioned by the Karşıyaka Public Prosecutor.", [("Public Prosecutor", "other")]),
    ("He had not signed a protocol with the Mayor of Kuşadası.", [("Mayor", "other")]),
    ("On 1 May 2006 the President of the Fourth Section decided to give notice.", [("President", "other")]),
    ("In 1996 the public notary prepared an amendment.", [("public notary", "other")]),
    # a second mention of the same title is the same person's
    ("Mr K. Lewis, a lawyer, appeared. The lawyer asked for time.", [("a lawyer", "other"), ("lawyer", "other")]),
])
def test_a_title_tied_to_a_person_is_flagged(text, expected):
    assert roles(text) == expected


@pytest.mark.parametrize("text", [
    "The judges were nice.",  # a title in general
    "I asked the judge at the dog show.",  # a job title, no office of a body, no act
    "My mayor is useless lol",
    "Their teacher was strict with the kids.",  # "their" ties only a body's office, not any job
    "Head of the class today!",
    "The author J.K. Rowling wrote it.",  # a byline, not a role in a story
    "President Obama gave a speech.",  # the office of a public figure
    "Subsequently, the nurse was kind.",  # a capitalized adverb is no place; a job title does not act here
])
def test_near_misses_stay_unflagged(text):
    assert roles(text) == []


def test_initials_and_a_surname_are_a_name():
    found = [(f.text, f.category) for f in PF.find("Austria was represented by their Agent, Ambassador H. Winkler.")]
    assert ("H. Winkler", "name") in found
    assert not [f for f in PF.find("The U.S. Army met the E.U. Council.") if f.category == "name"]
