"""may_hold's digit rule: a regex every match of which consumes a digit is skipped on a draft without a decimal
digit (\\d), and on no other; whenever may_hold says no, the regex indeed finds nothing."""

from __future__ import annotations

import re

import pytest

from models.prefilter.context import Context
from models.prefilter.recognizer import may_hold, needs_digit

ROWS = [
    # (regex, draft, may_hold)
    (r"\bto \d{4,6}\b", "sent it to 8001 yesterday", True),
    (r"\bto \d{4,6}\b", "sent it to you yesterday", False),  # no digit: skipped
    (r"\bto \d{4,6}\b", "sent it to ٨٠٠١", True),  # Arabic-Indic digits are \d
    (r"\bto \d{4,6}\b", "sent it to x², y³", False),  # superscripts are digits but not \d: the regex cannot match
    (r"(?i)post[0-9]", "POST9", True),
    (r"(?i)post[0-9]", "post nine", False),
    (r"(?:\d+|none) left", "none left", True),  # near miss: a branch without a digit, so no digit rule
    (r"\d?foo", "foo", True),  # near miss: the digit is optional
    # A positive look-around matches text of the draft: no digit in the draft, no match (speed13)
    (r"(?=\d)\w+", "abc", False),
    (r"(?=(?:[A-Za-z-]*\d){5})[A-Za-z0-9-]{6,}", "ABCDEFGH", False),  # code.py's letters-and-digits codes
    (r"(?=(?:[A-Za-z-]*\d){5})[A-Za-z0-9-]{6,}", "AB12345", True),
    (r"(?<=\d)x", "ax", False),
    (r"(?!\d)\w+", "abc", True),  # near miss: a negative look-ahead needs no digit
    (r"(?:(?=\d)|y)\w+", "abc", True),  # near miss: a branch without the look-ahead
    (r"\w+(?=\d)?", "abc", True),  # near miss: an optional look-ahead needs nothing
]


@pytest.mark.parametrize(("pattern", "text", "expected"), ROWS)
def test_digit_rule(pattern: str, text: str, expected: bool) -> None:
    regex = re.compile(pattern)
    ctx = Context(text)
    assert may_hold(ctx, regex) is expected
    assert ctx.has_decimal is (re.search(r"\d", text) is not None)
    if not expected:
        assert needs_digit(regex) and regex.search(text) is None
