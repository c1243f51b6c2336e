"""A degree still being worked for (cues/degree_pursuit.py): table with near misses (the other senses of
"degree", someone else's, a degree held), and whole sentences through the real engine."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.degree_pursuit import DegreePursuitRecognizer

REC = DegreePursuitRecognizer()

CASES = [
    ("getting that degree while keeping up with everything", [("getting that degree", "medium")]),
    ("when working towards that degree", [("working towards that degree", "medium")]),
    ("writing essays for my degree", [("degree", "medium")]),
    ("I need to finish my degree first", [("degree", "medium")]),
    # near misses: other senses, someone else's, a degree held, a field after it (education.py's span)
    ("I agree to some degree", []),
    ("set to that degree of heat", []),
    ("a 30 degree angle", []),
    ("her degree was in physics", []),
    ("my degree was useless anyway", []),
    ("getting my degree in history took forever", []),
    ("third-degree burns are no joke", []),
    ("getting that degree-level job", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_degree_pursuit(text, expected):
    assert [(f.text, f.validity) for f in REC.find(Context(text))] == expected


SENTENCES = [
    ("Getting that degree while keeping up with everything means dating can wait.",
     "Studying while keeping up with everything means dating can wait."),
    ("Study spaces become a second living room when working towards that degree.",
     "Study spaces become a second living room when studying."),
    ("I noticed it while reading old novels for my degree.", "I noticed it while reading old novels for my studies."),
    ("I agree to some degree.", "I agree to some degree."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
