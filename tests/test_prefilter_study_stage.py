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
    # issue 12 r9: exams, fees, rooms and work of a degree
    ("my finals are next week", ["my finals"]),
    ("studying for finals all night", ["for finals"]),
    ("finals week is brutal", ["finals week"]),
    ("my midterms and my tuition", ["my midterms", "my tuition"]),
    ("the lecture hall was packed", ["lecture hall"]),
    ("my GPA dropped", ["my GPA"]),
    ("writing my thesis now", ["my thesis"]),
    # near misses: a sport's finals, an election's midterms, a lecture given, a claim argued
    ("we made it to the finals", []),
    ("the NBA finals were great", []),
    ("the midterms were a disaster for the party", []),
    ("he gave me a lecture about it", []),
    ("my thesis is that rents will fall", []),
    ("my thesis: the market is rigged", []),
    ("my thesis here is simple", []),
    ("my gpa of the house", []),  # the abbreviation only as written
    ("I keep skipping lectures", ["skipping lectures"]),
    ("he lectures me about money", []),  # the verb
    ("a lecture about manners", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_study_stage(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Writing my dissertation is killing me.", "Writing my big project is killing me."),
    ("My thesis advisor is great.", "My mentor is great."),
    ("Studying for finals all night.", "Studying for exams all night."),
    ("My tuition went up again.", "My fees went up again."),
    ("The lecture hall was packed.", "The classroom was packed."),
    ("My thesis is that rents will fall.", "My thesis is that rents will fall."),
    ("We made it to the finals this year.", "We made it to the finals this year."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
