"""The author's name under a letter's closing, when no name list knows it ("Kind regards,\nOlumide Bakare"), and a
name in words no list has that the words before call a person ("my colleague Siobhan Ní Bhriain"); near misses:
teams, families, places and words after a closing."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()
ENGINE = Engine.load(use_llm=False)


def _names(text: str) -> list[tuple[str, str]]:
    return [(text[f.start:f.end], f.subject) for f in PF.find(text) if f.category == "name"]


@pytest.mark.parametrize("text,expected", [
    ("Kind regards, Olumide Bakare", [("Olumide Bakare", "author")]),
    ("Thanks for your help.\nKind regards,\nOlumide Bakare", [("Olumide Bakare", "author")]),
    ("Cheers, Olumide Bakare | +44 7700 900412", [("Olumide Bakare", "author")]),
    ("Best wishes, Nkechi", [("Nkechi", "author")]),
    ("Yours sincerely, Siobhan Ní Bhriain", [("Siobhan Ní Bhriain", "author")]),
    ("My colleague Siobhan Ní Bhriain said so.", [("Siobhan Ní Bhriain", "other")]),
    # near misses
    ("Thanks, Marketing Team", []),
    ("Best, The Smiths", []),
    ("Cheers, London", []),
    ("Regards, Team Leader", []),
    ("thanks, see you later", []),
])
def test_sign_off_names(text, expected):
    assert _names(text) == expected


def test_sign_off_name_is_edited():
    out = ENGINE.anonymize("Hi all,\nthanks for the help.\nKind regards,\nOlumide Bakare", Policy()).text
    assert "Olumide" not in out and "Bakare" not in out


@pytest.mark.parametrize("text,expected", [
    ("We are looking to adopt through Bethany Christian Services.", [("Bethany Christian Services", "organization")]),
    ("The invoice came from Ladeck KG yesterday.", [("Ladeck KG", "organization")]),
    ("My friend Bethany called.", [("Bethany", "name")]),  # the same first name alone is still a person
])
def test_a_run_read_by_its_kind_is_an_organization(text, expected):
    assert [(text[f.start:f.end], f.category) for f in PF.find(text) if f.category in ("name", "organization")] == expected


@pytest.mark.parametrize("text,expected", [
    ("SELECT * FROM patients WHERE surname = 'Okonkwo';", ["Okonkwo"]),
    ('{"first_name": "Adaeze", "last_name": "Okonkwo"}', ["Adaeze", "Okonkwo"]),
    ("customer_name='Adaeze Okonkwo'", ["Adaeze Okonkwo"]),
    ('user = User(name="Adaeze Okonkwo", email="a@b.com")', ["Adaeze Okonkwo"]),
    ("firstName: 'Tunde'", ["Tunde"]),
    # near misses: a name key's value that is no person
    ('{"name": "Submit", "type": "button"}', []),
    ("name = 'Main'", []),
    ('{"name": "London"}', []),
])
def test_names_in_code(text, expected):
    assert [text[f.start:f.end] for f in PF.find(text) if f.category == "name"] == expected
