"""study10fix (issue 11): STUDY10's leftovers fixed by a general cause, each with near misses.

- the making trades (WordNet's "maker": seamstress, ironworker, tailor, goldsmith) as job titles."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
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
