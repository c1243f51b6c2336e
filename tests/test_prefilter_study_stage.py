"""Education level by the milestones of a degree (cues/study_stage.py): a table with near misses, and the
edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.study_stage import StudyStageRecognizer

REC = StudyStageRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("writing my dissertation", ["my dissertation"]),
    ("my thesis advisor says", ["my thesis advisor"]),
    ("my quals are next week", ["my quals"]),
    ("my professors and my dorm", ["my professors", "my dorm"]),
    # near misses: others' milestones, words with other lives
    ("his thesis was great", []),
    ("my advisor at the bank", []),
    ("my defense in court", []),
    ("the committee met", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_study_stage(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Writing my dissertation is killing me.", "Writing my big project is killing me."),
    ("My thesis advisor is great.", "My mentor is great."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
