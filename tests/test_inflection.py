"""Verb forms from WordNet's verb.exc and the regular rules (models/prefilter/data/inflection.py): a table of
each kind of form, with the near misses of the rules (the "-ee" verbs, a doubled consonant, an archaic row, a
British doubled l, a past that is the base)."""

import pytest

from models.prefilter.data.inflection import (
    ARCHAIC_ROWS, UNCHANGED_PAST, VerbForms, cased, regular_past, third_person, verb_forms)
from models.prefilter.data.wordnet import verb_exceptions

FORMS = [
    # base        third          past           participle      gerund
    ("teach", "teaches", "taught", "taught", "teaching"),  # verb.exc: one form, both past and participle
    ("write", "writes", "wrote", "written", "writing"),  # two forms: the one in -n is the participle
    ("take", "takes", "took", "taken", "taking"),
    ("ghostwrite", "ghostwrites", "ghostwrote", "ghostwritten", "ghostwriting"),
    ("dig", "digs", "dug", "dug", "digging"),  # the doubled g from verb.exc
    ("program", "programs", "programmed", "programmed", "programming"),  # "programmes" (British) left
    ("programme", "programmes", "programmed", "programmed", "programming"),
    ("fit", "fits", "fitted", "fitted", "fitting"),
    ("pan", "pans", "panned", "panned", "panning"),
    ("referee", "referees", "refereed", "refereed", "refereeing"),  # -ee: no e dropped, none added
    ("guarantee", "guarantees", "guaranteed", "guaranteed", "guaranteeing"),
    ("edit", "edits", "edited", "edited", "editing"),
    ("crunch", "crunches", "crunched", "crunched", "crunching"),
    ("survey", "surveys", "surveyed", "surveyed", "surveying"),  # a vowel before y
    ("carry", "carries", "carried", "carried", "carrying"),
    ("echo", "echoes", "echoed", "echoed", "echoing"),
    ("dye", "dyes", "dyed", "dyed", "dyeing"),  # not "dying" (that is "die")
    ("die", "dies", "died", "died", "dying"),  # verb.exc's "dying"
    ("counsel", "counsels", "counseled", "counseled", "counseling"),  # verb.exc's "counselled" (British) left
    ("work", "works", "worked", "worked", "working"),  # verb.exc's "wrought" (archaic) left
    ("set", "sets", "set", "set", "setting"),
    ("proofread", "proofreads", "proofread", "proofread", "proofreading"),
]


@pytest.mark.parametrize("forms", FORMS)
def test_verb_forms(forms):
    assert verb_forms(forms[0]) == VerbForms(*forms)


def test_hand_lists_hold_only_what_wordnet_lacks():
    exc = verb_exceptions()
    # a past equal to the base has no row; an archaic row is the only row
    assert all(not any(not f.endswith("ing") for f in exc.get(v, ())) for v in UNCHANGED_PAST)
    assert all(exc.get(v) for v in ARCHAIC_ROWS)
    assert set(exc["write"]) == {"written", "wrote"}


def test_rules_alone():
    assert third_person("fix") == "fixes" and third_person("pay") == "pays" and third_person("try") == "tries"
    assert regular_past("try") == "tried" and regular_past("play") == "played" and regular_past("tune") == "tuned"


def test_a_verb_whose_rows_say_nothing_of_the_past_is_refused():
    with pytest.raises(ValueError):
        verb_forms("sing")  # "sang" and "sung": neither in -n


def test_cased():
    assert cased("working", "Teaching") == "Working" and cased("work", "teach") == "work"
    assert cased("work", "") == "work"
