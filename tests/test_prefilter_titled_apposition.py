"""Someone of the author's named with a title between ("our pastor, Rev. Dwayne Hollis"): the author's own person,
not a full name left to the fame data (pii/person.py _POSSESSIVE_NOUN)."""

import pytest

from tests.prefilter_support import texts


@pytest.mark.parametrize("text,expected", [
    ("Our pastor, Rev. Dwayne Hollis, came by", ["Dwayne Hollis"]),
    ("our pastor Rev. Dwayne Hollis came by", ["Dwayne Hollis"]),
    ("my doctor, Dr. Imelda Varga, retired", ["Imelda Varga"]),
    # a public figure with the same title and no one of the author's before
    ("I watched Rev. Al Sharpton speak", []),
])
def test_a_title_between_the_authors_person_noun_and_the_name(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=("high", "medium")) == expected
