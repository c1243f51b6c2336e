"""The order one learned languages in (cues/language_order.py): a table with near misses, and sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.language_order import LanguageOrderRecognizer

REC = LanguageOrderRecognizer()

CASES = [
    ("code feels like my third language", ["my third language"]),
    ("English is my second language", ["my second language"]),
    ("it became our 2nd language", ["our 2nd language"]),
    # near misses: the school subject, a course, someone else's, another noun after it, a first language
    ("I teach English as a second language", []),
    ("my second language course starts today", []),
    ("her second language is French", []),
    ("my second language model run", []),
    ("my first language is English", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_language_order(text, expected):
    assert [f.text for f in REC.find(Context(text))] == expected


SENTENCES = [
    ("Code kind of feels like my third language.", "Code kind of feels like another language."),
    ("My second language course starts today.", "My second language course starts today."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
