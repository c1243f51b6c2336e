"""Issue 11 (regions1): first-level regions of every country (ISO 3166-2 via pycountry) are places, as US states
and Canadian provinces were; names that are English words or first names need a locative cue, and a region's
name never takes a city's or a country's key ("Lagos" is the city, "Lagos State" the state)."""

import pytest

from tests.prefilter_support import texts

PLACES = ("city_country", "birth_city_country")

# The sentences are built from the grammar the detector reads (a home, birth or locative cue before the name);
# the names are pycountry's, in its local spelling or its English catalog's ("Bavaria").
FOUND = [
    ("My grandfather emigrated from Kerala in 1971", ["Kerala"]),
    ("we moved to Queensland last year", ["Queensland"]),
    ("I grew up in Punjab", ["Punjab"]),
    ("she's from Gauteng originally", ["Gauteng"]),
    ("my parents still live in Lagos State", ["Lagos State"]),
    ("back home in Bavaria we had a farm", ["Bavaria"]),
    ("back home in Bayern we had a farm", ["Bayern"]),
    ("the family farm is in Sindh", ["Sindh"]),
    ("We spent a year in Andalucía", ["Andalucía"]),
    ("I was born in Karnataka", ["Karnataka"]),
    ("she lives in Guangdong now", ["Guangdong"]),
    ("my cousin moved to Lombardia", ["Lombardia"]),
    ("he was raised in Rivers State", ["Rivers State"]),
    ("I moved to Kochi, Kerala", ["Kochi, Kerala"]),  # a region qualifies a town as a state does
    ("I live in Plateau", ["Plateau"]),  # a word-like name after a locative, capitalized
    ("the whole family is in Imo now", ["Imo"]),
    ("we are from kerala", ["kerala"]),
]

# Near misses: the same words as English words, first names, an abbreviation, or a region's name that is a city's.
NOT_FOUND = [
    "the river delta flooded again",
    "Delta lost my bags twice",
    "we crossed three rivers on foot",
    "my progress hit a plateau this month",
    "IMO the second one is better",
    "imo it's fine",
    "Imo the second one is better",
    "Somali food is the best",
    "I live in the plateau",
    "the free state of mind",
    "Central heating is broken",
    "the Eastern side of the building",
    "Western movies are my favourite",
    "the North East corner of the room",
]


@pytest.mark.parametrize("text,expected", FOUND)
def test_region_found(text: str, expected: list[str]) -> None:
    assert texts(text, *PLACES, validities=("high", "medium")) == expected


@pytest.mark.parametrize("text", NOT_FOUND)
def test_region_near_miss(text: str) -> None:
    assert texts(text, *PLACES, validities=("high", "medium")) == []


def test_region_value_and_kind() -> None:
    from models.prefilter.data.gazetteer import gazetteer

    gaz = gazetteer()
    kerala = gaz.lookup("kerala")
    assert kerala is not None and (kerala.kind, kerala.country) == ("region", "IN")
    assert gaz.lookup("bavaria") == gaz.lookup("bayern")
    # a city or a country keeps its key
    lagos = gaz.lookup("lagos")
    assert lagos is not None and lagos.kind == "city"
    georgia = gaz.lookup("georgia")
    assert georgia is not None and georgia.kind != "region"


@pytest.mark.parametrize("draft,expected", [
    ("My grandfather emigrated from Kerala in 1971.", "My grandfather emigrated from an Asian region back then."),
    ("We moved to Queensland last year.", "We moved to an Oceanian region last year."),
])
def test_region_reads_naturally(draft: str, expected: str) -> None:
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
