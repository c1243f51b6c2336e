"""Climate said of one's own place (cues/climate.py): a table of (text, expected spans) with near misses,
and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.climate import ClimateRecognizer

REC = ClimateRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("the winters here are dark, snow till April", ["snow"]),
    ("monsoon season is starting here again", ["monsoon season"]),
    ("we get typhoons every year", ["typhoons"]),
    ("it kept us toasty during our long winters", ["long winters"]),
    ("where I live the humidity is unreal", ["humidity"]),
    # near misses: no home in the sentence, figurative uses, idioms
    ("the movie had snow scenes", []),
    ("I was snowed under at work", []),
    ("we were both freezing our toes off", []),
    ("you get the odd frost here and there", []),
    ("a brainstorm about the hurricane-proof design", []),
    ("the snow in Colorado was great on that trip", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_climate(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("It's monsoon season here, so humid.", "It's rainy season here, so warm."),
    ("We get typhoons every year around here.", "We get storms every year around here."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
