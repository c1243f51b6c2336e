"""A job said as the habit it trained or the room of its people (cues/job_habits.py): a table of (text,
expected spans) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.job_habits import JobHabitRecognizer

REC = JobHabitRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("even after retiring those nurse reflexes check dates", ["nurse "]),
    ("my engineer brain kicks in", ["engineer "]),
    ("my teacher voice comes out", ["teacher "]),
    ("My accountant brain never rests.", ["accountant "]),
    ("The teachers' lounge gossip is wild.", ["teachers' "]),
    ("back at the nurses’ station", ["nurses’ "]),
    # near misses: someone else's, a possessive, a title that is also a thing, a noun that is no faculty
    ("his nurse instincts", []),
    ("a teacher voice", []),
    ("the surgeon's hands", []),
    ("the server room", []),
    ("the driver mode", []),
    ("my lawyer friend", []),
    ("the players' lounge", []),
    ("my teacher said so", []),
    ("the teacher's lounge", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_job_habits(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Even after retiring, those nurse reflexes check dates.", "Even after retiring, those reflexes check dates."),
    ("The teachers' lounge gossip is wild.", "The lounge gossip is wild."),
    ("My accountant brain never rests.", "My brain never rests."),
    ("his nurse instincts are good", "his nurse instincts are good"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
