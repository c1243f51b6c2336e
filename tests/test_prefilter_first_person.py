"""The shared first person (cues/first_person.py) and the sentence bounds (sentences.py): a table of words in and
near misses, and rows in the cue detectors that read them."""

import re

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.era import EraRecognizer
from models.prefilter.cues.first_person import FIRST_PERSON, FIRST_PERSON_PLURAL, FIRST_PERSON_SINGULAR
from models.prefilter.cues.life_stage import LifeStageRecognizer
from models.prefilter.cues.work_field import WorkFieldRecognizer
from models.prefilter.sentences import AFTER_SENTENCE_END, SENTENCE, SENTENCE_START, opens_sentence, sentence_bounds

# (text, the first-person word FIRST_PERSON finds first or None, singular?, plural?)
WORDS = [
    ("I moved here", "I", True, False),
    ("i moved here", "i", True, False),
    ("I'm tired", "I'm", True, False),
    ("I’ve been", "I’ve", True, False),
    ("I'd say", "I'd", True, False),
    ("I'll go", "I'll", True, False),
    ("Im tired", "Im", True, False),  # the apostrophe dropped
    ("im tired", "im", True, False),
    ("Ive been there", "Ive", True, False),
    ("tell me", "me", True, False),
    ("my job", "my", True, False),
    ("by myself", "myself", True, False),
    ("a friend of mine", "mine", True, False),
    ("it's mine", "mine", True, False),
    ("Mine broke last week", "Mine", True, False),
    ("yours and mine", "mine", True, False),
    ("bigger than mine", "mine", True, False),
    ("we met", "we", False, True),
    ("We're done", "We're", False, True),
    ("WE did it", "WE", False, True),
    ("help us", "us", False, True),
    ("Us too", "Us", False, True),
    ("our house", "our", False, True),
    ("it's ours", "ours", False, True),
    ("we did it ourselves", "we", False, True),
    # near misses
    ("sent him an IM", None, False, False),  # an instant message
    ("IVE", None, False, False),
    ("a coal mine", None, False, False),  # the noun
    ("the mine closed in 1990", None, False, False),
    ("a gold mine of tips", None, False, False),
    ("they mine bitcoin", None, False, False),  # the verb
    ("to mine copper", None, False, False),
    ("moved to the US", None, False, False),  # the country
    ("the US economy", None, False, False),
    ("i.e. the cheaper one", None, False, False),
    ("an id card", None, False, False),  # "id" and "ill" are words without the apostrophe
    ("she was ill", None, False, False),
    ("Minecraft", None, False, False),
    ("the mined ore", None, False, False),
    ("Jim", None, False, False),
    ("usually", None, False, False),
    ("mymy", None, False, False),
    ("the Web", None, False, False),
    ("he and she", None, False, False),
]


@pytest.mark.parametrize("text,word,singular,plural", WORDS)
def test_first_person_words(text, word, singular, plural):
    m = FIRST_PERSON.search(text)
    assert (m.group() if m else None) == word
    assert (FIRST_PERSON_SINGULAR.search(text) is not None) == singular
    assert (FIRST_PERSON_PLURAL.search(text) is not None) == plural


@pytest.mark.parametrize("text,at,end,expected", [
    ("First one. Then I left! And then", 14, None, " Then I left"),
    ("no mark at all", 3, None, "no mark at all"),
    ("a line\nthe next line", 9, None, "the next line"),
    ("Why? Because. Yes", 5, 12, " Because"),
    ("ends here.", 0, None, "ends here"),
])
def test_sentence_bounds(text, at, end, expected):
    assert text[slice(*sentence_bounds(text, at, end))] == expected


@pytest.mark.parametrize("text,start,skip,expected", [
    ("Hello there", 0, None, True),
    ("Done. Next", 6, None, True),
    ("Done.  Next", 7, None, True),
    ("a word Next", 7, None, False),
    ("a word\nNext", 7, None, False),  # a line break is white space: skipped by default
    ("a word\nNext", 7, " \t", True),  # kept: the line break ends the sentence
    ('Done. "Next', 7, " \t\"", True),
    ('Done. "Next', 7, None, False),
])
def test_opens_sentence(text, start, skip, expected):
    assert opens_sentence(text, start, skip) is expected


@pytest.mark.parametrize("text,expected", [("Dude, hi", True), ("ok. Dude, hi", True), ("ok.Dude, hi", True),
                                           ("my Dude, hi", False), ("ok.  Dude, hi", False)])
def test_sentence_start(text, expected):
    assert (re.search(SENTENCE_START + "Dude", text) is not None) is expected
    before = text[: text.index("Dude")]
    assert (AFTER_SENTENCE_END.search(before) is not None) is (expected or before.endswith(".  "))


def test_sentences_keep_their_marks():
    assert [m.group() for m in SENTENCE.finditer("One. Two?! Three") if m.group()] == ["One.", " Two?!", " Three"]


# The detectors that read the shared first person (each module's own table has more rows).
def _found(rec, text):
    return [(f.text, f.value) for f in rec.find(Context(text))]


@pytest.mark.parametrize("text,expected", [
    ("a friend of mine and I graduated in 2003", [("in 2003", "year:lead")]),
    ("Ive lived here since 2009", [("since 2009", "year:since")]),
    ("The US changed the law in 2019", []),  # the country, not "us": nobody's year
    ("The mine closed in 1990", []),  # the noun
])
def test_era_reads_the_shared_first_person(text, expected):
    assert _found(EraRecognizer(), text) == expected


@pytest.mark.parametrize("text,expected", [
    ("ourselves after retirement: quiet days", ["after retirement"]),
    ("In the US, life after retirement can be lonely", []),  # the country: nobody's retirement
])
def test_life_stage_reads_the_shared_first_person(text, expected):
    assert [f.text for f in LifeStageRecognizer().find(Context(text))] == expected


@pytest.mark.parametrize("text,expected", [
    ("Ive worked in law for years", ["law"]),
    ("The US has worked in law for years", []),
])
def test_work_field_reads_the_shared_first_person(text, expected):
    assert [f.text for f in WorkFieldRecognizer().find(Context(text))] == expected
