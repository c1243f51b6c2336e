"""Pronouns one states say a gender (category `sex`, cues/pronouns.py); the generic "he/she" of forms does not."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF

ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    ("My pronouns are she/her.", [("she/her", "female", "author")]),
    ("Pronouns: he/him", [("he/him", "male", "author")]),
    ("I use they/them pronouns.", [("they/them pronouns", "nonbinary", "author")]),
    ("Hi, I'm Sam (she/her) and I run the club.", [(" (she/her)", "female", "author")]),
    ("I go by she/they.", [("she/they", "female", "author")]),
    ("My kid uses they/them.", [("they/them", "nonbinary", "other")]),
    ("Her pronouns are xe/xem.", [("xe/xem", "nonbinary", "other")]),
    # near misses: either gender of a form or a rule, a pair no one claims, other slashes
    ("Each student must bring his/her book.", []),
    ("He/she must sign the form.", []),
    ("Ask him/her first.", []),
    ("Open 24/7.", []),
    ("You can pay and/or ship.", []),
    ("S/he will decide.", []),
    ("They/them is a plural in the old grammar books.", []),
])
def test_pronouns(text: str, expected: list[tuple[str, str, str]]) -> None:
    found = [f for f in PF.find(text, protect=["sex"]) if f.detector.startswith("sex.pronouns")]
    assert [(f.text, f.value, f.subject) for f in found] == expected


@pytest.mark.parametrize("draft,expected", [
    ("My pronouns are she/her.", "My pronouns are my own."),
    ("I use they/them pronouns.", "I use my own pronouns."),
    ("Hi, I'm Sam (she/her) and I run the club.", "Hi, I'm Sam and I run the club."),
    ("My kid uses they/them.", "My kid uses their own pronouns."),
    ("Each student must bring his/her book.", "Each student must bring his/her book."),
])
def test_pronoun_edits_read_naturally(draft: str, expected: str) -> None:
    assert ENGINE.anonymize(draft, Policy(protect=["sex"])).text == expected
