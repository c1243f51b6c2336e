"""Bank codes beside an account: each shape with its own word, and the near misses that share the shape."""

import pytest

from tests.prefilter_support import PF, texts

CASES = [
    # (text, expected financial spans)
    ("My routing number is 021000021 and the account 12345678.", ["021000021"]),
    ("ABA 011000015 for wires", ["011000015"]),
    ("routing number 123456789 (fails the ABA checksum)", []),
    ("the parcel 021000021 was routed twice", []),  # "routed" is not "routing": no context word
    ("Sort code: 40-47-84, account 71234567.", ["40-47-84"]),
    ("sort code 404784", ["404784"]),
    ("sort code 40-47 84", []),  # mixed separators are no sort code
    ("We met on 12-05-24 and sorted the code later.", []),  # a date, and no "sort code"
    ("Our BSB is 062-000 and the account ends 4411.", ["062-000"]),
    ("Flight 062-000 boards at six.", []),
    ("Use IFSC HDFC0001234 for the transfer.", ["HDFC0001234"]),
    ("Use IFSC HDFC1001234 for the transfer.", []),  # the fifth character of an IFSC is a zero
    ("SWIFT code DEUTDEFF500 please.", ["DEUTDEFF500"]),
    ("BIC: NWBKGB2L", ["NWBKGB2L"]),
    ("I love Taylor Swift, ABSOLUTE classic.", []),  # a word in the BIC format, no SWIFT code meant
    ("ABSOLUTE legend", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_bank_codes(text, expected):
    assert texts(text, "financial") == expected


def test_bank_code_is_high_and_says_why():
    found = [f for f in PF.find("Sort code: 40-47-84", protect=["financial"]) if f.category == "financial"]
    assert [(f.text, f.validity, f.detector) for f in found] == [("40-47-84", "high", "bank_code.sort_code")]
    assert "bank" in found[0].reason


def test_routing_number_is_no_longer_a_phone():
    found = PF.find("My routing number is 021000021.")
    assert [(f.text, f.category) for f in found if f.text == "021000021"] == [("021000021", "financial")]


def test_bank_codes_become_a_bank_code_label_through_the_engine():
    from models.engine import Engine
    from models.policy import Policy

    draft = "Sort code: 40-47-84. My routing number is 021000021. Card 4111 1111 1111 1111."
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == (
        "Sort code: [bank code]. My routing number is [bank code]. Card [account number].")
