"""Money being short, said without an amount (cues/money_strain.py): a table of (text, expected spans and kinds)
with near misses, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.money_strain import MoneyStrainRecognizer

REC = MoneyStrainRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("rent struggles are no joke", [("rent ", "trouble")]),
    ("my money worries never end", [("money ", "trouble")]),
    ("keeping up with bills is hard", [("bills", "coping")]),
    ("to keep up with the bills", [("the bills", "coping")]),
    ("I'm behind on rent again", [("rent", "coping")]),
    ("juggling bills & noodles", [("bills", "coping")]),
    ("drowning in student loans", [("student loans", "coping")]),
    ("until bills hit like ninja stars", [("bills", "subject")]),
    ("when your budget's tight too", [("your budget's tight", "scarce:present")]),
    ("even when your wallet's thin", [("your wallet's thin", "scarce:present")]),
    ("my bank balance was pretty low", [("my bank balance was pretty low", "scarce:past")]),
    ("a luxury I haven't been able to afford", [("afford", "afford:bare")]),  # its object before it (edits2)
    ("I can't afford a car", [("afford", "afford")]),
    # near misses: others' money, other things tight or thin, afford + to, afford someone a thing, a price,
    # keeping up with other things, bills that are only paid
    ("his money worries got worse", []),
    ("the city's budget problems", []),
    ("the government's budget is tight", []),
    ("my schedule's tight this week", []),
    ("the ice is thin", []),
    ("I can't afford to mess with my schedule", []),
    ("it will afford me the chance to rest", []),
    ("affordable flats are rare", []),
    ("businesses struggle to keep up with rent hikes", []),
    ("keeping up with the news", []),
    ("the bills are paid", []),
    ("my paycheck disappearing into bills hit different", []),  # the bills are an object there
    ("balancing school budget woes", []),  # a compound under way: "school daily woes" reads wrong
    ("unexpected bills hit hard", [("bills", "subject")]),
    # implied5: economizing on a household's spending, the author in the sentence
    ("I try to save on the heating bill", [("the heating bill", "economize")]),
    ("we cut back on groceries", [("groceries", "economize")]),
    ("I've been cutting down eating out", [("eating out", "economize")]),
    ("I skimp on takeout", [("takeout", "economize")]),
    ("we had to skip a few luxuries", [("luxuries", "economize:treat")]),
    ("I went without treats for a month", [("treats", "economize:treat")]),
    # near misses: nobody's spending, economizing on what is not spending, the verbs in other senses
    ("Been eyeing a thermostat to save on the heating bill. I hate winter.", [("the heating bill", "economize")]),
    ("tips to save on the heating bill", []),
    ("I told my parents. They cut back on groceries.", []),
    ("you can save on the heating bill, I think", []),
    ("the company cut back on groceries for the office", []),
    ("I cut back on sugar", []),
    ("I skipped the meeting", []),
    ("we cut down the tree", []),
    ("I saved the bills in a folder", []),
    ("my company cut back on costs", []),
    ("I love eating out", []),
    # implied8: trouble nouns of WordNet's obstacle/difficulty synsets, with the author in the sentence
    ("financial hurdles keep me up", [("financial ", "trouble")]),
    ("I'm dealing with money issues", [("money ", "trouble")]),
    ("the city faces financial challenges", []),  # no author: the news's
    ("Budgets were cut. Financial pressures grew across the region.", []),  # no author in or beside the sentence
    ("I moved out. Financial pressures grew.", [("Financial ", "trouble")]),  # the author in the sentence before
    ("my sister's financial hardships worry me", []),  # someone else's
    # implied8: money or cash with no determiner as the subject of scarcity
    ("Money's tight for me lately", [("Money's tight", "scarce:present")]),
    ("honestly cash was short that year", [("cash was short", "scarce:past")]),
    ("pocket money is tight", []),  # a thing's money: a word before it
    ("the prize money was low", []),
    # implied8: living with no reserve, "on a budget", thrifty or broke said of oneself
    ("I live paycheck to paycheck", [("paycheck to paycheck", "paycheck")]),
    ("living paycheque to paycheque", [("paycheque to paycheque", "paycheck")]),
    ("the paycheck came today", []),
    ("I'm traveling on a budget this year", [("on a budget", "on_budget")]),
    ("I'm on a shoestring budget", [("on a shoestring budget", "on_budget:be")]),
    ("a wedding on a budget is possible", []),  # a noun's budget
    ("the film was made on a budget of 2 million", []),  # a project's
    ("it depends on a budget that was cut", []),
    ("you get culture and community vibes on a budget", []),  # a noun before: the thing is cheap
    ("I'm pretty frugal about groceries", [("frugal", "thrifty")]),
    ("I've always been thrifty", [("thrifty", "thrifty")]),
    ("I was flat broke in college", [("flat broke", "broke")]),
    ("being broke sucks", [("broke", "broke")]),
    ("I broke my phone", []),  # the verb
    ("I broke down crying", []),
    ("the car is broke", []),  # no person
    ("she's broke", []),
    ("I'm frugal with words", []),  # words, not money
    ("I'm being economical with the truth", []),  # the idiom of lying
    ("I'm poor at maths", []),  # "poor" is not taken
]


@pytest.mark.parametrize("text,expected", CASES)
def test_money_strain(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Rent struggles are no joke.", "Daily struggles are no joke."),
    ("I'm always keeping up with bills.", "I'm always keeping up with everything."),
    ("Balance feels impossible when your budget's tight too.", "Balance feels impossible when things are tough too."),
    ("Road trips sound like a luxury I haven't been able to afford yet.",
     "Road trips sound like a luxury I haven't been able to manage yet."),
    ("Setting goals sounds neat until bills hit like ninja stars.",
     "Setting goals sounds neat until things hit like ninja stars."),
    ("I can't afford to mess with my schedule.", "I can't afford to mess with my schedule."),
    ("My schedule's tight this week.", "My schedule's tight this week."),
    ("I try to save on the heating bill every winter.", "I try to save on costs every winter."),
    ("We had to skip a few luxuries this year.", "We had to skip a few things this year."),
    ("I cut back on sugar last year.", "I cut back on sugar last year."),
    ("I live paycheck to paycheck right now.", "I live month to month right now."),
    ("I'm traveling on a budget this year.", "I'm traveling sensibly this year."),
    ("We're on a tight budget this month.", "We're being sensible this month."),
    ("I was flat broke when I moved.", "I was stretched thin when I moved."),
    ("I've always been thrifty with groceries.", "I've always been careful with groceries."),
    ("Financial hurdles keep me up at night.", "Daily hurdles keep me up at night."),
    ("Money's tight for me lately.", "Things are tough for me lately."),
    ("A wedding on a budget is possible.", "A wedding on a budget is possible."),
    ("The city faces financial challenges.", "The city faces financial challenges."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
