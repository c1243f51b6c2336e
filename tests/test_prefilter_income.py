"""Income: salaries in income context, brackets, "six figures"; prices are not income."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("I make $85k a year", [("$85k a year", "high")]),
    ("earning 250 thousand swiss francs", [("250 thousand swiss francs", "high")]),
    ("I earn 3,000 euros a month", [("3,000 euros a month", "high")]),
    ("I make six figures", [("six figures", "high")]),
    ("having high income doesn't mean", [("high income", "medium")]),
    ("Gotta fit the ole middle-income bracket", [("middle-income bracket", "medium")]),
    ("clippers for around 100 CHF from the shop", []),
    ("earning well. clippers for around 100 CHF", [("earning well", "medium")]),
    ("earning a decent 100 grand here", [("a decent 100 grand", "high")]),
    ("I paid 1200 dollars for 2 tickets", []),
    ("rent is 900 euros a month", []),  # a price by the month: no income
    ("the subscription costs $15 a month", []),
    ("I earn 900 euros a month after rent", [("900 euros a month", "high")]),  # an income word wins
]


@pytest.mark.parametrize("text,expected", CASES)
def test_income(text, expected):
    found = PF.find(text, protect=["income_level"])
    assert [(f.text, f.validity) for f in found] == expected
