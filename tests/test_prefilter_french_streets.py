"""French and other Romance street addresses with the street type capitalized, as many write it (pii/address.py
"rue", "rue_no_number"): "14 Rue des Lilas", "Rue du Bac". Near misses: English roads and titles."""

import pytest

from tests.prefilter_support import texts


@pytest.mark.parametrize("text,expected", [
    ("she lives at 14 Rue des Lilas, 69003 Lyon.", ["14 Rue des Lilas", "69003"]),
    ("Send it to 14 rue des Lilas", ["14 rue des Lilas"]),
    ("we met on Rue du Bac", ["Rue du Bac"]),
    ("at 5 Place Vendôme", ["5 Place Vendôme"]),
    # near misses: a road's number, a musical's title
    ("Take Route 9 to exit 4", []),
    ("12 Avenue Q is a musical", []),
])
def test_capitalized_street_types(text: str, expected: list[str]) -> None:
    assert texts(text, "address", validities=("high", "medium")) == expected
