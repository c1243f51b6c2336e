"""Conditions known by an acronym that is also something else (cues/health.py _condition_acronyms): "I have MS",
"my RA symptoms". Near misses: degrees, software, a state, a resident assistant, Universal Credit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import texts


@pytest.mark.parametrize("text,expected", [
    ("I'm on disability for my MS", ["my MS"]),
    ("my MS flared up again", ["my MS"]),
    ("I have MS", ["MS"]),
    ("my daughter has CF", ["CF"]),
    ("my RA symptoms are worse", ["my RA"]),
    ("living with CP since birth", ["CP"]),
    ("I have ME/CFS", ["ME/CFS"]),
    ("My late husband passed from ALS in 2019", ["ALS"]),
    # near misses
    ("I finished my MS in 2019", []),
    ("I got my MS from Purdue", []),
    ("Open it in MS Word", []),
    ("I'm from MS", []),
    ("it's ME again", []),
    ("I had RA duty tonight", []),
    ("we're on UC", []),
    ("the ALS ice bucket challenge", []),
    ("I have an MS in Biology", []),
    # session 20: postural tachycardia, Ehlers-Danlos, generalized anxiety, heart failure, reflux (the acronyms that
    # are also a word, a currency or a name) where the words around say so; an exacerbation is the condition's
    ("I was diagnosed with POTS last year", ["POTS"]),
    ("I have GAD and take sertraline", ["GAD", "sertraline"]),
    ("My mom has CHF and diabetes", ["CHF", "diabetes"]),
    ("admitted to hospital for CHF exacerbation", ["CHF exacerbation"]),
    ("My GERD flares after coffee", ["My GERD"]),
    ("I have CHF 200 left on my card", []),  # Swiss francs
    ("Gerd said hi", []),
    ("the pots were on the stove", []),
])
def test_condition_acronyms(text: str, expected: list[str]) -> None:
    assert texts(text, "health", validities=("high", "medium")) == expected


def test_the_sentence_reads() -> None:
    out = Engine.load(use_llm=False).anonymize("my MS flared up again", Policy()).text
    assert out == "my health condition flared up again"


@pytest.mark.parametrize("draft,expected", [
    # HUD's voucher as people write it (data/regional_terms.py HEALTH_WELFARE): lower case, with its noun
    ("we live in section 8 housing", "we live in assisted housing"),
    ("we're on section 8 now", "we're on housing assistance now"),
    ("see section 8 of the lease", "see section 8 of the lease"),  # a contract's section
])
def test_housing_assistance_reads(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # recovery said by its programmes and places (cues/health_states.py _RECOVERY)
    ("I've been going to AA meetings for a year", "I've been going to support meetings for a year"),
    ("went to an NA meeting", "went to a support meeting"),
    ("just got out of rehab last month", "just got out of treatment last month"),
    # near misses: batteries, a motoring club
    ("AA batteries", "AA batteries"),
    ("the AA route planner", "the AA route planner"),
])
def test_recovery_reads(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


def test_whose_recovery() -> None:
    found = [f for f in Engine.load(use_llm=False).prefilter.find("my brother is in rehab again")
             if f.category == "health"]
    assert [(f.text, f.subject) for f in found] == [("rehab", "other")]


@pytest.mark.parametrize("text,expected", [
    # clinical abbreviations that are no English word (data/health.py), and "pre-diabetic"
    ("I keep getting UTIs, is that normal?", ["UTIs"]),
    ("My dad has CKD stage 3", ["CKD"]),
    ("I'm 29 with PCOS and pre-diabetic", ["PCOS", "pre-diabetic"]),
    ("my T2D is under control", ["my T2D"]),
    # near misses: the same letters in other words
    ("a utility bill", []),
    ("the ckeditor plugin", []),
])
def test_clinical_abbreviations(text: str, expected: list[str]) -> None:
    assert texts(text, "health", validities=("high", "medium")) == expected
