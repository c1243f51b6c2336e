"""Racial or ethnic origin: the no-model engine's edit keeps the sentence natural and true, one census level wider
where there is one."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.generalize_table import generalize_text
from models.policy import Policy

ENGINE = Engine.load(use_llm=False)
ORIGIN_ONLY = Policy(protect=["ethnicity"])


@pytest.mark.parametrize("draft,expected", [
    ("As a Black woman, I get this a lot.", "As a woman, I get this a lot."),
    # session 22: two origins joined in one predicate go as one; Puerto Rican is a people (US Census 2020)
    ("I'm Black and Puerto Rican.", "I'm who I am."),
    ("I'm white and Irish, and I live in Boston.", "I'm who I am, and I live in Boston."),
    ("I'm white and proud of my town.", "I'm who I am and proud of my town."),
    ("I'm half Korean.", "I'm half Asian."),
    ("My Punjabi parents wanted me to study medicine.", "My parents wanted me to study medicine."),
    ("We're Roma.", "We're who we are."),
    ("I'm mixed-race.", "I'm who I am."),
    ("As a Latina in tech, I notice it.", "As a woman in tech, I notice it."),
    ("I'm Korean-American.", "I'm Asian-American."),
    ("As an Asian guy I get this.", "As a guy I get this."),
    ("I'm Mexican American.", "I'm Latin American."),
    ("I'm Kurdish.", "I'm Middle Eastern."),
    ("I'm of Irish descent.", "I'm of European descent."),
    ("I'm half Black.", "I'm of mixed heritage."),
    ("I'm British Indian.", "I'm British Asian."),
    ("I'm half Filipino, half Irish.", "I'm half Asian, half European."),
    # a nationality and look-alikes stay as they are
    ("I'm Irish.", "I'm Irish."),
    ("I bought white wine on Black Friday.", "I bought white wine on Black Friday."),
    ("It was a white lie.", "It was a white lie."),
])
def test_origin_edits_read_naturally(draft: str, expected: str) -> None:
    assert ENGINE.anonymize(draft, ORIGIN_ONLY).text == expected


def test_the_default_policy_moves_the_place_to_the_origin() -> None:
    # Every category protected: "half Korean" is edited once, as an origin (the place finding no longer edits "Korean").
    assert ENGINE.anonymize("I'm half Korean.", Policy()).text == "I'm half Asian."


@pytest.mark.parametrize("text,value,detector,expected", [
    ("a Latino", "latino", "ethnicity.noun", "a man"),
    ("An Asian", "asian|guy", "ethnicity.attributive_article", "a"),
    ("Black ", "black", "ethnicity.attributive", ""),
    ("white", "white|she", "ethnicity.adjective", "who she is"),
    ("a quarter Cherokee", "cherokee", "ethnicity.origin", "a quarter Native American"),
    ("of Yoruba heritage", "yoruba", "ethnicity.descent", "of West African heritage"),
])
def test_table(text: str, value: str | None, detector: str, expected: str) -> None:
    assert generalize_text("ethnicity", text, value, detector) == expected


@pytest.mark.parametrize("draft,expected", [
    ("I'm Puerto Rican.", "I'm Latin American."),  # not a name cut to "P." (the entity model's guess)
    ("My mom is Puerto Rican.", "My mom is Latin American."),
])
def test_a_people_said_whole_is_an_origin_under_the_default_policy(draft: str, expected: str) -> None:
    assert ENGINE.anonymize(draft, Policy()).text == expected


def test_a_name_said_as_one_stays_a_name_though_it_is_a_peoples_word() -> None:
    found = ENGINE.anonymize("My name is Tamil.", Policy()).text
    assert found != "My name is Tamil." and "Tamil" not in found
