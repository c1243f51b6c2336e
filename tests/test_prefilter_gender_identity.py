"""A gender identity said of the author or of someone close ("I'm trans", "my sister is nonbinary", "a same-sex
couple"), edited as orientations are; near misses: "trans fats", "trans-Atlantic", "cis" and "trans" as other words."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()
ENGINE = Engine.load(use_llm=False)


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[f.start:f.end], f.subject) for f in PF.find(text) if f.category == "sexuality"]


@pytest.mark.parametrize("text,expected", [
    ("I'm trans.", [("I'm trans", "author")]),
    ("I'm transgender and started HRT.", [("I'm transgender", "author")]),
    ("I'm non-binary.", [("I'm non-binary", "author")]),
    ("My sister is nonbinary.", [("is nonbinary", "other")]),
    ("He is a trans man.", [("trans man", "other")]),
    ("We're a same-sex couple.", [("same-sex couple", "author")]),
    ("We're a lesbian couple.", [("lesbian couple", "author")]),
    # near misses
    ("Trans fats are bad.", []),
    ("I avoid trans fats.", []),
    ("We booked the trans-Atlantic flight.", []),
    ("I'm a cis-regulatory element fan.", []),
])
def test_gender_identity(text, expected):
    assert _found(text) == expected


@pytest.mark.parametrize("text,anonymized", [
    ("I'm trans.", "I'm who I am."),
    ("We're a same-sex couple.", "We're a couple."),
    ("We're a lesbian couple in our 40s.", "We're a couple in our 40s."),  # was "a person couple"
    ("we're a gay family with two dads", "we're a family with two dads"),
    ("My sister is nonbinary.", "My sister is who they are."),
])
def test_gender_identity_reads(text, anonymized):
    assert ENGINE.anonymize(text, Policy()).text == anonymized


def test_gender_identity_reason():
    finding = next(f for f in PF.find("I'm non-binary.") if f.category == "sexuality")
    assert finding.reason == "Says what your gender identity is."
