"""The author's age as one item of what they list of themselves (cues/age.py _SELF_LISTED): "I'm Muslim, 27,
originally from Lahore". A table with near misses (pages, gates, counts, prices), and the sentence after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.age import AgeRecognizer

REC = AgeRecognizer()


def listed(text: str) -> list[tuple[str, str]]:
    return [(f.text, f.subject) for f in REC.find(Context(text)) if f.detector == "age.self_list"]


CASES = [
    ("I'm Muslim, 27, originally from Lahore.", [("27", "author")]),
    ("I'm a night-shift nurse at St. Luke's in Boise, 52, divorced.", [("52", "author")]),
    ("I'm single, 34 and tired of apps.", [("34", "author")]),
    ("Im a dad of two, 41.", [("41", "author")]),
    ("I am retired, 67, and bored", [("67", "author")]),
    # near misses: numbers in a row, a count or a price after the number, an item with a digit, a child's age
    ("I'm on page 40, 41, 42", []),
    ("I'm so done, 20, 30 times I asked", []),
    ("I'm at gate 12, 27 minutes late", []),
    ("I'm buying the blue one, 45 quid", []),
    ("I'm in Year 10, 15, and bored", []),
    ("I'm Priya, 26 and 27 are my lucky numbers", []),  # a number after "and": numbers, no age
    ("I'm a mum of one, 8, and she's lovely", []),
    ("She's Muslim, 27, from Lahore.", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_self_listed_age(text: str, expected: list[tuple[str, str]]) -> None:
    assert listed(text) == expected


def test_the_age_is_generalized_in_the_sentence() -> None:
    out = Engine.load(use_llm=False).anonymize("I'm single, 34 and tired of dating apps.", Policy()).text
    assert "34" not in out and out.startswith("I'm single, in my thirties and tired")


@pytest.mark.parametrize("draft,expected", [
    # a pronoun's age right after someone close is named (cues/age.py _PRONOUN_AGE), in the pronoun's own words
    ("Update on my mom: she's 68, at the hospital.", "Update on my mom: she's in her sixties, at the hospital."),
    ("My son? He's 15.", "My son? He's in his teens."),
    # near misses: no one close before, pages, around the clock
    ("She's 68 and I have no idea who she is.", "She's 68 and I have no idea who she is."),
    ("my mom is reading; she's 68 pages in", "my mom is reading; she's 68 pages in"),
    ("My husband works nights. He's 24/7 on call.", "My partner works nights. He's 24/7 on call."),
])
def test_a_pronouns_age_after_someone_close(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # a birth year abbreviated as biographies and family trees write it (cues/age.py _BORN_ABBREVIATED)
    ("my grandad (b. 1950) still drives", "my grandad (born in the 50s) still drives"),
    # (a possessive given name is a person's since everyday9: "A.'s")
    ("Ada's sister, b. 1948, lives nearby.", "A.'s sister, born in the 40s, lives nearby."),
    ("Plan B. 1950 rules", "Plan B. 1950 rules"),  # a capital B after a word: no birth
])
def test_an_abbreviated_birth_year(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
