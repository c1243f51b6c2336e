"""Age said without a number (cues/life_stage.py): milestones, "pushing 60", one's own retirement, age
idioms. A table of (text, expected spans) with near misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.life_stage import LifeStageRecognizer

REC = LifeStageRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("turning the big 4-0 soon", [("turning the big 4-0", "milestone")]),
    ("celebrating the big five-oh", [("the big five-oh", "milestone")]),
    ("I'm pushing 60", [("pushing 60", "older")]),
    ("on the wrong side of fifty", [("on the wrong side of fifty", "older")]),
    ("I'm retired now", [("retired", "retired")]),
    ("since I retired", [("since I retired", "since_retired")]),
    ("I'm old enough to remember dial-up", [("I'm old enough to remember", "remember")]),
    ("dating myself here", [("dating myself", "dating")]),
    ("my toddler and our teenagers", [("my toddler", "child"), ("our teenagers", "child")]),
    ("my teenage son and my grown kids", [("my teenage son", "child_stage"), ("my grown kids", "child_stage")]),
    # near misses: numbers with units, someone else's retirement, retiring a thing
    ("the big 40-inch TV", []),
    ("pushing 60 hours a week", []),
    ("my dad retired last year", []),
    ("they retired the jersey", []),
    ("a retired teacher I know", []),
    ("she is old enough to vote", []),
    ("her toddler and the teenagers next door", []),  # others' children
    # issue 12 r9: grandchildren, a pension drawn, the time after retiring, an empty nest, a child's school stage
    ("my grandson and our granddaughters", [("my grandson", "grandchild"), ("our granddaughters", "grandchild")]),
    ("I live on a small pension", [("a small pension", "pension")]),
    ("my pension kicks in next year", [("my pension", "pension")]),
    ("I've traveled since retiring", [("since retiring", "retirement_time")]),
    ("I took up golf in retirement", [("in retirement", "retirement_time")]),
    ("our empty nest is quiet", [("our empty nest", "empty_nest")]),
    ("my son's kindergarten teacher", [("kindergarten", "kid_school")]),
    ("my daughter just started middle school", [("middle school", "kid_school")]),
    ("my kid is in 5th grade", [("5th grade", "kid_school")]),
    # near misses: a pension of a hotel, a pension fund, a jersey retired, retirement in general, savings of
    # a working life, a bird's nest, others' grandchildren and children, one's own school
    ("we stayed at a pension in Rome", []),
    ("the pension fund invests in bonds", []),
    ("my pension contributions went up", []),
    ("since retiring the jersey, the club won", []),
    ("life after retirement can be lonely", []),
    ("I put money in my retirement account", []),
    ("my retirement plan is a mess", []),
    ("we found an empty nest in the tree", []),
    ("her grandson is five", []),
    ("my grandmother was a nurse", []),
    ("I hated middle school", []),
    ("his son's kindergarten", []),
    # a span of one's own life of twenty years or more
    ("I've done this for 30 years", [("30 years", "long_time")]),
    ("after two decades in sales, I quit", [("two decades", "long_time")]),
    ("we had 25 years of marriage", [("25 years", "long_time")]),
    ("I spent twenty-five years in sales", [("twenty-five years", "long_time")]),
    ("I lived there over 20 years ago", [("over 20 years", "long_time")]),
    # near misses: short spans, others' spans, ages, a span that is no phrase of its own, decades ago (lexicon's)
    ("I've done this for 5 years", []),
    ("the company has 50 years of history", []),
    ("I'm 30 years old", []),
    ("I've been married 30 years", []),
    ("decades ago I lived there", []),
    # retirement as a life lived, not planned nor another's
    ("retirement changes perspectives", [("retirement", "retirement_lived")]),
    ("navigating retirement alone", [("retirement", "retirement_lived")]),
    ("the job I had before retiring", [("before retiring", "retirement_time")]),
    ("retirement plans? no idea", []),
    ("retirement's far off for me", []),
    ("I'm saving for retirement", []),
    ("early retirement is a dream", []),
    ("my dad's retirement party", []),
    ("the retirement of his jersey", []),
    ("his retirement from football", []),
    # issue 12 r13: "life begins at forty" in any decade, "later in life" of oneself
    ("they say life starts at 60", [("life starts at 60", "life_begins")]),
    ("life begins at forty, right?", [("life begins at forty", "life_begins")]),
    ("I found love later in life", [("later in life", "later_in_life")]),
    ("has anyone else gone single later in life?", [("later in life", "later_in_life")]),
    ("life starts at 60 mph on this road", []),
    ("she took up painting later in life", []),
    ("I got a computer a bit later in life", []),  # the comparative: "a bit at some point" reads wrong
    ("life starts at the office", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_life_stage(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("I'm turning the big 4-0 next month.", "I'm having a milestone birthday next month."),
    ("I hit the big five-oh last year.", "I hit a milestone birthday last year."),
    ("I'm pushing 60.", "I'm getting older."),
    ("Since I retired, I garden a lot.", "Since I stopped working, I garden a lot."),
    ("I'm old enough to remember dial-up.", "I remember slow internet."),
    ("My teenage son and my toddler fight.", "My son and my kid fight."),
    ("My grandson visits on Sundays.", "My relative visits on Sundays."),
    ("I live on a pension these days.", "I live on an income these days."),
    ("My pension kicks in next year.", "My income kicks in next year."),
    ("I've traveled a lot since retiring.", "I've traveled a lot lately."),
    ("My son's kindergarten teacher is lovely.", "My son's school teacher is lovely."),
    ("Our empty nest feels big.", "Our quiet home feels big."),
    ("After two decades in sales, I quit.", "After years in sales, I quit."),
    ("I lived there 20 years ago.", "I lived there years ago."),
    ("Back in the day we walked everywhere.", "In the past we walked everywhere."),
    ("Mind you, retirement does have its benefits.", "Mind you, free time does have its benefits."),
    ("The job I had before retiring was tough.", "The job I had before was tough."),
    ("We stayed at a small pension by the sea.", "We stayed at a small pension by the sea."),
    ("They retired his jersey after the finals.", "They retired his jersey after the finals."),
    ("They say that life starts at 60, but it hit me hard.", "They say that life goes on, but it hit me hard."),
    ("Has anyone else become single later in life?", "Has anyone else become single at some point?"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
