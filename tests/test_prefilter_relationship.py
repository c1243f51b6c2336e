"""Relationship status and gendered self-reference."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("My husband and I went out", [("My husband", "relationship_status", "married")]),
    ("just don't tell my ex-wife", [("my ex-wife", "relationship_status", "divorced")]),
    ("hiking with my late husband", [("my late husband", "relationship_status", "widowed")]),
    ("Being divorced has its perks", [("divorced", "relationship_status", "divorced")]),
    ("a few years after my divorce", [("after my divorce", "relationship_status", "divorced")]),
    ("As a mom, I worry", [("mom", "sex", "female")]),
    ("I'm a woman of literature", [("woman", "sex", "female")]),
    ("a man's gotta have his vices", []),
    ("his wife called, the husband left", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_relationship_and_sex(text, expected):
    found = PF.find(text, protect=["relationship_status", "sex"])
    assert [(f.text, f.category, f.value) for f in found] == expected


MORE = [
    ("when my guy and i were apart", [("my guy", "relationship_status", "in a relationship")]),
    ("a chat with my SO about it", [("my SO", "relationship_status", "in a relationship")]),
    ("so my so what", []),
    ("since divorced, running solo", [("divorced", "relationship_status", "divorced")]),
    ("my divorced friend called", []),
    ("As an Italian woman and a professor", [("woman", "sex", "female")]),
    ("I'm more of a fantasy esports guy tbh", [("guy", "sex", "male")]),
    ("some of us ladies indulged", [("ladies", "sex", "female")]),
    ("the wife and I went out", [("the wife", "relationship_status", "married")]),
    ("the husband left the party", []),
    # the colloquial "the" for one's own partner, as the subject of a verb of everyday life
    ("The wife says I work too much", [("The wife", "relationship_status", "married")]),
    ("the boyfriend dragged me out", [("the boyfriend", "relationship_status", "in a relationship")]),
    ("the hubby's cooking tonight", [("the hubby", "relationship_status", "married")]),
    ("the wife of my colleague says hi", []),  # someone else's
    ("in the film, the wife says goodbye", []),  # someone in a story
    ("the wife in that show was great", []),
    # a change of status is an event: the verb is part of the span so the edit can rephrase both
    ("We got married in 2019", [("got married", "relationship_status", "married")]),
    ("Getting married next June", [("Getting married", "relationship_status", "engaged")]),
    ("we plan to get divorced", [("get divorced", "relationship_status", "divorced")]),
    ("I'm married", [("married", "relationship_status", "married")]),
]


SENTENCES = [
    ("The wife says I work too much.", "My partner says I work too much."),
    ("The hubby's cooking tonight.", "My partner's cooking tonight."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_partner_edit_reads_naturally(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("text,expected", MORE)
def test_more_relationship_and_sex_cues(text, expected):
    found = PF.find(text, protect=["relationship_status", "sex"])
    assert [(f.text, f.category, f.value) for f in found] == expected
