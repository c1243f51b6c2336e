"""A town after a made thing and "in" is where the thing stands, though spaCy's small model calls the town a person
(cues/places.py _located_in): "a shop in Bolton", "the Tesco in Bolton". Near misses: trust or feeling "in" someone."""

import pytest

from models.prefilter import Prefilter

PF = Prefilter()


def categories(text: str, word: str) -> list[str]:
    return [f.category for f in PF.find(text) if f.text == word]


@pytest.mark.parametrize("text,word,expected", [
    ("I work at a shop in Bolton", "Bolton", ["city_country"]),
    ("My best friend Jess, who works at the Tesco in Bolton, just got engaged.", "Bolton", ["city_country"]),
    ("we bought a flat in Kent", "Kent", ["city_country"]),
    # near misses: faith and belief "in" someone leave spaCy's reading
    ("I have faith in Bolton", "Bolton", ["name"]),
    ("I believe in Bolton", "Bolton", ["name"]),
    # where someone is based, said after the town
    ("forklift licence, Neath based.", "Neath", ["city_country"]),
])
def test_a_town_where_a_thing_stands(text: str, word: str, expected: list[str]) -> None:
    assert categories(text, word) == expected
