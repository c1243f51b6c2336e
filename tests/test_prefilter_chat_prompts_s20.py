"""Shapes from the lead's probes of prompts people paste into AI chats (session 20): businesses named by the kind
OpenStreetMap tags them with, a person "of" their firm, Spanish and Portuguese streets without a number, street
crossings, a badge's number. Each with near misses."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import texts

DEFAULT = ("high", "medium")


@pytest.mark.parametrize("text,expected", [
    ("her pediatrician at Riverside Pediatrics says it's normal.", ["Riverside Pediatrics"]),
    ("Go to Oakwood Dental on Fifth.", ["Oakwood Dental"]),
    ("I am staying at the Hilton Garden Inn tonight.", ["Hilton Garden Inn"]),
    ("Please call Keller Realty about the lease.", ["Keller Realty"]),
    # a person of the firm: the firm starts after "of", the person is person.py's
    ("my landlord, Gerald Hutchins of Hutchins Property Management, won't reply.", ["Hutchins Property Management"]),
    ("She works for the Department of Health Services.", ["Department of Health Services"]),
    # near misses: a specialty, a field of study, a lone kind
    ("She did a fellowship in Pediatric Dentistry.", []),
    ("The Inn was lovely.", []),
    ("We stayed at a cheap Motel outside town.", []),
])
def test_businesses_by_kind(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I am staying on Calle Mayor, room 412.", ["Calle Mayor"]),
    ("We met on Rua Augusta at night.", ["Rua Augusta"]),
    ("the flat on Calle de San Bernardo was tiny", ["Calle de San Bernardo"]),
    # crossings of streets
    ("our apartment on 5th and Pine has mold", ["5th and Pine"]),
    ("Meet me at Main and 3rd at noon.", ["Main and 3rd"]),
    ("The shop on the corner of Oak and Elm closed.", ["Oak and Elm"]),
    ("the intersection of Broadway and 42nd St was jammed", ["Broadway and 42nd St"]),
    # near misses: grades, places, a runner's name, a corner of a room, a street type as an English word
    ("I teach at 5th and 6th grade level.", []),
    ("I came in at 3rd and 4th place twice.", []),
    ("She finished at 2nd and Sam got 3rd.", []),
    ("Turn left at the corner of the room and the window.", []),
    ("We went via Zoom and paseo around.", []),
])
def test_streets_and_crossings(text: str, expected: list[str]) -> None:
    assert texts(text, "address", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm Tomasz Wójcik, badge 44718, night shift.", ["44718"]),
    ("My badge 1234 stopped working.", ["1234"]),
    ("He earned a merit badge 2019 at camp.", []),  # a year
    ("I earned 3 badges in 2019.", []),
])
def test_badge_numbers(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected


def test_the_sentences_read() -> None:
    engine = Engine.load(use_llm=False)
    out = engine.anonymize("Our apartment on 5th and Pine has mold.", Policy()).text
    assert out == "Our apartment on [address] has mold."
    out = engine.anonymize("Patient admitted for CHF exacerbation.", Policy()).text
    assert out == "Patient admitted for a health condition."
