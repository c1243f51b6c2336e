"""Age said without a number (cues/life_stage.py): milestones, "pushing 60", one's own retirement, age
idioms. A table of (text, expected spans) with near misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.life_stage import LifeStageRecognizer

REC = LifeStageRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("turning the big 4-0 soon", [("turning the big 4-0", "milestone")]),
    ("celebrating the big five-oh", [("the big five-oh", "milestone")]),
    ("I'm pushing 60", [("pushing 60", "older")]),
    ("on the wrong side of fifty", [("on the wrong side of fifty", "older")]),
    ("I'm retired now", [("retired", "retired")]),
    ("since I retired", [("since I retired", "since_retired")]),
    ("I'm old enough to remember dial-up", [("I'm old enough to remember", "remember")]),
    ("dating myself here", [("dating myself", "dating")]),
    ("my toddler and our teenagers", [("my toddler", "child"), ("our teenagers", "child")]),
    ("my teenage son and my grown kids", [("my teenage son", "child_stage"), ("my grown kids", "child_stage")]),
    # near misses: numbers with units, someone else's retirement, retiring a thing
    ("the big 40-inch TV", []),
    ("pushing 60 hours a week", []),
    ("my dad retired last year", []),
    ("they retired the jersey", []),
    ("a retired teacher I know", []),
    ("she is old enough to vote", []),
    ("her toddler and the teenagers next door", []),  # others' children
]


@pytest.mark.parametrize("text,expected", CASES)
def test_life_stage(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I'm turning the big 4-0 next month.", "I'm having a milestone birthday next month."),
    ("I hit the big five-oh last year.", "I hit a milestone birthday last year."),
    ("I'm pushing 60.", "I'm getting older."),
    ("Since I retired, I garden a lot.", "Since I stopped working, I garden a lot."),
    ("I'm old enough to remember dial-up.", "I remember dial-up."),
    ("My teenage son and my toddler fight.", "My son and my kid fight."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
