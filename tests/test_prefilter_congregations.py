"""Congregations named in a draft: a church, chapel, mosque, synagogue or gurdwara a person attends is an
organization they are tied to (and says their faith), not a person whose first name starts it; and the near
misses: a surname that is a place-of-worship word, the common noun, a kind that also ends surnames."""

import pytest

from tests.prefilter_support import one, spans


@pytest.mark.parametrize("text,expected", [
    ("We go to Grace Baptist Church on Elm Street.", [("Grace Baptist Church", "organization")]),
    ("My wife and I attend Winners Chapel every Sunday.", [("Winners Chapel", "organization")]),
    ("We were married at Beth Shalom Synagogue.", [("Beth Shalom Synagogue", "organization")]),
    ("The langar at Guru Nanak Gurdwara is free.", [("Guru Nanak Gurdwara", "organization")]),
    ("The chapel was cold.", []),  # the common noun
    ("We sang in Chapel today.", []),  # one capitalized word: no name before the kind
    ("Shirley Temple tap-danced in the film.", []),  # "Temple" ends surnames: no kind of organization
])
def test_congregation_is_an_organization_not_a_person(text, expected):
    assert spans(text, "organization", "name") == expected


def test_a_tie_to_part_of_the_name_holds_for_the_whole():
    # "Al-Noor" alone after "at the" is tied; the edit must take "Mosque" too, or the kind tells what it was
    f = one("I pray at the Al-Noor Mosque most Fridays.", "organization")
    assert (f.text, f.validity) == ("Al-Noor Mosque", "high")


def test_a_first_name_before_a_faith_and_a_place_of_worship_is_no_person():
    assert spans("We love Grace Baptist Church.", "name") == []
    assert spans("Mary Methodist Chapel hosts the fair.", "name") == []


@pytest.mark.parametrize("text,expected", [
    ("Draft a complaint to Ofsted about Little Acorns Nursery in Harrogate.", ["Little Acorns Nursery"]),
    ("She goes to Sunshine Daycare on weekdays.", ["Sunshine Daycare"]),
    ("The nursery was closed.", []),  # the common noun
])
def test_childcare_is_an_organization(text, expected):
    assert [t for t, c in spans(text, "organization")] == expected
