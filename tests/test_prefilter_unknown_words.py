"""Local words no word list has (cues/unknown_words.py): found by their absence from wordfreq's English and
24 other languages' lists, with English forms, compounds, slips of the keyboard, user names, code and people's
names kept out. The words below were made up for the tests or are words of languages wordfreq has no list for
(Bemba "munkoyo", Mandarin "huoguo" in pinyin); none was taken from a held-out comment."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.generalize import generalize
from models.prefilter.cues.unknown_words import unknown
from tests.prefilter_support import PF


def found(text):
    return [(f.text, f.validity, generalize(f)) for f in PF.find(text, protect=["city_country"])
            if f.detector == "implicit.unknown_word"]


WORDS = [
    ("munkoyo", True),
    ("huoguo", True),
    ("zumbalek", True),
    # near misses: English inflections and derivations, a dropped g, prefixes, compounds, echo words
    ("grayest", False),
    ("peatiness", False),
    ("contemplators", False),
    ("southerlies", False),
    ("tailgatin", False),
    ("shreddin", False),
    ("rebartering", False),
    ("overboiling", False),
    ("rooftiles", False),
    ("dreamlife", False),
    ("shmirty", False),
    # slips of the keyboard, repeated letters
    ("recieve", False),
    ("becuase", False),
    ("sooooo", False),
    # words of a language wordfreq lists (foreign_language.py's), names, capitals, code, short words
    ("fika", False),
    ("Giulia", False),
    ("NASA", False),
    ("MysticMatrix", False),
    ("sockfd", False),
    ("kea", False),
]


@pytest.mark.parametrize("word,expected", WORDS)
def test_unknown(word, expected):
    assert unknown(word) is expected


FINDINGS = [
    ("we tried munkoyo at the fair", [("munkoyo", "medium", "something")]),
    ("there's this huoguo place near us", [("huoguo", "medium", "local")]),
    ("the colorful Zumbalek masquerade", [("Zumbalek", "medium", "local")]),
    ("memories of the old zumbalek's bakery", [("zumbalek's", "medium", "local")]),
    ("I had a zumbalek for lunch", [("a zumbalek", "medium", "something")]),
    # near misses: inside a link, a handle, a file name; a slip; an English compound
    ("see https://example.org/zumbalek for more", []),
    ("ping @zumbalek about it", []),
    ("open zumbalek.txt first", []),
    ("I recieve mail there", []),
    ("new rooftiles everywhere", []),
]


@pytest.mark.parametrize("text,expected", FINDINGS)
def test_findings(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("We always had munkoyo at the holiday market.", "We always had something at the holiday market."),
    ("There's this huoguo place a few streets over.", "There's this local place a few streets over."),
    ("The colorful Zumbalek masquerade was low key.", "The colorful local masquerade was low key."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_edits_read_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
