"""Single life by idiom (cues/solo_life.py): "flying solo", "solo life", "happily single", "third wheel". A
table of (text, expected spans) with near misses, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.solo_life import SoloLifeRecognizer

REC = SoloLifeRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("been flying solo for a while", ["flying solo"]),
    ("riding solo these days", ["riding solo"]),
    ("not knocking solo life", ["solo life"]),
    ("embracing the solo life", ["the solo life"]),
    ("happily single here", ["happily single"]),
    ("me third-wheelin’ at couple events", ["third-wheelin’"]),
    ("always the third wheel with them", ["third wheel"]),
    # near misses: aviation, music, travel, vehicles, other words
    ("my first time flying solo in a Cessna", []),
    ("flying solo after 20 hours of lessons", []),
    ("student pilot flying solo", []),
    ("that guitar solo was amazing", []),
    ("a solo album and solo travel", []),
    ("the tricycle's third wheel", []),
    ("a third wheel on the cart", []),
    ("single-handedly", []),
    ("solo lifeguard", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_solo_life(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Been flying solo for a while now and loving it.", "Been on my own for a while now and loving it."),
    ("Happily single here, no complaints!", "Happy as I am here, no complaints!"),
    ("I always feel like the third wheel with them.", "I always feel like the tag-along with them."),
    ("Riding solo this weekend, pizza and a movie.", "On my own this weekend, pizza and a movie."),
    ("My first time flying solo in a Cessna was scary.", "My first time flying solo in a Cessna was scary."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
