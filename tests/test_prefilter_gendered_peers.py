"""The sex singled out among one's peers (cues/gendered_peers.py): a table of (text, expected spans) with near
misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.gendered_peers import GenderedPeerRecognizer

REC = GenderedPeerRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("more often than male co-workers", ["male "]),
    ("one of few female devs here", ["female "]),
    ("the women engineers on my team", ["women "]),
    ("Hardly saw any male nurses back then", ["male "]),
    ("usually male colleagues", ["male "]),
    ("more lady drivers nowadays", ["lady "]),
    # near misses: other plural nouns, a singular title, a possessive, a place
    ("my male friends", []),
    ("female characters in the show", []),
    ("women's teams", []),
    ("a female doctor saw me", []),
    ("women in tech", []),
    ("male-pattern baldness", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_gendered_peers(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Fixing tech more often than male co-workers!", "Fixing tech more often than co-workers!"),
    ("Female engineers are rare here.", "Engineers are rare here."),
    ("my male friends", "my male friends"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
