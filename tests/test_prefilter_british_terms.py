"""British vocabulary from breame's list of British-only terms (cues/british_terms.py): a table of (text,
expected spans) with near misses, and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.british_terms import BritishTermRecognizer, british_terms

REC = BritishTermRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("crisps from the off-licence", ["crisps", "off-licence"]),
    ("the pushchair and the windscreen", ["pushchair", "windscreen"]),
    ("turn it anti-clockwise", ["anti-clockwise"]),
    ("Courgette soup again", ["Courgette"]),
    # near misses: words with senses outside Britain, common words, words inside other words
    ("the personal trainers at my gym", []),
    ("hoarding old magazines", []),
    ("he nicked his finger shaving", []),
    ("mince the garlic", []),
    ("a potato chip and a cookie", []),
    ("the crispsy thing", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_british_terms(text, expected):
    assert found(text) == expected


def test_terms_come_with_a_short_american_equivalent():
    terms = british_terms()
    assert terms["pushchair"] == "stroller" and terms["anti-clockwise"] == "counterclockwise"
    assert len(terms) > 100 and all(0 < len(v.split()) <= 3 for v in terms.values())


SENTENCES = [
    ("Grabbed some crisps and a fizzy drink from the off-licence.",
     "Grabbed some snacks and a soda from the liquor store."),
    ("The pushchair wouldn't fit in the lift.", "The stroller wouldn't fit in the lift."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
