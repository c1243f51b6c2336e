"""Currencies and prices (Babel's CLDR data), temperature scales, public holidays (the `holidays` package)
and British spelling (`breame`): tables with near misses, and the neutral words each becomes."""

import pytest

from models.generalize import generalize
from tests.prefilter_support import PF


def found(text, detector):
    return [(f.text, f.validity, generalize(f)) for f in PF.find(text) if f.detector == detector]


CURRENCY = [
    ("clippers for around 100 CHF", [("100 CHF", "medium", "100 in local currency")]),
    # before the thing it pays for, the amount alone (session 20): not "my 1,200 in local currency deposit"
    ("keeping my £1,200 deposit", [("£1,200", "medium", "1,200")]),
    ("a €90 fine", [("€90", "medium", "90")]),
    ("I paid £1,200 for it", [("£1,200", "medium", "1,200 in local currency")]),
    ("paid CHF 20 and €50", [("CHF 20", "medium", "20 in local currency"), ("€50", "medium", "50 in local currency")]),
    ("R500 for the lot, K200 for him", [("R500", "medium", "500 in local currency"), ("K200", "medium", "200 in local currency")]),
    ("it cost 2 lakh rupees", [("2 lakh rupees", "medium", "2 lakh in local currency")]),
    ("a few quid", [("a few quid", "medium", "some money")]),
    ("we pay in kwacha", [("kwacha", "medium", "local currency")]),
    ("it was $20", [("$20", "low", "20 in local currency")]),  # the default currency says little
    ("it was $20 AUD", [("$20 AUD", "medium", "20 in local currency")]),
    # local symbols from CLDR's main language of the currency's territory
    ("a beer is 12 zł and lunch 50 kr", [("12 zł", "medium", "12 in local currency"),
                                          ("50 kr", "medium", "50 in local currency")]),
    ("lunch cost Ksh 500", [("Ksh 500", "medium", "500 in local currency")]),
    # near misses: weights, a verb, model numbers, a name, numbers inside words
    ("5 pounds of flour", []),
    ("I won 3 games", []),
    ("an mp3 player and an A4 sheet", []),
    ("Rand Paul said", []),
    ("R2-D2 is cute", []),
    ("my K9 unit", []),
    ("he is 6 Ft tall and ran 5 KM", []),  # local symbols that are also units stay out
]


@pytest.mark.parametrize("text,expected", CURRENCY)
def test_currency(text, expected):
    assert found(text, "implicit.currency") == expected


TEMPERATURE = [
    ("it hit 95°F today", [("95°F", "medium", "95 degrees")]),
    ("a chilly -20 degrees Celsius", [("-20 degrees Celsius", "medium", "-20 degrees")]),
    ("turn 90 degrees left", []),  # an angle
    ("about 30 C-sections", []),
]


@pytest.mark.parametrize("text,expected", TEMPERATURE)
def test_temperature(text, expected):
    assert found(text, "implicit.temperature") == expected


HOLIDAYS = [
    ("Thanksgiving dinner was huge", [("Thanksgiving", "medium", "Holiday")]),
    ("we went home for Thanksgiving", [("Thanksgiving", "medium", "the holidays")]),
    ("on Anzac Day we march", [("Anzac Day", "medium", "a holiday")]),
    ("this Fourth of July", [("Fourth of July", "medium", "holiday")]),
    ("we kick off with dia de las velitas", [("dia de las velitas", "medium", "a holiday")]),
    # near misses: holidays everyone keeps, words that are also names
    ("Christmas and New Year's Day", []),
    ("I had an epiphany", []),
    ("Lucia called me", []),
]


@pytest.mark.parametrize("text,expected", HOLIDAYS)
def test_holidays(text, expected):
    assert found(text, "implicit.holiday") == expected


# One walk over the calendars feeds both tables (speed6): the public names with their countries, and the festival
# words of every category. Near misses: a religious holiday is no public name of the US; given names stay names.
@pytest.mark.parametrize("word,festival", [("Hanukkah", True), ("Halloween", True), ("Ramadan", True),
                                           ("Thanksgiving", True), ("Mary", False), ("Patrick", False),
                                           ("Thanks", False)])
def test_festival_words_hold_every_categorys_words(word, festival):
    from models.prefilter.cues.holidays import festival_words

    assert (word in festival_words()) is festival


def test_calendar_names_are_the_public_calendars():
    from models.prefilter.cues.holidays import _calendar_names

    names = _calendar_names()
    assert "US" in names["Thanksgiving Day"] and "CA" not in names["Thanksgiving Day"]
    assert len(names["Christmas Day"]) > 100
    assert not any("Hanukkah" in name or "Halloween" in name for name in names)  # other categories only


SPELLING = [
    # two different British spellings are a style: medium, edited by default
    ("my favourite colour", [("favourite", "medium", "favorite"), ("colour", "medium", "color")]),
    # one alone (even twice) is a slip or a quote: low
    ("Colour me surprised", [("Colour", "low", "Color")]),
    ("colour, colour everywhere", [("colour", "low", "color"), ("colour", "low", "color")]),
    ("my favorite color", []),  # American spelling is the internet's default: no hint
]


@pytest.mark.parametrize("text,expected", SPELLING)
def test_british_spelling_is_a_hint_and_a_style(text, expected):
    assert found(text, "implicit.spelling") == expected


@pytest.mark.parametrize("text,expected", [
    ("I paid in euros and shekels.", ["euros", "shekels"]),  # money first in WordNet (a unit, or money)
    ("It cost 5000 yen.", ["5000 yen"]),
    # near misses: a currency's name whose first sense is something else, said with no amount
    ("diagnosed with colon cancer", []),  # the body's colon (Costa Rica's colón is its second sense)
    ("I yen for the old days", []),
])
def test_a_currency_name_without_an_amount_must_be_money_first(text, expected):
    from tests.prefilter_support import PF

    assert [f.text for f in PF.find(text) if f.detector == "implicit.currency"] == expected
