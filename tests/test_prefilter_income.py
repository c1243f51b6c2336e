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
    ("I'm on a mid-level income", [("a mid-level income", "medium")]),
    ("my above-average salary helps", [("my above-average salary", "medium")]),
    ("an entry-level wage, sadly", [("an entry-level wage", "medium")]),
    # near misses: an average of others, a level that is no income
    ("the average income in my city is low", []),
    ("mid-level management is boring", []),
]


SENTENCES = [
    ("With my six-figure salary it's fine.", "With my good salary it's fine."),
    ("I earn a six-figure salary.", "I earn a good salary."),
    ("We're a low-income family.", "We're a family."),
    ("I'm on a mid-level income, so nothing fancy.", "I'm on an income, so nothing fancy."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("text,expected", CASES)
def test_income(text, expected):
    found = PF.find(text, protect=["income_level"])
    assert [(f.text, f.validity) for f in found] == expected
