"""The author introducing themself by a given name no list ships (pii/person.py _SELF_INTRODUCED): "Hi, I'm Deepak",
"Call me Priyanka.". Near misses: the adjectives, demonyms, faiths and places people say they are."""

import pytest

from models.prefilter import Prefilter

PF = Prefilter()


def names(text: str) -> list[tuple[str, str]]:
    return [(f.text, f.subject) for f in PF.find(text) if f.category == "name"]


@pytest.mark.parametrize("text,expected", [
    ("Hi, I'm Deepak, 38, a civil engineer from Pune", [("Deepak", "author")]),
    ("Hi, I'm Priyanka.", [("Priyanka", "author")]),
    ("Call me Priyanka.", [("Priyanka", "author")]),
    ("I'm Chidi and I need advice", [("Chidi", "author")]),
    ("Hello! I'm Rahul here, quick question", [("Rahul", "author")]),
    # near misses: how one feels, where one is from, one's faith
    ("I'm Tired.", []),
    ("I'm Gutted.", []),
    ("I'm Canadian, 30, and bored", []),
    ("I'm Catholic and proud", []),
    ("I'm Leeds born and bred", []),
    ("I'm Sorry for the long post", []),
    # a caller or a worker naming themself, and a name signed with a dash at the end (session 19, STUDY6)
    ("Hi, this is Lorena your cleaner, running late", [("Lorena", "author")]),
    ("Hi, this is Rahul from accounts", [("Rahul", "author")]),
    ("See you all there! — Roshni", [("Roshni", "author")]),
    ("Pepper pulled towards the canal again, so I've put the lead on the hook by the door. — Roshni",
     [("Roshni", "author")]),  # a long draft: the signature is searched near its end, the sentence before in view
    ("See you there.\n-- Tom Baker", [("Tom Baker", "author")]),
    ("This is Tuesday, right?", []),
    ("This is Sparta!", []),
    ("Pay is good – Monday", []),
    ("the best band ever — Oasis", []),
])
def test_self_introduced_names(text: str, expected: list[tuple[str, str]]) -> None:
    assert names(text) == expected
