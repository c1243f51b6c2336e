"""Issue 11, round 35 (branch names29): English given names of Moby Word II (data/given_names_en.txt, CC0) that no
Faker list holds. Names English writes as words ("Honor", "Adore", "Abbot", "Rich") only go through the gates of
names.word_given_names; the rest (plain_given_names) count as first names where the words around say person
(addressed, told, close to the author): alone they flagged one more public figure in each of the blind rounds 7–9.
The positive cases fail on main 2f11614; near misses are the words themselves, a name with no person's cue, and a
surname of the lists used as a firm's name."""

from __future__ import annotations

import pytest

from models.prefilter.data.given_names_en import english_given_names
from models.prefilter.pii.names import is_first_name, plain_given_names, word_given_names
from tests.prefilter_support import PF

DEFAULT = ("high", "medium")


def names(text: str) -> list[str]:
    return [f.text for f in PF.find(text, protect=["name"]) if f.validity in DEFAULT]


@pytest.mark.parametrize("text,name", [
    ("Ask Leeland whether he can drive us.", "Leeland"),
    ("Dear Maisie, happy birthday.", "Maisie"),
])
def test_given_names_of_the_table_are_found_where_a_person_is_signalled(text, name):
    assert name in names(text)


@pytest.mark.parametrize("text", [
    "Honor your parents.",
    "Adore the view from here.",
    "Rich people live there.",
    "The Abbot blessed the bells.",
    "Sunny days are back.",
    # a French surname of the lists that only the table gives as a first name: here a firm (prefilter_same)
    "She's a nurse at Maury and loves it.",
    "Maisie runs the bake sale.",  # no cue of a person: the table alone does not make a name
])
def test_words_and_surnames_of_the_table_stay_unflagged(text):
    assert names(text) == []


@pytest.mark.parametrize("word,plain", [
    ("Maisie", True), ("Thurstan", True), ("Devina", True),
    # English words, or a surname that only the table makes a given name: gated, never plain
    ("Honor", False), ("Adore", False), ("Abbot", False), ("Rich", False), ("Sunny", False), ("Maury", False),
])
def test_plain_given_names_are_no_words(word, plain):
    assert (word.lower() in plain_given_names()) is plain
    assert not is_first_name(word) or word in ("Sunny",)  # the table never makes is_first_name say yes alone


def test_word_names_of_the_table_go_to_the_gated_list():
    assert {"honor", "adore", "abbot", "rich", "maisie"} <= word_given_names()
    assert not {"honor", "adore", "abbot", "rich", "maury"} & plain_given_names()


def test_the_table_is_read_whole():
    given = english_given_names()
    assert len(given) == 8422 and {"maisie", "honor", "dev"} <= given and not any(n.startswith("#") for n in given)
