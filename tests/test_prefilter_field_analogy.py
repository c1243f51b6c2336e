"""A line of work said by likening it to the one talked about (cues/field_analogy.py): a table of (text, expected
spans) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.field_analogy import FieldAnalogyRecognizer

REC = FieldAnalogyRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("Nursing's seeing more male faces too.", ["Nursing"]),
    ("In consulting too we're seeing more women at all levels.", ["consulting"]),
    ("Journalism here's becoming pretty mixed too.", ["Journalism"]),
    ("nursing had its stereotypes too - pushed through", ["nursing"]),
    ("Same in nursing!", ["nursing"]),
    ("Academia's got its own old school vibe too", ["Academia"]),
    ("Yeah, carpentry as well", ["carpentry"]),
    # a topic word counts with a work noun after it
    ("tourism management too... can confirm", ["tourism"]),
    ("admin jobs here totally get that too", ["admin"]),
    ("the film industry too", ["film"]),
    # near misses: a topic alone, someone else's clause, "too" in the next clause, study, "it"
    ("tourism here is booming too", []),
    ("I love photography too", []),
    ("healthcare is expensive here too", []),
    ("media's rough too", []),
    ("my sister works in nursing too", []),
    ("Nursing is hard. I'm tired too", []),
    ("Nursing is hard; I'm tired too", []),
    ("nursing school too", []),
    ("IT too", []),
    ("it's tricky out here too", []),
    ("Nursing is hard.", []),
    ("we need more nurses too", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_field_analogy(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Nursing's seeing more male faces too.", "Healthcare's seeing more male faces too."),
    ("In consulting too we're seeing more women.", "In business too we're seeing more women."),
    ("Journalism here's becoming pretty mixed too.", "The creative field here's becoming pretty mixed too."),
    ("tourism management too... can confirm", "hospitality management too... can confirm"),
    ("Same in nursing!", "Same in healthcare!"),
    ("I love photography too.", "I love photography too."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
