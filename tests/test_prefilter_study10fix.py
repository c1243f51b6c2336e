"""study10fix (issue 11): STUDY10's leftovers fixed by a general cause, each with near misses.

- the making trades (WordNet's "maker": seamstress, ironworker, tailor, goldsmith) as job titles;
- two named people with ages joined by "and" ("Nevaeh, 10, and Aaliyah, 4"): a child's age counts there."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.age import AgeRecognizer
from models.prefilter.cues.occupation import OccupationRecognizer

_OCCUPATION = OccupationRecognizer()


def _jobs(text: str) -> list[str]:
    return sorted(f.text for f in _OCCUPATION.find(Context(text))
                  if f.category == "occupation" and f.detector not in ("occupation.employer", "occupation.clientele"))


@pytest.mark.parametrize(("text", "expected"), [
    ("My grandmother Maisie, a retired seamstress, taught me patience.", ["a retired seamstress"]),
    ("I'm a retired ironworker from Durham.", ["a retired ironworker"]),
    ("I work as a goldsmith in Antwerp.", ["a goldsmith"]),
    # near misses: the generic "maker", a machine, an ambiguous verb
    ("I'm a maker at heart.", []),
    ("The shoe maker was broken.", []),
    ("We need to tailor the plan.", []),
])
def test_making_trades(text: str, expected: list[str]) -> None:
    assert _jobs(text) == expected


_AGES = AgeRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    ("Update: the girls (Nevaeh, 10, and Aaliyah, 4) have been with us since March.", ["10", "4"]),
    ("Our kids Liam, 6 and Ava, 3 start school.", ["3", "6"]),
    # near misses: places (a score), common words, one name alone with a child's number, a list of numbers
    ("Final: Leeds, 2, and Chelsea, 1 after extra time.", []),
    ("Read Chapter, 3, and Verse, 4 tonight.", []),
    ("Ask Nevaeh, 10, about it.", []),
    ("Nevaeh, 10, and Aaliyah, 4.5 metres apart.", []),
])
def test_paired_named_ages(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _AGES.find(Context(text)) if f.detector == "age.apposition") == expected
