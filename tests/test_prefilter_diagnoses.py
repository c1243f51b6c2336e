"""Whatever someone is diagnosed with is a health condition, in a list or not ("diagnosed with MS", "ME/CFS",
"T1D", "GERD" — which spaCy calls a person); near misses: pronouns, the clause after, a time after."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()
ENGINE = Engine.load(use_llm=False)


def _health(text: str) -> list[str]:
    return [text[f.start:f.end] for f in PF.find(text) if f.category == "health"]


@pytest.mark.parametrize("text,expected", [
    ("My wife was diagnosed with MS last spring.", ["MS"]),
    ("I was diagnosed with ME/CFS in 2019.", ["ME/CFS"]),
    ("I got diagnosed with T1D at 14.", ["T1D"]),
    ("I was diagnosed with GERD.", ["GERD"]),
    ("He was diagnosed with a rare form of vasculitis when he was 12.", ["rare form of vasculitis"]),
    ("My diagnosis of POTS took years.", ["POTS"]),
    ("She was diagnosed with cancer 3 years ago.", ["cancer"]),
    # near misses
    ("I was diagnosed with it too.", []),
    ("They diagnosed the fault with confidence.", []),
])
def test_diagnoses(text, expected):
    assert _health(text) == expected


def test_diagnosis_reads():
    assert ENGINE.anonymize("I was diagnosed with GERD.", Policy()).text == "I was diagnosed with a health condition."


@pytest.mark.parametrize("text,expected", [
    ("I had a miscarriage at 11 weeks last month.", ["a miscarriage"]),
    ("I've been clean for 2 years after a heroin addiction.", ["a heroin addiction"]),
    ("My brother is battling addiction.", ["addiction"]),
    ("The addiction to phones is real.", []),  # a habit: "addiction" alone needs a person's cue
])
def test_pregnancy_loss_and_addiction(text, expected):
    assert _health(text) == expected


@pytest.mark.parametrize("text,anonymized", [
    ("My Omnipod keeps failing.", "My medical device keeps failing."),
    ("I use a CPAP at night.", "I use a medical device at night."),
    ("My pacemaker was checked.", "My medical device was checked."),
    ("The CPAP market is growing.", "The CPAP market is growing."),  # nobody's device
])
def test_devices(text, anonymized):
    assert ENGINE.anonymize(text, Policy()).text == anonymized
