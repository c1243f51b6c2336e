"""everyday7 (issue 11): STUDY7's job and age misses with a general cause, each with near misses.

- a profile's item after the age may go on with where the job is held ("36, physio at a clinic in …");
- "by day" after a title says it is the day job ("Quantity surveyor by day, trail runner by weekend");
- "aged 92." ends an age at a full stop too (death notices), while "at 10." stays a time."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy

_ENGINE = Engine.load(use_llm=False)


def _out(text: str) -> str:
    return _ENGINE.anonymize(text, Policy()).text


@pytest.mark.parametrize(("text", "gone"), [
    ("36, physio at a clinic in Riccarton, originally from Timaru.", "physio"),
    ("41, sonographer in Leeds, two cats.", "sonographer"),
    ("Capetonian in Joburg, 37. Quantity surveyor by day, trail runner by weekend.", "surveyor"),
    ("Loving wife and mother. Feilding, aged 92. Loved by all.", "92"),
])
def test_goes(text: str, gone: str) -> None:
    assert gone not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("34, Leeds, medic at heart.", "medic at heart"),
    ("29, teacher in spirit, cook in practice.", "cook in practice"),
    ("I travel by day and sleep at night.", "I travel by day"),
    ("See you at the pub, at 10. Bring cash.", "at 10."),
    ("The museum was closed, aged 12 and up only.", "aged 12"),
])
def test_near_misses_stay(text: str, kept: str) -> None:
    assert kept in _out(text)


# Hong Kong identity card (pii/national_id.py): the check character by the Immigration Department's weights.
@pytest.mark.parametrize(("text", "gone"), [
    ("Name: Wong Ka-yan, HKID Y123456(9).", "Y123456"),
    ("My ID card is A123456(3), please update it.", "A123456"),
    ("My HKID is G123456A.", "G123456A"),
])
def test_hkid_goes(text: str, gone: str) -> None:
    assert gone not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("See form Y123456(8) for details.", "Y123456(8)"),  # the check fails
    ("Item A1234563 is back in stock.", "A1234563"),  # no brackets and no word for the card
])
def test_hkid_near_misses_stay(text: str, kept: str) -> None:
    assert kept in _out(text)
