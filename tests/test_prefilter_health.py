"""Health: curated conditions and medications; everyday words need a first-person cue."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("I have diabetes and take metformin", [("diabetes", "high"), ("metformin", "high")]),
    ("Diagnosed with ADHD last year", [("ADHD", "high")]),
    ("my ADHD meds ran out", [("my ADHD", "high")]),
    ("I'm diabetic", [("diabetic", "high")]),
    ("the anxiety of exams is normal", []),
    ("I have social anxiety", [("social anxiety", "high")]),
    ("asthma rates are rising", [("asthma", "medium")]),
    ("Add some salt", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_health(text, expected):
    found = PF.find(text, protect=["health"])
    assert [(f.text, f.validity) for f in found] == expected
