"""Job titles from WordNet (data/wordnet_jobs.py) in the occupation shapes, with near misses: everyday words
that WordNet also files as titles, titles named in general, and the words of roles that are no job."""

import functools

import pytest

from models.prefilter.data.jobs import all_titles, field_of, plurals, singular, titles
from models.prefilter.data.wordnet_jobs import wordnet_titles

# (text, the occupation findings above low as (span, validity), the rewrite of the whole text)
CASES = [
    ("I'm a philosopher by training.", [("a philosopher", "high")], "I'm a researcher by training."),
    ("As a diplomat, I travel a lot.", [("a diplomat", "high")], "As a public servant, I travel a lot."),
    ("I worked as an anthropologist for years.", [("an anthropologist", "high")],
     "I worked as a researcher for years."),
    ("I work as a tour guide in the old town.", [("a tour guide", "high")],
     "I work as a hospitality worker in the old town."),
    ("I'm a sculptor who loves clay.", [("a sculptor", "high")], "I'm a creative who loves clay."),
    ("Landed my first interior designer job.", [("interior designer", "medium")],
     "Landed my first creative job."),
    ("We historians never agree.", [("historians", "high")], "We researchers never agree."),
    ("Fishermen like me get up early.", [("Fishermen", "high")], "Agricultural workers like me get up early."),
    ("Policewomen like us work nights.", [("Policewomen", "high")], "Public servants like us work nights."),
    ("I'm a retired-diplomat type.", [("a retired-diplomat", "high")], "I'm a public servant type."),
    ("I'm an academic.", [("an academic", "high")], "I'm an educator."),
    ("Cardiologist here, long shifts.", [("Cardiologist", "high")], "Healthcare worker here, long shifts."),
    # near misses: titles named in general or as a kind, no finding and no edit
    ("Philosopher statues are everywhere.", [], None),
    ("Every historian says that.", [], None),
    ("Not every sculptor obsesses over marble.", [], None),
    # near misses: WordNet titles that are also verbs or adjectives, inside a longer phrase
    ("As a general rule, I avoid that.", [], None),
    ("I'm a major fan of jazz.", [], None),
    ("As an academic exercise it was fine.", [], None),
    ("I was a private person back then.", [], None),
    ("She's a captain of industry.", [], None),
    # near misses: roles and everyday nouns that WordNet's person tree holds but are no job
    ("I'm a big fan of hers.", [], None),
    ("I was a host at the party.", [], None),
    ("As a guide, the map helped.", [], None),
    ("I'm a reader of mysteries.", [], None),
    ("I'm a lover, not a fighter.", [], None),
    ("As a friend, I told her.", [], None),
    ("I'm a believer in luck.", [], None),
    ("She is a model of patience.", [], None),
    ("As a new hire, I knew nobody.", [], None),
    # near misses: titles that are also verbs, used as verbs (the title said as a job is still found)
    ("I cook every night, as a cook would.", [("a cook", "high")], "I cook every night, as a hospitality worker would."),
    ("I'm a judge. Judges like me work late; I'd judge fairly.", [("a judge", "high"), ("Judges", "high")],
     "I'm a legal professional. Legal professionals like me work late; I'd judge fairly."),
    # the verb is no title; it is the work itself (cues/work_activity.py), which says the field too
    ("I'm a nurse and I nurse patients.", [("a nurse", "high"), ("nurse", "medium")],
     "I'm a healthcare worker and I work with patients."),
    ("I judge people by their shoes.", [], None),
    ("Just like how we doctors leave ours.", [("doctors", "high")], "Just like how we healthcare workers leave ours."),
    ("I'm a runner, 10k a week.", [], None),
    # "X here" is the author only without a determiner before it
    ("We met a local artisan here in town.", [], None),
]


@pytest.mark.parametrize("text,expected,rewrite", CASES)
def test_wordnet_titles_in_shapes(text, expected, rewrite):
    from models.policy import Policy
    from tests.prefilter_support import PF

    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.validity) for f in found if f.category == "occupation" and f.validity != "low"] == expected
    assert _engine().anonymize(text, Policy()).text == (rewrite or text)


@functools.lru_cache(maxsize=1)
def _engine():
    from models.engine import Engine

    return Engine.load(use_llm=False)


def test_wordnet_titles_said_in_passing_give_no_finding():
    from tests.prefilter_support import PF

    assert [f for f in PF.find("the philosopher on TV was great", protect=["occupation"])
            if f.category == "occupation"] == []
    # a title of the hand list still does (unchanged)
    assert [(f.text, f.validity) for f in PF.find("the astronomer on TV was great", protect=["occupation"])
            if f.category == "occupation"] == [("astronomer", "low")]


def test_vocabulary_and_fields():
    vocabulary = wordnet_titles()
    for title, field in [("philosopher", "science"), ("diplomat", "public service"), ("historian", "science"),
                         ("sculptor", "creative"), ("fisherman", "agriculture"), ("tour guide", "hospitality"),
                         ("cardiologist", "healthcare"), ("bricklayer", "trades"), ("navigator", "transport")]:
        assert title in all_titles()
        assert field_of(title) == field, title
    # roles, everyday words and idioms are not titles
    for word in ("fan", "lover", "friend", "victim", "believer", "host", "model", "runner", "guide", "reader",
                 "realist", "graduate", "company man", "old salt", "sea dog", "hire"):
        assert word not in vocabulary.fields, word
    assert {"general", "major", "academic"} <= vocabulary.ambiguous
    assert "philosopher" not in vocabulary.ambiguous


def test_hand_list_titles_keep_their_field():
    # the WordNet field is used only for titles that Faker and the hand list lack
    for title in titles():
        if title in wordnet_titles().fields:
            assert field_of(title) == field_of_regex(title), title


def field_of_regex(title: str) -> str | None:
    import re

    from models.prefilter.data.jobs import FIELDS

    return next((name for pattern, name in FIELDS if re.search(pattern, title)), None)


def test_plurals():
    assert plurals()["fishermen"] == "fisherman"
    assert plurals()["coaches"] == "coach"
    assert singular("historians") == "historian"
    assert singular("policewomen") == "policewoman"
    assert singular("boss") is None


@pytest.mark.parametrize("word, expected", [
    ("cook", True), ("Judge", True), ("NURSE", True), ("coach", True), ("air-condition", True),
    ("look up", True), ("Look Up", True),  # WordNet writes the space as "_"
    ("teacher", False), ("philosopher", False), ("cooks", False),  # a form, not a lemma of the index
    ("x", False), ("zzzz", False),
])
def test_is_verb_is_a_lemma_of_the_verb_index(word, expected):
    """jobs.is_verb reads WordNet's verb index once (issue 11, round 15): the answer of a scan for the word
    (wordnet.lookup) for lemmas, their case and spacing, and words that are not verbs."""
    from models.prefilter.data.jobs import is_verb
    from models.prefilter.data.wordnet import lookup

    assert is_verb(word) is expected
    assert is_verb(word) is bool(lookup(word, "v"))
