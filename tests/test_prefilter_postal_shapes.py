"""postal_codes.code_at tries at a position without country letters only the shapes whose first-character class
holds the character there (`_shapes_opening`, made once per character; issue 11, speed7): the same code as trying
every shape, at every position of codes of many countries and their near misses."""

import pytest

from models.prefilter.data import postal_codes


def every_shape(text: str, pos: int) -> str | None:
    """code_at as it was: each compiled shape, gated by its class at the position."""
    if pos > 0 and (text[pos - 1].isalnum() or text[pos - 1] == "-"):
        return None
    prefix, gated = postal_codes._gated()
    lettered = prefix.match(text, pos) is not None
    best = ""
    for regex, start in gated:
        if not lettered and start is not None and start.match(text, pos) is None:
            continue
        m = regex.match(text, pos)
        if m and len(m.group()) > len(best):
            best = m.group()
    return best if len(best.replace(" ", "")) >= 4 and any(c.isdigit() for c in best) else None


@pytest.mark.parametrize("text", [
    "ZIP 90210-1234", "postcode SW1A 1AA", "CEP 01310-100", "FI-00100 Helsinki", "HU-1051 Budapest", "AZ 1000",
    "CH-8001 Zürich", "K1A 0B1", "GX11 1AA", "AD500", "LV-1050", "MC 98000", "BB11000", "9490 Vaduz",
    # near misses: a year, too short, glued to a word, a decimal, superscripts and other digits
    "in 2019", "code 123", "abc1234", "1234.5", "x² ٣٣٣٣٣", "", "ZIP",
])
def test_the_same_code_at_every_position(text):
    for pos in range(len(text) + 1):
        assert postal_codes.code_at(text, pos) == every_shape(text, pos), (text, pos)


def test_real_codes_are_found():
    assert postal_codes.code_at("ZIP 90210-1234", 4) == "90210-1234"
    assert postal_codes.code_at("postcode SW1A 1AA", 9) == "SW1A 1AA"
    assert postal_codes.code_at("in 2019", 3) == "2019"  # a shape: address.py decides a year is none
    assert postal_codes.code_at("code 123", 5) is None
