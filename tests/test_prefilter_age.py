"""Age (and the sex in "32F"-style tags): stated ages, birth years, decades; numbers that are not ages."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("I'm 34 and tired", [("34", "34")]),
    ("I am 34 years old", [("34 years old", "34")]),
    ("As a 50 year old analyst", [("50 year old", "50")]),
    ("As a 55-year-old manager", [("55-year-old", "55")]),
    ("being a 22yo student", [("22yo", "22")]),
    ("born in 1989 in a small town", [("1989", "1989")]),
    ("born in '89", [("'89", "1989")]),
    ("in my early thirties I moved", [("in my early thirties", "30-39")]),
    ("I just turned 40 last week", [("just turned 40", "40")]),
    ("I'm 5 minutes away, I'm 12, I'm 30 dollars short", []),
    # the sister's age is hers (subject "other", tests/test_prefilter_forum_posts.py); a child's stays
    ("my 5 year old son and my 30 year old sister", [("30 year old", "30")]),
    ("it took 30 years to build, 45 people came", []),
    ("I'm 34 years young", [("34 years young", "34")]),
    ("I'll be 50 next year", [("50", "50")]),
    ("at my age (62) it's hard", [("62", "62")]),
    ("my 40th birthday is next month", [("40th birthday", "40")]),
    # near misses: durations, times, someone else's birthday, an anniversary
    ("I'll be 5 minutes late, I'll be 20 minutes, I'll be there at 10", []),
    ("my son's 40th birthday and his 50th birthday party", []),
    ("our 25th anniversary", []),
]


SENTENCES = [
    ("My 40th birthday is next month.", "My birthday is next month."),
    ("I'll be 50 next year.", "I'll be in my fifties next year."),
    ("I'm 34 years young.", "I'm in my thirties."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("text,expected", CASES)
def test_age(text, expected):
    found = PF.find(text, protect=["age"])
    assert [(f.text, f.value) for f in found] == expected


def test_compact_tag_gives_age_and_sex():
    found = PF.find("I (32F) need advice", protect=["age", "sex"])
    assert [(f.text, f.category, f.value) for f in found] == [("32", "age", "32"), ("F", "sex", "female")]
    found = PF.find("Me [M25] and her", protect=["age", "sex"])
    assert [(f.text, f.category) for f in found] == [("M", "sex"), ("25", "age")]


def test_compact_tag_opening_a_sentence():
    found = PF.find("Still wince at the prices. 31M, single.", protect=["age", "sex"])
    assert [(f.text, f.category) for f in found if f.category in ("age", "sex")][:2] == [("31", "age"), ("M", "sex")]
    assert PF.find("Revenue hit 31M last year", protect=["age", "sex"]) == []


# everyday2: a profile that opens with its age, after its writer's name at most
PROFILE_CASES = [
    ("31, nurse from Iloilo, loves karaoke.", [("31", "31")]),
    ("Jess, 28, physio, into trail running.", [("28", "28")]),
    ("Marcus Bell, 34, teacher from Leeds.", [("34", "34")]),
    ("intro:\n45, retired and bored", [("45", "45")]),
    # near misses: a list of numbers, a count, a place's weather, a table's row, a number mid-sentence
    ("12, 15 and 20 are the sizes.", []),
    ("12, maybe 15 people came.", []),
    ("London, 28, rainy.", []),
    ("Apples, 12, green.", []),
    ("We were 31, counting the kids.", []),
    ("2019, what a year.", []),
]


@pytest.mark.parametrize("text,expected", PROFILE_CASES)
def test_a_profile_opening_with_its_age(text, expected):
    found = PF.find(text, protect=["age"])
    assert [(f.text, f.value) for f in found if f.category == "age"] == expected


def test_a_profile_age_becomes_its_decade():
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize("31, nurse, loves karaoke.", Policy()).text.startswith("30s, ")
