"""everyday11 (issue 11): STUDY11's misses with a general cause, each with near misses.

- a childhood in the state's care ("I grew up in foster care", "aged out of the care system", "a care leaver"),
  rewritten "another home" / "young adult"."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.care_history import CareHistoryRecognizer

_CARE = CareHistoryRecognizer()


def _care(text: str) -> list[str]:
    return sorted(f.text for f in _CARE.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    ("He grew up in foster care in Botshabelo and never forgot it.", ["foster care"]),
    ("I grew up in a group home and it made me who I am.", ["a group home"]),
    ("She was raised in a children's home in Seshego.", ["a children's home"]),
    ("I aged out of the care system at 18.", ["the care system"]),
    ("I was taken into care when I was six.", ["care"]),
    ("We bounced between foster homes until I was twelve.", ["foster homes"]),
    ("I spent four years in kinship care with my aunt.", ["kinship care"]),
    ("I'm a care leaver studying nursing.", ["care leaver"]),
    ("As a former foster kid, I know this.", ["former foster kid"]),
    # near misses: the words said of work, a film, a carer, a brand, an awareness month
    ("We foster dogs and I work in foster care recruitment.", []),
    ("I work at a group home for adults with autism.", []),
    ("The orphanage in the film was creepy.", []),
    ("I grew up in care of my grandmother.", []),
    ("I grew up in Care Bears pyjamas.", []),
    ("Foster Care Awareness Month starts in May.", []),
    ("She went into care work after school.", []),
    ("My mum lives in a care home now.", []),
])
def test_care_history(text: str, expected: list[str]) -> None:
    assert _care(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I grew up in foster care in Texas.", "another home"),
    ("I'm a care leaver studying nursing.", "young adult"),
])
def test_care_history_rewritten(text: str, expected: str) -> None:
    from models.generalize import generalize  # after the pre-filter: generalize_table ↔ cues import each other

    (finding,) = _CARE.find(Context(text))
    assert generalize(finding) == expected
