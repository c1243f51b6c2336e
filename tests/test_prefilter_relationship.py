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
