"""Ethnicity (GDPR art. 9) and criminal record (GDPR art. 10): the table a detector must meet (issue 11/12).

Not wired yet (see bench/results/special/README.md): every row is a strict xfail, so the table fails the moment a
detector makes a row pass without the marker being taken off, and the categories' absence is checked for real.
"""

from __future__ import annotations

import pytest

from models.categories import CATEGORIES
from tests.prefilter_support import PF

SPECIAL = ["ethnicity", "criminal_record"]
PENDING = pytest.mark.xfail(strict=True, reason="ethnicity / criminal_record not wired: bench/results/special")

# (draft, [(span, category, validity, subject)])
CASES = [
    ("As a Black woman, I get this a lot.", [("Black", "ethnicity", "high", "author")]),
    ("I'm half Korean.", [("half Korean", "ethnicity", "high", "author")]),
    ("My Punjabi parents wanted me to study medicine.", [("Punjabi", "ethnicity", "medium", "author")]),
    ("We're Roma.", [("Roma", "ethnicity", "high", "author")]),
    ("I'm mixed-race.", [("mixed-race", "ethnicity", "high", "author")]),
    ("As a Latina in tech, I notice it.", [("a Latina", "ethnicity", "high", "author")]),
    ("I got a DUI in 2019.", [("a DUI", "criminal_record", "high", "author")]),
    ("After my arrest I lost my job.", [("my arrest", "criminal_record", "high", "author")]),
    ("I did 18 months in prison.", [("did 18 months in prison", "criminal_record", "high", "author")]),
    ("I'm on probation until May.", [("on probation", "criminal_record", "high", "author")]),
    ("I have a felony on my record.", [("a felony", "criminal_record", "high", "author")]),
    ("My brother's conviction was overturned.", [("conviction", "criminal_record", "medium", "other")]),
]

# Look-alikes said of no one, or a nationality (that is birth_city_country / city_country, not ethnicity).
NEAR_MISSES = [
    "I'll have a black coffee.",
    "We ate at the Korean restaurant.",
    "I'm taking a Latin class.",
    "I love Arrested Development.",
    "We watched a prison drama.",
    "The union of two sets is a set.",
    "The European Union passed a law.",
    "I'm on probation at my new job for three months.",
    "The police arrested a man downtown.",
    "My record collection is huge.",
    "I'm Korean and live in Seoul.",
]


@pytest.mark.parametrize("text,expected", [pytest.param(t, e, marks=PENDING) for t, e in CASES])
def test_special(text: str, expected: list[tuple[str, str, str, str]]) -> None:
    assert set(SPECIAL) <= set(CATEGORIES)
    found = PF.find(text, protect=SPECIAL)
    assert [(f.text, f.category, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text", [pytest.param(t, marks=PENDING) for t in NEAR_MISSES])
def test_near_misses_are_no_findings(text: str) -> None:
    assert set(SPECIAL) <= set(CATEGORIES)
    assert PF.find(text, protect=SPECIAL) == []


def test_categories_not_yet_half_wired() -> None:
    # A category the engine knows but the extension does not show is worse than none: both or neither.
    assert not set(SPECIAL) & set(CATEGORIES)
