"""Ethnicity (GDPR art. 9) and criminal record (GDPR art. 10): the table a detector must meet (issue 11/12).

criminal_record is wired (cues/criminal_record.py): its rows pass. Ethnicity is not yet: its rows are strict
xfails, so the table fails the moment a detector makes one pass without the marker being taken off, and its
absence from CATEGORIES is checked for real (the engine must not know a category the extension cannot show).
"""

from __future__ import annotations

import pytest

from models.categories import CATEGORIES, LABELS, RECORDS
from models.policy import Policy
from tests.prefilter_support import PF

PENDING = pytest.mark.xfail(strict=True, reason="ethnicity not wired: bench/results/special2")

# (draft, [(span, category, validity, subject)])
ETHNICITY_CASES = [
    ("As a Black woman, I get this a lot.", [("Black", "ethnicity", "high", "author")]),
    ("I'm half Korean.", [("half Korean", "ethnicity", "high", "author")]),
    ("My Punjabi parents wanted me to study medicine.", [("Punjabi", "ethnicity", "medium", "author")]),
    ("We're Roma.", [("Roma", "ethnicity", "high", "author")]),
    ("I'm mixed-race.", [("mixed-race", "ethnicity", "high", "author")]),
    ("As a Latina in tech, I notice it.", [("a Latina", "ethnicity", "high", "author")]),
]
RECORD_CASES = [
    ("I got a DUI in 2019.", [("a DUI", "criminal_record", "high", "author")]),
    ("After my arrest I lost my job.", [("my arrest", "criminal_record", "high", "author")]),
    ("I did 18 months in prison.", [("did 18 months in prison", "criminal_record", "high", "author")]),
    ("I'm on probation until May.", [("on probation", "criminal_record", "high", "author")]),
    ("I have a felony on my record.", [("a felony", "criminal_record", "high", "author")]),
    ("My brother's conviction was overturned.", [("conviction", "criminal_record", "medium", "other")]),
    # session 21: the other frames of the detector
    ("I was arrested for shoplifting in 2019.", [("arrested for shoplifting", "criminal_record", "high", "author")]),
    ("He got convicted of assault.", [("convicted of assault", "criminal_record", "medium", "other")]),
    ("My dad is in prison.", [("in prison", "criminal_record", "medium", "other")]),
    ("When I got out of jail I had nothing.", [("out of jail", "criminal_record", "high", "author")]),
    ("I'm a convicted felon.", [("a convicted felon", "criminal_record", "high", "author")]),
    ("As an ex-con I can't vote.", [("an ex-con", "criminal_record", "high", "author")]),
    ("They arrested me last year.", [("arrested me", "criminal_record", "high", "author")]),
    ("I'm under house arrest.", [("under house arrest", "criminal_record", "high", "author")]),
    ("I have two DUIs.", [("two DUIs", "criminal_record", "high", "author")]),
    ("My criminal record is clean now.", [("My criminal record", "criminal_record", "high", "author")]),
    ("My probation officer is nice.", [("My probation officer", "criminal_record", "high", "author")]),
    ("He was sentenced to 5 years in prison.",
     [("sentenced to 5 years in prison", "criminal_record", "medium", "other")]),
]

# Look-alikes said of no one, or a nationality (that is birth_city_country / city_country, not ethnicity).
ETHNICITY_NEAR_MISSES = [
    "I'll have a black coffee.",
    "We ate at the Korean restaurant.",
    "I'm taking a Latin class.",
    "I'm Korean and live in Seoul.",
]
# The record's words in their other senses (WordNet's other senses, titles, idioms), or said of no one the author
# names.
RECORD_NEAR_MISSES = [
    "I love Arrested Development.",
    "We watched a prison drama.",
    "I'm on probation at my new job for three months.",
    "The police arrested a man downtown.",
    "My record collection is huge.",
    "The record label signed them.",
    "I watched Prison Break.",
    "My personal record is 5k in 20 minutes.",
    "I charged my phone.",
    "I was charged $50 for delivery.",
    "I was booked on a flight.",
    "I teach in a prison.",
    "I went to jail in Monopoly.",
    "She had a cardiac arrest.",
    "I had the courage of my convictions.",
    "It's my conviction that this works.",
    "We went through a DUI checkpoint.",
    "I'm on academic probation.",
    "I was arrested by the view from the top.",
    "A felony is a serious crime.",
    "The union of two sets is a set.",
    "The European Union passed a law.",
]


@pytest.mark.parametrize("text,expected", [pytest.param(t, e, marks=PENDING) for t, e in ETHNICITY_CASES])
def test_ethnicity(text: str, expected: list[tuple[str, str, str, str]]) -> None:
    assert "ethnicity" in CATEGORIES
    found = PF.find(text, protect=["ethnicity"])
    assert [(f.text, f.category, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text,expected", RECORD_CASES)
def test_criminal_record(text: str, expected: list[tuple[str, str, str, str]]) -> None:
    found = PF.find(text, protect=list(RECORDS))
    assert [(f.text, f.category, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text", [pytest.param(t, marks=PENDING) for t in ETHNICITY_NEAR_MISSES])
def test_ethnicity_near_misses_are_no_findings(text: str) -> None:
    assert "ethnicity" in CATEGORIES
    assert PF.find(text, protect=["ethnicity"]) == []


@pytest.mark.parametrize("text", RECORD_NEAR_MISSES)
def test_record_near_misses_are_no_findings(text: str) -> None:
    assert PF.find(text, protect=list(RECORDS)) == []


def test_criminal_record_is_a_category_protected_by_default() -> None:
    assert RECORDS == ("criminal_record",)
    assert "criminal_record" in CATEGORIES and "criminal_record" in Policy().protect
    assert LABELS["criminal_record"] == "criminal record"


def test_ethnicity_not_yet_half_wired() -> None:
    # A category the engine knows but the extension does not show is worse than none: both or neither.
    assert "ethnicity" not in CATEGORIES
