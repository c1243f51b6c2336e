"""The author's field named as where the same holds "too" (cues/field_too.py): a table of (text, expected spans)
with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.field_too import FieldTooRecognizer, names_a_field

REC = FieldTooRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    # the reply form, a verb with its subject dropped, the first person before the phrase
    ("In editing too! Had folks second-guess decisions.", ["editing"]),
    ("In engineering too things are shifting.", ["engineering"]),
    ("Yeah, in accounting too.", ["accounting"]),
    ("Same in nursing as well.", ["nursing"]),
    ("yeah in the construction industry too", ["the construction industry"]),
    ("Seeing similar shifts in architectural firms too!", ["architectural firms"]),
    ("Noticed it in nursing too, honestly.", ["nursing"]),
    ("I see it in nursing too.", ["nursing"]),
    ("We deal with that in logistics as well.", ["logistics"]),
    ("In sociology too, the old guard is retiring.", ["sociology"]),
    # near misses: no word of a field, a language, no author and not the opening, someone else, already the
    # stand-in, a pastime, "too" far away, a field of someone else's after the dropped subject
    ("In class too! Girls excel in science.", []),
    ("in there too!", []),
    ("in the wild too.", []),
    ("in leadership roles too.", []),
    ("In French too, the word is odd.", []),
    ("Prices are up in healthcare too.", []),
    ("My sister sees it in nursing too.", []),
    ("He told me it's like that in nursing too.", []),
    ("She noticed it in nursing too.", []),
    ("You noticed it in nursing too?", []),
    ("In my field too change comes slowly.", []),
    ("In cooking too, gender doesn't dictate skill.", []),
    ("In nursing homes the staff are kind, and in schools too.", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_field_too(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("phrase,expected", [
    ("editing", True), ("health care", True), ("consulting firms", True), ("architectural firms", True),
    ("tech industries", True), ("class", False), ("leadership roles", False), ("french", False), ("cooking", False),
    ("the wild", False), ("firms", False),
])
def test_names_a_field(phrase, expected):
    assert names_a_field(phrase) is expected


SENTENCES = [
    ("In editing too! Had folks second-guess decisions.", "In my field too! Had folks second-guess decisions."),
    ("Seeing similar shifts in architectural firms too!", "Seeing similar shifts in my field too!"),
    ("yeah in the construction industry too", "yeah in my field too"),
    ("Prices are up in healthcare too.", "Prices are up in healthcare too."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
