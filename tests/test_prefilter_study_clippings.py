"""Clipped words of student talk (cues/study_clippings.py, and the context clippings cues/disciplines.py now
looks up): a table of (text, expected spans) with near misses, and whole sentences that must still read
naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.disciplines import DisciplineRecognizer
from models.prefilter.cues.study_clippings import StudyClippingRecognizer

REC = StudyClippingRecognizer()
DISC = DisciplineRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


def fields(text):
    return [f.text for f in DISC.find(Context(text))]


CASES = [
    ("comp sci brain never switches off", ["comp sci"]),
    ("studying pol sci these days", ["pol sci"]),
    ("my poli-sci friends", ["poli-sci"]),
    ("econ homework again", ["econ"]),
    ("balancing work and grad studies", ["grad studies"]),
    ("busy uni days", ["uni days"]),
    ("steer back onto course post-grad... we'll see", ["post-grad"]),
    ("juggling a job with masters classes", ["masters classes"]),
    ("learning new tricks post-grad!", ["post-grad"]),
    # near misses: other words, a clipping qualifying a noun, sushi
    ("the economy and economic news", []),
    ("a post-grad degree in Leeds", []),
    ("my post-grad time was intense", []),
    ("post-grad is a different ball game", []),
    ("during post-grad, I worked", []),
    ("postgrad programs are pricey", []),
    ("fresh uni at the sushi bar", []),
    ("a recent graduate", []),
    ("grade school", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_study_clippings(text, expected):
    assert found(text) == expected


DISCIPLINE_CASES = [
    ("I'm studying psych at college", ["psych"]),
    ("my stats classes are hard", ["stats"]),
    ("took anthro last year", ["anthro"]),
    ("majoring in anthro", []),  # "majoring in X": education.py's own span (the whole "majoring in anthro")
    # near misses: the same letters as other words, without a study cue
    ("I'm so psyched, psych!", []),
    ("my Instagram bio is empty", []),
    ("my character's stats went up", []),
    ("chem trails are a myth", []),
]


@pytest.mark.parametrize("text,expected", DISCIPLINE_CASES)
def test_context_clippings_need_a_study_cue(text, expected):
    assert fields(text) == expected


SENTENCES = [
    ("Studying pol sci definitely puts childhood lessons into perspective.",
     "Studying social science definitely puts childhood lessons into perspective."),
    ("comp sci brain just doesn't switch off.", "computing brain just doesn't switch off."),
    ("Balancing work and grad studies hits different.", "Balancing work and studies hits different."),
    ("Even us old dogs learn new tricks post-grad!", "Even us old dogs learn new tricks later on!"),
    ("Meal prep saves me tons during busy uni days.", "Meal prep saves me tons during busy school days."),
    ("I'm so psyched, psych!", "I'm so psyched, psych!"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
