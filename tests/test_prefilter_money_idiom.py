"""Money idioms (cues/income.py MoneyIdiomRecognizer): a table of (text, expected spans) with near misses, and
whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.income import MoneyIdiomRecognizer

REC = MoneyIdiomRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("which was a pretty penny", ["pretty penny"]),
    ("a bit of a dent in the budget", ["dent in the budget"]),
    ("time for pocket-friendly adventures", ["pocket-friendly"]),
    ("no penny pinched when it comes to my passion", ["no penny pinched"]),
    ("It stings my wallet a bit", ["stings my wallet"]),
    ("within the year's budget", ["the year's budget"]),
    ("it costs an arm and a leg", ["costs an arm and a leg"]),
    ("been scraping by since spring", ["scraping by"]),
    ("worried about making rent", ["making rent"]),
    ("I know how to stretch a dollar", ["stretch a dollar"]),
    ("stretching every penny at home", ["stretching every penny"]),
    ("a bit strapped for cash lately", ["strapped for cash"]),
    ("time to tighten our belts", ["tighten our belts"]),
    ("side gigs can help", ["side gigs"]),
    ("when your side hustle isn't popping off", ["side hustle"]),
    # near misses: budgets that are not the author's, the coin, a leg that is a leg
    ("the film's budget was huge", []),
    ("a budget airline", []),
    ("a penny for your thoughts", []),
    ("I broke my arm and a leg skiing", []),
    ("a pretty pennyroyal plant", []),
    ("she scraped her knee by the fence", []),
    ("the side of the gig poster", []),
    ("hustle and bustle on the side street", []),
    ("we make rental decisions together", []),
    ("stretch every morning", []),
    ("strapped in for the ride", []),
    ("tighten the belt on the engine", []),
    ("doesn't put a massive dent in my bank account", []),  # the verb wants a dent: left as it is
]


@pytest.mark.parametrize("text,expected", CASES)
def test_money_idiom(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I splurged on a tablet, which was a pretty penny, but no regrets!",
     "I splurged on a tablet, which was a fair amount, but no regrets!"),
    ("Was a bit of a dent in the budget though.", "Was a bit of a splurge though."),
    ("But there's always some time for pocket-friendly adventures.",
     "But there's always some time for affordable adventures."),
    ("It stings my wallet a bit, but I balance it out within the year's budget.",
     "It costs me a bit, but I balance it out within the year's spending."),
    ("It's decent enough for the budget.", "It's decent enough for the price."),
    # issue 12 r13: money_strain takes the whole "budget is tight" ("my spending is tight" still said it)
    ("My budget is tight this month.", "Things are tough this month."),
    ("It gets exhausting, but hey, it pays the bills!", "It gets exhausting, but hey, it keeps me going!"),
    ("The film's budget was huge.", "The film's budget was huge."),
    ("Been scraping by since spring, but making rent every month.",
     "Been getting by since spring, but paying rent every month."),
    ("Years of retail taught me to stretch a dollar.", "Years of retail taught me to spend carefully."),
    ("We had to tighten our belts last winter.", "We had to cut back last winter."),
    ("Side gigs aren't magic bullets, friend.", "Extra jobs aren't magic bullets, friend."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
