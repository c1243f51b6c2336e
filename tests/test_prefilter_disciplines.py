"""Fields of study from a disciplines vocabulary, wherever they stand next to a study cue; and the written-out
attributes in other shapes: occupations in plural, compound and coordinated forms, ages in words, places
inside other names."""

import pytest

from models.engine import Engine
from models.generalize import generalize
from models.policy import Policy
from tests.prefilter_support import PF


def found(text, category, prefix=""):
    return [(f.text, f.validity, generalize(f)) for f in PF.find(text, protect=[category])
            if f.detector.startswith(prefix)]


DISCIPLINES = [
    ("I was studying history for my bachelor's", [("history", "high", "the humanities")]),
    ("my fine arts curriculum was hard", [("fine arts", "high", "arts")]),
    ("during my degree I read business and marketing books", [("business and marketing", "high", "business")]),
    ("I took physics, chemistry and maths", [("physics, chemistry and maths", "high", "science")]),
    ("majoring in biology", []),  # "in biology" is the education recognizer's span (dropped by the table)
    ("I teach maths", [("maths", "high", "science")]),
    ("our psychology professor was great", [("psychology", "high", "social science")]),
    # near misses: the same words with no study cue
    ("I love history", []),
    ("my history with him", []),
    ("the history of Rome", []),
    ("my english is bad", []),
    ("studying business", []),  # already the broad area
    # round 12: events and verbs of learning before the field, and the author after a study noun
    ("I attended a virtual seminar about digital marketing trends", [("digital marketing", "high", "business")]),
    ("I sometimes dive into biomimetics, you know", [("biomimetics", "high", "science")]),
    ("I was reading up on geology last night", [("geology", "high", "science")]),
    ("she went to a workshop on sociology", [("sociology", "medium", "social science")]),
    ("we love to dig into archaeology", [("archaeology", "medium", "the humanities")]),
    ("economics homework kind of serves as my zen zone", [("economics", "high", "social science")]),
    ("Physics lectures keep me up at night", [("Physics", "high", "science")]),
    # round 14: "for"/"towards" of purpose after a verb of study
    ("part-time while I'm studying for urban planning", [("urban planning", "high", "social science")]),
    ("I'm studying for exams all week", []),  # near miss: no field after "for"
    ("the research for history class was dull", [("history", "medium", "humanities")]),
    # near misses: a noun "dig"/"dive", the author in another sentence, a field without a study noun after it
    ("the dig into history was fun", []),
    ("a deep dive into history podcasts", []),
    ("history homework. I hate it", []),
    ("history homework is a pain for kids", []),
    ("history repeats, I think", []),
    ("the research team in my lab", []),
]


@pytest.mark.parametrize("text,expected", DISCIPLINES)
def test_fields_of_study(text, expected):
    assert found(text, "education", "implicit.discipline") == expected


OCCUPATIONS = [
    ("we, the chefs, work hard", [("chefs", "high", "hospitality workers")]),
    ("us nurses know", [("nurses", "medium", "healthcare workers")]),
    ("the whole retired-CEO gig is fun", [("retired-CEO", "high", "business professional")]),
    ("here I am, a fifty-something lawyer", [("lawyer", "high", "legal professional")]),
    ("as an avid Redditor and graphic designer", [("graphic designer", "high", "creative")]),
    ("being a retail worker is tiring", [("a retail worker", "high", "a shop worker")]),
    ("we nurse them back", []),  # the verb after a subject (data/jobs.py VERB_BEFORE): no title at all
    ("my ex-nurse friend", [("ex-nurse", "low", "healthcare worker")]),  # someone else's: low, not edited
]


@pytest.mark.parametrize("text,expected", OCCUPATIONS)
def test_occupations_in_any_shape(text, expected):
    assert found(text, "occupation") == expected


AGES = [
    ("I'm thirty four and happy", [("thirty four", "high", "in my thirties")]),
    ("just turned thirty-four", [("just turned thirty-four", "high", "just had a birthday")]),
    ("a thirty-five year old nurse", [("thirty-five year old", "high", "thirty-something")]),
    ("nineteen years old", [("nineteen years old", "high", "in my teens")]),
    ("M34 here", [("34", "high", "30s")]),
    ("I'm thirty something", []),  # already a range
    ("a 30-minute session", []),
    ("twenty minutes", []),
]


@pytest.mark.parametrize("text,expected", AGES)
def test_ages_in_words_and_tags(text, expected):
    assert found(text, "age") == expected


PLACES = [
    ("Personally, Durban holds a special place in my heart.", "Personally, an African city holds a special place in my heart."),
    ("we have our soccer darlings, Lyon vs Marseille.", "we have our soccer darlings, local vs a European city."),
]


@pytest.mark.parametrize("draft,expected", PLACES)
def test_places_inside_other_names(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


# The edits of round 12's cues keep the sentence natural (the real engine, no model).
SENTENCES = [
    ("I attended a seminar about digital marketing trends.", "I attended a seminar about business trends."),
    ("economics homework kind of serves as my zen zone", "social science homework kind of serves as my zen zone"),
    ("I sometimes dive into biomimetics for fun.", "I sometimes dive into science for fun."),
    ("Even doing clerical work while studying for urban planning.",
     "Even doing clerical work while studying for social science."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_study_cue_edits_read_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
