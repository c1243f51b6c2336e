"""What the author wears on themselves (cues/gendered_attire.py): a table of (text, expected spans) with near
misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.gendered_attire import GenderedAttireRecognizer

REC = GenderedAttireRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("I ditched my heels for meetings", ["heels"]),
    ("I wore a sparkly skirt to the party", ["skirt"]),
    ("trimming my beard every week", ["beard"]),
    ("my aftershave smells great", ["aftershave"]),
    ("I've worn high heels all day", ["high heels"]),
    ("I put on some mascara and left", ["mascara"]),
    ("Shaved my moustache off.", ["moustache"]),
    ("Ditched heels for meetings, rock loafers instead", ["heels"]),
    ("Grew out my beard last winter.", ["beard"]),
    # near misses: someone else's, no first person, idioms, other senses
    ("her heels clicked on the floor", []),
    ("I borrowed my wife's lipstick", []),
    ("I saw a woman in heels", []),
    ("I watched my sister put on mascara", []),
    ("his beard was long and I laughed", []),
    ("Heels are banned at the office.", []),
    ("I dug in my heels and refused", []),
    ("I fell head over heels for it", []),
    ("I grilled a skirt steak", []),
    ("I moved to Cologne last year", []),
    ("I hate it. Her skirt was red.", []),
    ("Wearing heels is torture", []),
    ("I think skirts are back in style", []),
    ("I grew a beard last winter", []),
    ("Back then soldiers wore heels too", []),
    ("Bought her lipstick for her birthday", []),
    ("i can't remember what I did yesterday bra", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_gendered_attire(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I ditched my heels for meetings.", "I ditched my shoes for meetings."),
    ("I keep my beard short.", "I keep my hair short."),
    ("Her heels were red.", "Her heels were red."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
