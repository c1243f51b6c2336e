"""Sport as a place marker (cues/sport.py): national leagues and their big games, and a sport said to be
big where the author lives. A table of (text, expected spans) with near misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.sport import HomeSportRecognizer, LeagueRecognizer

RECS = (LeagueRecognizer(), HomeSportRecognizer())


def found(text):
    return [(f.text, f.detector) for r in RECS for f in r.find(Context(text))]


CASES = [
    ("I watch the NFL every Sunday", [("the NFL", "implicit.league")]),
    ("can't wait for the IPL", [("the IPL", "implicit.league")]),
    ("State of Origin night!", [("State of Origin", "implicit.league")]),
    ("rugby is a religion here", [("rugby", "implicit.home_sport")]),
    ("cricket is huge where I live", [("cricket", "implicit.home_sport")]),
    # near misses: no home for the sport, international competitions, lower-case abbreviations, other words
    ("I watched some cricket on holiday", []),
    ("the World Cup and the Olympics", []),
    ("the Champions League final", []),
    ("the mls of water", []),
    ("a cricket chirped here all night", [("cricket", "implicit.home_sport")]),  # known limit: the insect
]


@pytest.mark.parametrize("text,expected", CASES)
def test_sport(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("The Premier League is my life.", "The league is my life."),
    ("I love Premier League football.", "I love league football."),
    ("Rugby is a religion here.", "Sport is a religion here."),
    ("Following the All Blacks and the Super Rugby.", "Following the national team and the league."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
