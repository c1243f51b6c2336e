"""context.any_digit is `any(c.isdigit() for c in text)` (landmarks' numbered streets and address's postcodes ask it
of every draft; issue 11, speed7), for every code point of Unicode beside plain text."""

import sys

import pytest

from models.prefilter.context import any_digit


def test_every_code_point_as_str_isdigit_says():
    for i in range(sys.maxunicode + 1):
        text = "on Main Street " + chr(i)
        assert any_digit(text) == any(c.isdigit() for c in text), hex(i)


@pytest.mark.parametrize("text, digit", [
    ("42 Wallaby Way", True),
    ("flat ² of the block", True),      # a superscript: a digit to str.isdigit, not \d
    ("page ٣", True),                     # an Arabic-Indic digit
    ("Café on the corner", False),        # near misses: letters outside ASCII, no digit
    ("twenty-one Jump Street", False),
    ("½ a mile", False),                  # a vulgar fraction is numeric, not a digit
    ("", False),
    # speed10: only the runs outside ASCII are walked; a digit in a later run than the first counts
    ("it’s flat ² now", True),
    ("it’s “page ٣”", True),
    ("it’s ½ a mile, “café”", False),    # near miss: several runs outside ASCII, none a digit
])
def test_drafts(text, digit):
    assert any_digit(text) is digit
