"""A gender word in scare quotes (cues/gender_quotes.py): a table of (text, expected spans) with near misses, and
the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.gender_quotes import GenderQuoteRecognizer, gender_adjectives

REC = GenderQuoteRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("didn't buy into \"girly\" stuff then", ["girly"]),
    ("ditched those stereotypical 'woman' myths", ["woman"]),
    ("never boxed into “girl” activities", ["girl"]),
    ("a blend of traditionally \"masculine\" and \"feminine\" traits", ["masculine", "feminine"]),
    ("ignored cliché ‘feminine’ job tags", ["feminine"]),
    ("no 'manly' hobbies here", ["manly"]),
    # near misses: no quotes, more than the word quoted, a capitalized title, a possessive apostrophe
    ("girly stuff is fine", []),
    ("\"Man, that hurt\"", []),
    ("a \"girls night\" out", []),
    ("the \"Girls\" show", []),
    ("the girls' bathroom", []),
    ("just \"boys' sports\" vs \"girls’ games\"", []),
    ("the 'manager' said", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_gender_quotes(text, expected):
    assert found(text) == expected


def test_the_adjectives_come_from_wordnet_glosses():
    adjectives = gender_adjectives()
    assert {"feminine", "masculine", "manly", "womanly", "ladylike", "girlish", "boyish", "girly"} <= adjectives
    assert not {"young", "human", "adult", "fair"} & adjectives


SENTENCES = [
    ("As a kid I didn't buy into \"girly\" stuff.", "As a kid I didn't buy into \"gendered\" stuff."),
    ("Honestly ditched those stereotypical 'woman' myths long ago.",
     "Honestly ditched those stereotypical 'gendered' myths long ago."),
    ("the girls' bathroom", "the girls' bathroom"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
