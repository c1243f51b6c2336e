"""Gendered self-reference in other shapes of English grammar (cues/relationship.py: _GENDERED_THAT,
_GENDER_HERE, _GENDERED_WE_ARE, _GENDERED_OTHER): a table of (text, expected (span, sex)) with near misses, and
the sentences after the edit (generalize_table._sex)."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.relationship import RelationshipRecognizer

REC = RelationshipRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text)) if f.category == "sex"]


CASES = [
    ("I have unknowingly become that guy who tallies everything", [("guy", "male")]),
    ("I'm that girl who always cries", [("girl", "female")]),
    ("oldschool dude here saw lots change firsthand", [("dude", "male")]),
    ("Mom here, and I agree.", [("Mom", "female")]),
    ("Great point. Retired woman here: it gets easier.", [("woman", "female")]),
    ("in nursing we're predominantly ladies", [("ladies", "female")]),
    ("We're mostly guys at my work.", [("guys", "male")]),
    ("not many other ladies on the ice!", [("ladies", "female")]),
    ("I was the only other woman in the lab", [("woman", "female")]),
    # near misses: someone else, a determiner or a description after "here", any "other", "as that"
    ("as that guy said, no", []),
    ("The guy here is nice.", []),
    ("Guys here are rude.", []),
    ("dude here is a genius", []),
    ("my mom here thinks so", []),
    ("no other women were hurt", []),
    ("other women told me", []),
    ("we're women-owned", []),
    ("that guy is me", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_gender_shapes(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I have unknowingly become that guy who tallies everything.",
     "I have unknowingly become that person who tallies everything."),
    ("Took up ice hockey recently - not many other ladies on the ice!",
     "Took up ice hockey recently - not many other people on the ice!"),
    ("in nursing we're predominantly ladies but it shifts",
     "in nursing we're predominantly one gender but it shifts"),
    ("we are all dads here", "we are all parents here"),
    ("The guy here is nice.", "The guy here is nice."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
