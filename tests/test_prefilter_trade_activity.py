"""The work of a trade said by its verb and object (cues/trade_activity.py, pairs from WordNet's job titles in
data/trade_activities.py): a table of (text, expected spans and stand-ins) with near misses, and the sentences
after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.trade_activity import TradeActivityRecognizer
from models.prefilter.data.trade_activities import trade_activities

REC = TradeActivityRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("So I crunch numbers for a living", [("crunch numbers", "work")]),
    ("so i was crunching numbers (typical day)", [("crunching numbers", "working")]),
    ("I crunched the numbers for the audit", [("crunched the numbers", "worked")]),
    ("spent ten years laying bricks in Leeds", [("laying bricks", "working")]),
    ("I tend bar on weekends", [("tend bar", "work")]),
    ("I keep the books at a garage", [("keep the books", "work")]),
    ("Herding sheep is lonely work", [("Herding sheep", "Working")]),
    ("I drive a taxi at night", [("drive a taxi", "work")]),
    ("I tune pianos for the orchestra", [("tune pianos", "work")]),
    ("all that number crunching", [("number crunching", "work")]),
    ("my bricklaying days are over", [("bricklaying", "work")]),
    ("I bought a brass pipe fitting at the hardware store", []),  # WordNet: the artifact, no act sense
    ("the leak came from a loose gas fitting", []),
    ("Book binding came loose on my old atlas", []),  # "book binding": the cover; "bookbinding" is the craft
    ("I took up bookbinding last winter", [("bookbinding", "work")]),
    ("spent the summer laying concrete", [("laying concrete", "working")]),  # WordNet's next building material
    ("I lay shingles for a roofer", [("lay shingles", "work")]),
    ("a real number cruncher here", [("number cruncher", "worker")]),
    ("I miss crunching numbers", [("crunching numbers", "working")]),  # "miss" is a person noun and a verb
    ("we number crunchers never sleep", [("number crunchers", "workers")]),
    # the doubled consonants of verb.exc (data/inflection.py; before it, the table had "fited", "paning")
    ("I spent years fitting pipes", [("fitting pipes", "working")]),
    ("I fitted pipes for a living", [("fitted pipes", "worked")]),
    ("my gold panning days", [("gold panning", "work")]),
    ("I fited pipes", []),  # a misspelling is no form of the verb
    # near misses: someone else's work, another object of the verb, the words apart
    ("my dad laid bricks all his life", []),
    ("she tends bar downtown", []),
    ("they crunch numbers all day", []),
    ("lay the table", []),
    ("the lay staff of the parish", []),  # "staff" is first the people of a place, not a material
    ("she lays concrete", []),
    ("crunch the chips", []),
    ("I keep books on my shelf", []),  # "keep the books" is the bookkeeper's; books on a shelf are anyone's
    ("keep the change", []),
    ("I drive a truck", []),  # a pickup is a car: left out of the pairs
    ("the numbers crunch", []),
    ("tend the garden", []),
    ("stuffed animals everywhere", []),
    ("a gold digger", []),
    ("there are more women directing films now", []),  # who does it is said right before
    ("folks crunching numbers all day", []),
    ("Tried binding books recently - fun!", []),  # a try, not a trade
]


@pytest.mark.parametrize("text,expected", CASES)
def test_trade_activity(text, expected):
    assert found(text) == expected


def test_pairs_come_from_wordnet_titles():
    pairs = {(a.verb, a.noun): a.title for a in trade_activities()}
    assert pairs[("lay", "brick")] == "bricklayer" and pairs[("crunch", "number")] == "number cruncher"
    assert pairs[("tend", "bar")] == "bartender" and pairs[("keep", "book")] == "bookkeeper"
    # split accidents, idioms, hobbies and anyone's verbs are out
    assert not {("line", "mil"), ("dig", "gold"), ("stuff", "animal"), ("make", "bread"), ("watch", "bird"),
                ("keep", "bee"), ("drive", "truck"), ("lay", "plate")} & set(pairs)
    # a verb anyone uses counts only in a trade's shape (EVERYDAY_TRADES)
    everyday = {(a.verb, a.noun) for a in trade_activities() if a.everyday}
    assert {("paint", "house"), ("teach", "math"), ("manage", "restaurant")} <= everyday
    assert ("lay", "brick") not in everyday


SENTENCES = [
    ("So I crunch numbers for a living, which means I tally everything.",
     "So I work for a living, which means I tally everything."),
    ("so i was crunching numbers (typical day), and started thinking",
     "so i was working (typical day), and started thinking"),
    ("I spent ten years laying bricks before my knees gave out.",
     "I spent ten years working before my knees gave out."),
    ("My brother lays bricks and I cook.", "My brother lays bricks and I cook."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


EVERYDAY = [
    ("I teach math at a high school", [("teach math", "work")]),
    ("I taught math for 30 years", [("taught math", "worked")]),
    ("I manage a restaurant downtown", [("manage a restaurant", "work")]),
    ("managing projects for a bank", [("managing projects", "working")]),
    ("I make furniture for a living", [("make furniture", "work")]),
    ("fighting fires for 20 years", [("fighting fires", "working")]),
    ("I drove a bus for years", [("drove a bus", "worked")]),
    ("I took the census", [("took the census", "worked")]),
    ("making statues", [("making statues", "working")]),
    # near misses: the author's own things, one thing anyone makes, a parent's drive, a hobby of the list's verb
    ("teaching my kid math", []),
    ("I teach myself piano", []),
    ("managing my projects", []),
    ("I manage a project", []),
    ("I made a movie once", []),
    ("made a statue", []),
    ("drove the bus to school", []),
    ("Selling my books", []),
    ("I painted my house", []),
    ("I paint houses", [("paint houses", "work")]),
    ("I make bread", []),
    ("I keep bees", []),
]


@pytest.mark.parametrize("text,expected", EVERYDAY)
def test_everyday_verbs_only_in_a_trades_shape(text, expected):
    assert found(text) == expected
