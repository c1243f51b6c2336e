"""Map coordinates pinpoint a place; decimal pairs that are measurements do not."""

import pytest

from tests.prefilter_support import PF


@pytest.mark.parametrize("text,expected", [
    ("I'm at 51.5074, -0.1278 right now, come find me.", ["51.5074, -0.1278"]),
    ("Our cabin is at 40°44′55″N 73°59′11″W.", ["40°44′55″N 73°59′11″W"]),
    ("Dropped pin: 48.8584, 2.2945", ["48.8584, 2.2945"]),
    ("The spot is 34.0522° N, 118.2437° W.", ["34.0522° N, 118.2437° W"]),
    # near misses: measurements, constants, versions, a region's two decimals
    ("Her scores were 12.345, 67.891 this term.", []),
    ("Pi is 3.14159, e is 2.71828.", []),
    ("Version 1.2.3, build 4.5.6.", []),
    ("We measured 1.234, 5.678 and 9.101 mm at the lab.", []),
    ("The town is at 51.5, -0.1 roughly.", []),
])
def test_coordinates(text, expected):
    assert [f.text for f in PF.find(text) if f.detector.startswith("coordinates.")] == expected
