"""Issue 11, round 35 (branch names29): English given names of Moby Word II (data/given_names_en.txt, CC0) that no
Faker list holds. Names English writes as words ("Honor", "Adore", "Abbot", "Rich") only go through the gates of
names.word_given_names; the rest count as first names. The positive cases fail on main 2f11614; near misses are
the words themselves, and a surname of the lists used as a firm's name."""

from __future__ import annotations

import pytest

from models.prefilter.data.given_names_en import english_given_names
from models.prefilter.pii.names import is_first_name, plain_given_names, word_given_names
from tests.prefilter_support import PF

DEFAULT = ("high", "medium")


def names(text: str) -> list[str]:
    return [f.text for f in PF.find(text, protect=["name"]) if f.validity in DEFAULT]


@pytest.mark.parametrize("text,name", [
    ("Maisie runs the bake sale with me.", "Maisie"),
    ("I met Thurstan at the allotment yesterday.", "Thurstan"),
    ("Ask Leeland whether he can drive us.", "Leeland"),
    ("We adore Maisie.", "Maisie"),
])
def test_given_names_of_the_table_are_found(text, name):
    assert name in names(text)


@pytest.mark.parametrize("text", [
    "Honor your parents.",
    "Adore the view from here.",
    "Rich people live there.",
    "The Abbot blessed the bells.",
    "Sunny days are back.",
    # a French surname of the lists that only the table gives as a first name: here a firm (prefilter_same)
    "She's a nurse at Maury and loves it.",
])
def test_words_and_surnames_of_the_table_stay_unflagged(text):
    assert names(text) == []


@pytest.mark.parametrize("word,first", [
    ("Maisie", True), ("Thurstan", True), ("Devina", True),
    # English words, or a surname that only the table makes a given name: gated, never first names alone
    ("Honor", False), ("Adore", False), ("Abbot", False), ("Rich", False), ("Sunny", False), ("Maury", False),
])
def test_is_first_name_only_for_names_that_are_no_word(word, first):
    assert is_first_name(word) is first


def test_word_names_of_the_table_go_to_the_gated_list():
    assert {"honor", "adore", "abbot", "rich", "maisie"} <= word_given_names()
    assert not {"honor", "adore", "abbot", "rich", "maury"} & plain_given_names()


def test_the_table_is_read_whole():
    given = english_given_names()
    assert len(given) == 8422 and {"maisie", "honor", "dev"} <= given and not any(n.startswith("#") for n in given)
