"""bench/tuning_survivors.py's phrase_spans: where an evidence phrase stands in the text as written (the span
form of evidence_survival.occurs), with near misses."""

import pytest

from bench.tuning_survivors import phrase_spans

CASES = [
    ("crunching numbers", "So I was Crunching  numbers all day", [(9, 27)]),  # any case, any white space
    ("I'm a nurse", "I’m a nurse.", [(0, 11)]),  # a curly apostrophe in the text
    ('"the city"', "we call it “the city” here", [(11, 21)]),
    ("nurse", "nurse, nurse", [(0, 5), (7, 12)]),
    # near misses: inside another word, other words between, an empty phrase
    ("nurse", "the nursery", []),
    ("crunching numbers", "crunching big numbers", []),
    ("  ", "anything", []),
]


@pytest.mark.parametrize("phrase,text,expected", CASES)
def test_phrase_spans(phrase, text, expected):
    assert phrase_spans(phrase, text) == expected
