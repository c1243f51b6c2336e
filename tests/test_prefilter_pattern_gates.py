"""PatternRecognizer's gates (a digit; one string of each set that every match holds: literal needles and
required_strings) never skip a draft that the pattern matches, and do skip the drafts that hold none of a set."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.recognizer import PatternRecognizer, _holds_one_of_each, _string_sets
from models.prefilter.registry import default_recognizers

DRAFTS = [
    "mail me at anna.berg@example.ch or see https://example.org/a/b?c=1",
    "pay via upi: anna@okaxis, or my handle @anna_b on twitter",
    "the IPv6 is 2001:db8::ff00:42:8329 and the mac 00:1A:2B:3C:4D:5E",
    "my plate is KA 01 AB 1234, reg no. WX12 ABC",
    "P.O. Box 1234, Springfield; 221B Baker Street, London NW1 6XE",
    "instagram: @anna.b, twitch.tv/annab, reddit u/anna_b",
    # near misses: look alike, hold no set's string
    "anna at example dot ch",
    "a path without a scheme: example / a / b",
    "my handle is anna",
    "",
]

PATTERNS = [(type(r).__name__, p) for r in default_recognizers() if isinstance(r, PatternRecognizer)
            for p in r.PATTERNS]


@pytest.mark.parametrize("text", DRAFTS)
def test_a_matching_pattern_is_never_skipped(text: str) -> None:
    ctx = Context(text)
    for owner, pattern in PATTERNS:
        if pattern.regex.search(text) is not None:
            assert _holds_one_of_each(ctx, _string_sets(pattern.regex)), (owner, pattern.name)


def test_sets_skip_drafts_without_their_strings() -> None:
    email = next(p for owner, p in PATTERNS if owner == "EmailRecognizer")
    sets = _string_sets(email.regex)
    assert sets  # an address holds "@" at least
    assert _holds_one_of_each(Context("write to a@b.ch"), sets)
    assert not _holds_one_of_each(Context("anna at example dot ch"), sets)
