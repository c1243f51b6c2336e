"""A sensory or physical disability said of a person ("I'm deaf", "my daughter is Deaf", "I went blind in one
eye"), and the figurative senses that share the words ("a blind date", "fell on deaf ears", "blind to his
faults", "paralysed by fear", "tone deaf")."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF


@pytest.mark.parametrize("text,expected", [
    ("I'm deaf.", [("deaf", "unknown")]),
    ("We are both deaf and our son is hearing.", [("deaf", "unknown")]),
    ("I'm hard of hearing.", [("hard of hearing", "unknown")]),
    ("I'm legally blind.", [("legally blind", "unknown")]),
    ("I was born deaf.", [("deaf", "unknown")]),
    ("I went blind in one eye after the stroke.", [("blind", "unknown")]),
    ("I'm paraplegic after a car crash.", [("paraplegic", "unknown")]),
    ("My daughter is Deaf and signs ASL.", [("Deaf", "other")]),
    # near misses: the figurative senses
    ("We went on a blind date.", []),
    ("His pleas fell on deaf ears.", []),
    ("I'm tone deaf lol.", []),
    ("I was paralysed by fear.", []),
    ("The study was double-blind.", []),
    ("I'm blind to his faults.", []),
    ("I went blind drunk last night.", []),
])
def test_disability_said_of_a_person(text, expected):
    assert [(f.text, f.subject) for f in PF.find(text, protect=["health"])] == expected


def test_a_disability_generalizes_to_disabled():
    assert Engine.load(use_llm=False).anonymize("I'm legally blind and work from home.", Policy()).text == (
        "I'm disabled and work from home.")
