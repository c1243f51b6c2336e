"""Number plates (everyday2): after their word in any country's groups, India's without it (state codes from
pycountry); near misses: a word or a number after "reg", an Indian-looking code with no state of India."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("2017 Ford Fiesta, reg LB17 XKD, 62k miles", ["LB17 XKD"]),
    ("Claim for my Hilux, registration CA 456-789, thanks", ["CA 456-789"]),
    ("Nigerian plate number LSR 452 KJ", ["LSR 452 KJ"]),
    ("rego: 1ABC234", ["1ABC234"]),
    ("licence plate is 7XYZ123.", ["7XYZ123"]),
    ("Selling my Swift VXI 2018, MH 12 DE 4471, single owner", ["MH 12 DE 4471"]),
    ("KA05MN2234 for sale", ["KA05MN2234"]),
    ("reg was fine, the plate looked new", []),  # words only
    ("registration 2024 opens in May", []),  # a number only
    ("Course registration ABCDEFGH is closed", []),  # letters only
    ("code ZZ 12 AB 3456 printed on the box", []),  # ZZ is no state of India
    ("a plate of food", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_number_plates(text, expected):
    assert [f.text for f in PF.find(text) if f.detector.startswith("vehicle_registration.")] == expected


def test_a_plate_becomes_a_number_plate_label():
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize("reg LB17 XKD, call me", Policy()).text.startswith("reg [number plate]")
