"""The words of higher education in any shape (cues/study_words.py): a table of (text, expected spans) with near
misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.study_words import StudyWordRecognizer

REC = StudyWordRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("gotta fit love between shifts n' lectures", ["lectures"]),
    ("let's not even talk student loans", ["student loans"]),
    ("joked we're dating our dissertations!", ["dissertations"]),
    ("Midterms are brutal.", ["Midterms"]),
    ("Grad school was rough", ["Grad school"]),
    ("keeps the student loan debt off", ["student loan debt"]),
    # near misses: "lectures" as a verb, the singular lecture (a scolding), a thesis argued, other schools
    ("She lectures me about money.", []),
    ("my dad always lectures us", []),
    ("gave me a lecture about manners", []),
    ("the thesis of the article", []),
    ("a seminar at work", []),
    ("school loans for the bus", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_study_words(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("gotta fit love between shifts n' lectures where ya can", "gotta fit love between shifts n' classes where ya can"),
    ("Student loans became very real.", "Loans became very real."),
    ("Midterms are brutal.", "Exams are brutal."),
    ("She lectures me about money.", "She lectures me about money."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
