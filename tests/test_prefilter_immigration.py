"""A country's immigration system by its own names (USCIS, the UK Home Office, IRCC, the EU): where the author
lives, and that they moved there; near misses that share the words; and the edit's article fitted to the stand-in
("on an H-1B" → "on a work visa")."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF

ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    ("I got my green card last year after 8 years on an H-1B.", ["green card", "H-1B"]),
    ("I just got my ILR after 5 years on a Tier 2 visa.", ["ILR", "Tier 2 visa"]),
    ("I'm an international student on an F-1 visa and my OPT starts in May.", ["F-1 visa", "OPT"]),
    ("I applied through Express Entry and my PR card came yesterday.", ["Express Entry", "PR card"]),
    ("I'm a DACA recipient.", ["DACA recipient"]),
    # near misses: the acronyms are capitals only, and the everyday words stay
    ("You can opt out any time.", []),
    ("The ilr column is empty.", []),
    ("I settled the status report yesterday.", []),
])
def test_immigration_status_says_where_you_live(text, expected):
    found = [f.text for f in PF.find(text) if f.detector == "implicit.immigration"]
    assert found == expected


@pytest.mark.parametrize("draft,expected", [
    ("I got my green card after 8 years on an H-1B.", "I got my residence permit after 8 years on a work visa."),
    ("I'm a DACA recipient.", "I'm an immigrant."),
    ("An H-1B holder like me has no options.", "A work visa holder like me has no options."),
])
def test_the_article_before_an_edit_fits_the_stand_in(draft, expected):
    assert ENGINE.anonymize(draft, Policy()).text == expected


def test_an_article_that_already_fits_is_not_part_of_the_edit():
    result = ENGINE.anonymize("I'm on a Tier 2 visa.", Policy())
    assert result.text == "I'm on a work visa."
    assert [s.original for s in result.suggestions] == ["Tier 2 visa"]


@pytest.mark.parametrize("draft,expected", [
    # an abbreviation's full stop that ends the sentence stays when the abbreviation is edited
    ("I live at 14 Elm St.", "I live at [address]."),
    ("I live at 14 Elm St. It is cold.", "I live at [address]. It is cold."),
    # it goes when the sentence goes on
    ("I live at 14 Elm St., Boston.", "I live at [address], a North American city."),
    # a deletion after the sentence's own end adds none ("haha." is taken out whole)
    ("Ya get me, partner? haha.", "Ya get me, partner?"),
    ("I love it haha.", "I love it."),
])
def test_the_sentence_keeps_its_full_stop(draft, expected):
    assert ENGINE.anonymize(draft, Policy()).text == expected


# special4: a status said of a person without the table's noun ("undocumented" as what someone is), and the steps of
# an asylum claim; near misses: "undocumented" of software and records, "asylum" the refuge or the hospital.
@pytest.mark.parametrize("text,expected", [
    ("I'm undocumented.", [("undocumented", "implicit.immigration:status")]),
    ("My parents were undocumented when I was born.", [("undocumented", "implicit.immigration:status")]),
    ("We're still undocumented, so we can't travel.", [("undocumented", "implicit.immigration:status")]),
    ("My stepdad was undocumented for years.", [("undocumented", "implicit.immigration:status")]),
    ("My asylum hearing is next month.", [("asylum hearing", "implicit.immigration")]),
    ("The asylum interview went fine.", [("asylum interview", "implicit.immigration")]),
    ("I'm an undocumented immigrant.", [("undocumented immigrant", "implicit.immigration")]),  # the table's, once
    # near misses
    ("The API is undocumented, so good luck.", []),
    ("That flag is an undocumented feature.", []),
    ("My code is undocumented.", []),
    ("The changes went undocumented for months.", []),
    ("It's undocumented in the manual.", []),
    ("The embassy granted him asylum.", []),
    ("The old asylum is a hotel now.", []),
])
def test_a_status_said_of_a_person(text, expected):
    found = [(f.text, f.detector) for f in PF.find(text) if f.detector.startswith("implicit.immigration")]
    assert found == expected


@pytest.mark.parametrize("draft,expected", [
    ("I'm undocumented, so I can't fly home.", "I'm from abroad, so I can't fly home."),
    ("My parents were undocumented when I was born.", "My parents were from abroad when I was born."),
    ("My asylum hearing got pushed back again.", "My immigration hearing got pushed back again."),
    ("The API is undocumented.", "The API is undocumented."),
])
def test_a_status_edit_reads_naturally(draft, expected):
    assert ENGINE.anonymize(draft, Policy()).text == expected
