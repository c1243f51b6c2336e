"""UPI ids: an app's handle alone, any handle beside a word of payment, and the near misses that share the shape."""

import pytest

from tests.prefilter_support import PF, texts

CASES = [
    # (text, expected financial spans)
    ("My UPI is priya.n@okaxis, send it there.", ["priya.n@okaxis"]),
    ("GPay me at 9876543210@ybl please.", ["9876543210@ybl"]),  # the whole id, not a phone number in it
    ("Pay rahul.sharma@oksbi for the tickets.", ["rahul.sharma@oksbi"]),  # an app's handle needs no word
    ("Send it to my UPI: ravi-k@kotak811 thanks", ["ravi-k@kotak811"]),  # any handle beside "UPI"
    ("PhonePe id is meera_22@axl", ["meera_22@axl"]),
    ("ping me at dev@work later", []),  # an unknown handle and no word of payment
    ("meet me @home tonight", []),
    ("Email me at priya@gmail.com", []),  # an email (its domain has a dot), not an id
    ("I paid 500 to shop@okaxis.com", []),
    ("Our UPI team meets at noon", []),  # the word without an id
]


@pytest.mark.parametrize("text,expected", CASES)
def test_upi_ids(text, expected):
    assert texts(text, "financial") == expected


def test_upi_id_is_high_and_says_why():
    found = [f for f in PF.find("My UPI is priya.n@okaxis", protect=["financial"]) if f.category == "financial"]
    assert [(f.text, f.validity, f.detector) for f in found] == [("priya.n@okaxis", "high", "upi.app_handle")]
    assert "UPI" in found[0].reason


def test_upi_id_becomes_a_label_through_the_engine():
    from models.engine import Engine
    from models.policy import Policy

    draft = "GPay me at 9876543210@ybl or priya.n@okaxis."
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == "GPay me at [UPI ID] or [UPI ID]."
