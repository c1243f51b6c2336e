"""A name that its sentence uses as a word (models/prefilter/pii/word_names.py; issue 11, namefp): no person, no
place; near misses where the same word is a person's name stay caught."""

from __future__ import annotations

import pytest

from models.prefilter.pii.word_names import names_a_thing, used_as_word
from tests.prefilter_support import PF


def names(text: str) -> list[str]:
    return [f.text for f in PF.find(text) if f.category == "name"]


def places(text: str) -> list[tuple[str, str]]:
    return [(f.text, f.detector) for f in PF.find(text) if f.category == "city_country"]


@pytest.mark.parametrize("text,word", [
    # a word of one of WordNet's compound nouns
    ("one step involved an allen wrench in uncomfortable positions", "allen"),
    ("some of us are more born to handle spreadsheets than Allen wrenches :P", "Allen"),
    ("Had similar hail Mary moments during school events", "Mary"),
    ("throwing dishes at neighbors' doors for New Year's Eve—it's all good fun", "Eve"),
    ("More like unraveling Gordian knots every month", "Gordian"),
    ("Ancient Roman law incoming", "Roman"),
    # a modifier of the noun after it (an adjective, a kind of people, an acronym; the noun no verb)
    ("Times change; simple delights outvalue ancient Roman riches", "Roman"),
    ("Found discussing Roman roads' engineering genius during road trips", "Roman"),
    ("Transformation's just modernity's version of Roman conquests", "Roman"),
    ("Ice swimming post-sauna - invigorating Finn tradition; surprises every time", "Finn"),
    ("Board games became our thing - competitive UNO nights are epic", "UNO"),
    ("Urban desert beginnings definitely add an exotic backdrop to life narratives", "Urban"),
    # after a verb of two objects, before people or a group: the word qualifies them
    ("They gave Roman legions orders to march north", "Roman"),
    ("The jarl sent Viking warriors north", "Viking"),
    # a lower-case word after an ellipsis is no form's field
    ("understand where you're coming from... big cities getting attention definitely changes things up", "big"),
    ("this haunted railroad track myth where i'm from...crazy how many folks swear by it", "crazy"),
])
def test_word_is_no_name(text: str, word: str) -> None:
    assert word not in names(text)


@pytest.mark.parametrize("text,name", [
    ("Eve and I went out for dinner.", "Eve"),
    ("Eve called yesterday about the flat.", "Eve"),
    ("Roman Kowalski called me about the job.", "Roman Kowalski"),
    ("My friend Roman said hi to everyone.", "Roman"),
    ("Finn walks home with me after school.", "Finn"),  # "walks" is a verb too
    ("I gave Rose flowers for her birthday.", "Rose"),  # "flowers" too
    # a first name after a verb of two objects, before the thing given: the person it is given to
    ("I gave Frank directions to the station.", "Frank"),
    ("She showed Grace photos of the lake.", "Grace"),
    ("I told Frank stories all night.", "Frank"),
    ("We offered Rose coffee and cake.", "Rose"),
    ("I promised Eve dinner on Friday.", "Eve"),
    ("I had coffee with Daniel yesterday and we talked for hours.", "Daniel"),  # "yesterday" is an adverb too
    ("My buddy Allen wrenched his back moving the couch.", "Allen"),
    ("Mary and I met at school.", "Mary"),
    ("Name: rose grey", "rose"),  # a colon's field: a lower-case handle is a name
    ("Tenant ........ Dawn Price", "Dawn Price"),
])
def test_name_stays_a_name(text: str, name: str) -> None:
    assert name in names(text)


def test_used_as_word_reads_only_lone_words() -> None:
    text = "Roman Kowalski roads"
    assert not used_as_word(text, 0, len("Roman Kowalski"))
    assert used_as_word("ancient Roman riches", 8, 13)


@pytest.mark.parametrize("text,word,thing", [
    ("no matter if it's a Monet or a Banksy", "Banksy", True),
    ("with the cost of Lindt chocolates these days", "Lindt", True),
    ("we drove to Horotere yesterday", "Horotere", False),
    ("Horotere residents are friendly", "Horotere", False),  # people, not things
    ("Horotere is lovely in spring", "Horotere", False),
])
def test_names_a_thing(text: str, word: str, thing: bool) -> None:
    start = text.index(word)
    assert names_a_thing(text, start, start + len(word)) is thing


def test_brand_is_no_place_entity() -> None:
    assert ("Lindt", "location_field.entity") not in places(
        "I mean, with the cost of Lindt chocolates these days, gotta save where you can, right")


def test_function_word_is_no_noun() -> None:
    # WordNet has "at" as a Laotian coin: "Said at the stall" is a person at a place (the eleventh PII family)
    assert "Said" in names("Call +260 211 989862. Ask for Said at the honey stall.")
