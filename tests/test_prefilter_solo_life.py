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
    # implied8: being alone said of oneself (Wiktionary "to oneself", "one's own company", "me time")
    ("having the place to myself", ["the place to myself"]),
    ("we had the whole house to ourselves", ["the whole house to ourselves"]),
    ("I've learned to savour my own company", ["my own company"]),
    ("heaps more me time", ["me time"]),
    ("Me time is important", ["Me time"]),
    ("it's just me, myself and I", ["me, myself and I"]),
    ("wandering art shows all solo :D", ["all solo"]),
    ("went hiking all solo this weekend", ["all solo"]),
    # near misses: a business, an indirect object, no dwelling, "solo" as a modifier
    ("I started my own company last year", []),
    ("running my own company is hard", []),
    ("give me time to think", []),
    ("it takes me time to adjust", []),
    ("I keep it to myself", []),
    ("that was all solo work", []),
    ("it's all true trust me\ntime at sea changes you", []),  # two lines: no idiom
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
    ("Gotta say there's something brilliant about having the place to myself.",
     "Gotta say there's something brilliant about having the place quiet."),
    ("We had the whole house to ourselves all weekend.", "We had the whole house quiet all weekend."),
    ("I've learned to savour my own company, even at the movies.",
     "I've learned to savour quiet time, even at the movies."),
    ("I need some me time this weekend.", "I need some downtime this weekend."),
    ("Wandering art shows all solo :D", "Wandering art shows on my own :D"),
    ("I started my own company last year.", "I started my own company last year."),
    ("Give me time to think.", "Give me time to think."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
