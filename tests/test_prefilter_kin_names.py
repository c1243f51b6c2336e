"""A given name right after one of the author's own people ("my son Alfie"): a name whatever its frequency in
English text, and "son" is no "on" of a platform ("paid him on Venmo")."""

import pytest

from tests.prefilter_support import PF


@pytest.mark.parametrize("text,expected", [
    ("my son Alfie was left unsupervised.", [("Alfie", "other")]),
    ("I took my son Alfie to the park.", [("Alfie", "other")]),
    ("My grandson Teddy turned 2.", [("Teddy", "other")]),
    ("I'm not inviting my coworker Priyanka to my wedding.", [("Priyanka", "other")]),  # in no list we ship
    ("my friend Tokyo was fun.", []),  # a town
    # step-, half- and god- relatives and in-laws, ours as well as mine (session 20): no list we ship has "Keiko"
    ("my sister-in-law Keiko and I went shopping.", [("Keiko", "other")]),
    ("My stepdaughter Keiko is twelve.", [("Keiko", "other")]),
    ("My half-sister Keiko moved away.", [("Keiko", "other")]),
    ("our goddaughter Keiko starts school.", [("Keiko", "other")]),
    ("my sister-in-law Tokyo was fun.", []),  # still a town
    # near misses: a platform after "on", "through"; a weekday after a relation
    ("I paid him on Venmo.", []),
    ("my boss Monday morning was awful.", []),
])
def test_given_name_after_a_relation(text, expected):
    assert [(f.text, f.subject) for f in PF.find(text, protect=["name"])] == expected


def test_kin_named_reads_the_table_only_right_after_a_relation():
    from models.prefilter.context import Context
    from models.prefilter.pii.person import _kin_named

    text = "my son Alfie and Alfie"
    ctx = Context(text, ())
    assert _kin_named(ctx, text.index("Alfie"), "Alfie")
    assert not _kin_named(ctx, text.rindex("Alfie"), "Alfie")
