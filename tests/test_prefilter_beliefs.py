"""Religion, political views, sexual orientation (cues/beliefs.py): what a person is said to be, never the word alone."""

from __future__ import annotations

import pytest

from models.categories import BELIEFS, CATEGORIES, LABELS
from models.policy import Policy
from tests.prefilter_support import PF

BELIEF_CATEGORIES = list(BELIEFS)

# (draft, [(span, category, validity, subject)])
CASES = [
    # the author's own statement: high
    ("As a practising Muslim I don't drink.", [("a practising Muslim", "religion", "high", "author")]),
    ("I'm Muslim.", [("Muslim", "religion", "high", "author")]),
    ("I'm a Catholic.", [("a Catholic", "religion", "high", "author")]),
    ("I'm an atheist, for the record.", [("an atheist", "religion", "high", "author")]),
    ("I was raised Catholic.", [("raised Catholic", "religion", "high", "author")]),
    ("We're Quakers.", [("Quakers", "religion", "high", "author")]),
    ("Being a Sikh, I keep my hair long.", [("a Sikh", "religion", "high", "author")]),
    ("I'm Jewish and so is my wife.", [("Jewish", "religion", "high", "author")]),
    ("She's a Catholic girl.", [("Catholic", "religion", "medium", "other")]),
    ("I'm an ex-Mormon.", [("an ex-Mormon", "religion", "high", "author")]),
    ("My parents are staunch Tories.", [("staunch Tories", "politics", "medium", "other")]),
    ("I'm fairly centrist these days.", [("I'm fairly centrist", "politics", "high", "author")]),
    ("I voted Lib Dem once.", [("voted Lib Dem", "politics", "high", "author")]),
    ("I came out at 16.", [("came out", "sexuality", "medium", "author")]),
    ("As a queer person I get it.", [("queer person", "sexuality", "high", "author")]),
    ("I'm a lifelong Labour voter.", [("Labour voter", "politics", "high", "author")]),
    ("I voted for the Greens last time.", [("voted for the Greens", "politics", "high", "author")]),
    ("We always vote Democrat.", [("vote Democrat", "politics", "high", "author")]),
    ("I'm a registered Democrat.", [("a registered Democrat", "politics", "high", "author")]),
    ("I'm a member of the Labour Party.", [("the Labour Party", "politics", "high", "author")]),
    ("I'm pretty liberal.", [("I'm pretty liberal", "politics", "high", "author")]),
    ("As a libertarian, I hate this tax.", [("a libertarian", "politics", "high", "author")]),
    ("My girlfriend and I (I'm bi) went out.", [("I'm bi", "sexuality", "high", "author")]),
    ("I'm gay.", [("I'm gay", "sexuality", "high", "author")]),
    ("As a gay man, I find this funny.", [("gay man", "sexuality", "high", "author")]),
    ("I'm a lesbian and my wife is Brazilian.", [("a lesbian", "sexuality", "high", "author")]),
    # said of someone the author mentions: medium, subject other
    ("My sister is a Mormon.", [("a Mormon", "religion", "medium", "other")]),
    ("He's gay.", [("He's gay", "sexuality", "medium", "other")]),
    ("My grandad was a Tory through and through.", [("a Tory", "politics", "medium", "other")]),
    ("My brother is gay and just got engaged.", [("is gay", "sexuality", "medium", "other")]),
    # community, clergy, rites and holy days of the author: medium
    ("Our mosque runs a food bank.", [("mosque", "religion", "medium", "author")]),
    ("My church group meets on Tuesdays.", [("church group", "religion", "medium", "author")]),
    ("Our pastor said it was fine.", [("pastor", "religion", "medium", "author")]),
    ("After my bar mitzvah we moved.", [("bar mitzvah", "religion", "medium", "author")]),
    ("After Friday prayers we all go for lunch.", [("Friday prayers", "religion", "medium", "author")]),
    ("We go to church every Sunday.", [("church", "religion", "medium", "author")]),
    ("I'm giving up chocolate for Lent.", [("Lent", "religion", "medium", "author")]),
    ("I came out to my parents last year.", [("came out to my parents", "sexuality", "medium", "author")]),
    ("My best friend came out to his parents.", [("came out to his parents", "sexuality", "medium", "other")]),
]

# Near misses: the vocabulary, said of no one (or of a thing).
NEAR_MISSES = [
    "The Catholic church on Main St is pretty.",
    "Republicans in Congress blocked it.",
    "We went to a gay bar downtown.",
    "Christmas shopping is hell.",
    "The Democratic process is slow.",
    "That's a conservative estimate.",
    "Add a liberal amount of salt.",
    "I'm straight up tired.",
    "I'm straight out of ideas.",
    "I'm pan-frying the salmon.",
    "She's an ace at chess.",
    "I'm conservative with money.",
    "I'm conservative about spending this month.",
    "I came out of the store.",
    "The results came out on Monday.",
    "I sent my confirmation email.",
    "Mass transit here is terrible.",
    "My temple hurts.",
    "I go to a Catholic school.",
    "Labour costs went up again.",
    "The Greens on the golf course were perfect.",
    "The minister of finance resigned.",
    "I read a book on Buddhist philosophy.",
    "The shops close early during Ramadan.",
    "I'm not a Republican.",  # a denial: not taken as a statement (a choice: see bench/results/beliefs)
    "Deductions are like trying to find Pierogi during Lent in Warsaw.",
    "I'm as gay as a clown at a party.",
    "I'm religious about flossing.",
    "I'm pretty orthodox in my coding style.",
    "I'm a conservative driver.",
    "We're not religious.",
    "I'm pan-frying the fish.",
    "She came out of retirement.",
    "I'm out of milk.",
]


@pytest.mark.parametrize("text,expected", CASES)
def test_beliefs(text: str, expected: list[tuple[str, str, str, str]]) -> None:
    found = PF.find(text, protect=BELIEF_CATEGORIES)
    for f in found:
        assert text[f.start : f.end] == f.text
    assert [(f.text, f.category, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_are_no_findings(text: str) -> None:
    assert PF.find(text, protect=BELIEF_CATEGORIES) == []


def test_categories_are_protected_by_default_with_labels() -> None:
    assert BELIEFS == ("religion", "politics", "sexuality")
    assert set(BELIEFS) <= set(CATEGORIES)
    assert set(BELIEFS) <= set(Policy().protect)
    assert [LABELS[c] for c in BELIEFS] == ["religion", "political views", "sexual orientation"]


def test_vocabularies_come_from_wordnet() -> None:
    from models.prefilter.data import beliefs

    adherents = beliefs.adherents()
    # WordNet's closure of "religious person" and "nonreligious person"; slurs and peoples taken out
    assert {"catholic", "muslim", "baptist", "quaker", "buddhist", "jew", "sikh"} <= set(adherents)
    assert adherents["atheist"] == "nonbeliever" and adherents["muslim"] == "believer"
    assert not {"moor", "dominican", "wasp", "kike", "infidel", "holy father"} & set(adherents)
    assert {"pastor", "priest", "rabbi", "vicar", "imam", "chaplain"} <= beliefs.clergy()
    assert not {"cardinal", "primate", "shepherd", "reader"} & beliefs.clergy()
    assert {"church", "mosque", "synagogue", "chapel", "cathedral"} <= beliefs.places_of_worship()
