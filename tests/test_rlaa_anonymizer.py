"""The anonymizer: table first, the model only for uncovered phrasing, unusable model edits refused."""

import pytest

from models.records import Finding, Inference, Judgement
from models.rlaa.anonymizer import Anonymizer, usable_rewrite
from models.rlaa.evidence import locate, sentence_around
from models.rlaa.metrics import TokenMeter
from models.runtime.scripted import ScriptedBackend
from tests.rlaa_fakes import span_table, table


@pytest.mark.parametrize("phrase, rewrite, why", [
    ("my shift at the hospital", "", "empty"),
    ("my shift at the hospital", "My Shift at the Hospital", "copy"),
    ("my shift at the hospital", "after my shift at the hospital today", "copy"),
    ("at the hospital", "at a place where many people work every day of the week, all year", "longer"),
    ("my flat downtown", "my flat near exit 42", "digits"),
    ("my flat downtown", "my flat near Central Park", "proper noun"),
    ("the Zurich tram", "the Zurich transit", "guessed value"),
    ("the Alamo", "<the rewritten phrase>", "markup"),
    ("the Alamo", "the rewritten phrase", "markup"),
])
def test_unusable_rewrites(phrase, rewrite, why):
    assert why in usable_rewrite(phrase, rewrite, guess="Zurich")


@pytest.mark.parametrize("phrase, rewrite", [
    ("my shift at the hospital", "my work day"),
    ("Zurich barbershop prices", "Local barbershop prices"),  # a capital at the start is not a new name
    ("back in 2009 in Lyon", "back in 2009"),  # removing is fine; the kept digits were already there
])
def test_usable_rewrites(phrase, rewrite):
    assert usable_rewrite(phrase, rewrite, guess="x") is None


def judged(attribute, guess, evidence, validity="high", finding=None):
    inf = Inference(attribute, guess, "r", (evidence,), "cue" if finding else "llm", finding)
    return Judgement(inf, validity, "", "llm")


def test_table_first_no_model_call():
    backend = ScriptedBackend()
    ano = Anonymizer(backend, TokenMeter(), table, span_table)
    text = "Me and my husband moved."
    [e] = ano.edits(text, [judged("relationship_status", "married", "my husband")], "generalize")
    assert text[e.start : e.end] == "my husband" and e.replacement == "my partner"
    assert backend.history == []


def test_detector_findings_use_their_own_span_and_every_occurrence_of_a_quote_is_edited():
    text = "Basel again: Basel prices, basel trams."
    f = Finding(0, 5, "Basel", "city_country", 0.9, "high", "places", "Says where you live.", "Basel")
    backend = ScriptedBackend([{"replacement": "local"}] * 3)
    ano = Anonymizer(backend, TokenMeter(), table, span_table)
    edits = ano.edits(text, [judged("city_country", "Basel", "Basel", finding=f),
                             judged("city_country", "Basel", "basel trams", validity="medium")], "generalize")
    assert [(text[e.start : e.end], e.replacement) for e in edits] == [("Basel", "<city_country>"),
                                                                     ("basel trams", "local")]


def test_capitalization_is_kept_and_removals_eat_a_space():
    text = "Night shifts again. I hate it."
    backend = ScriptedBackend([{"replacement": "work again"}])
    ano = Anonymizer(backend, TokenMeter(), table, span_table)
    [e] = ano.edits(text, [judged("occupation", "nurse", "Night shifts again")], "generalize")
    assert e.replacement == "Work again"
    backend = ScriptedBackend([{"replacement": "Night shifts again"}])  # a copy: refused, then removed
    ano = Anonymizer(backend, TokenMeter(), table, span_table)
    [e] = ano.edits(text, [judged("occupation", "nurse", "Night shifts again.")], "generalize")
    assert e.replacement == "" and text[: e.start] + text[e.end :] == ". I hate it."
    assert ano.rejected and "copy" in ano.rejected[0]
    text = "We both do night shifts at the ward."
    backend = ScriptedBackend([{"replacement": ""}])
    [e] = Anonymizer(backend, TokenMeter(), table, span_table).edits(
        text, [judged("occupation", "nurse", "night shifts at the ward")], "generalize")
    assert text[: e.start] + text[e.end :] == "We both do."


def test_locate_handles_case_accents_spacing_and_combining_marks():
    text = "I love Zu\u0308rich  in winter 😀 and ZÜRICH too"
    spans = locate("zurich in", text)
    assert [text[a:b] for a, b in spans] == ["Zu\u0308rich  in"]
    assert [text[a:b] for a, b in locate("zürich", text)] == ["Zu\u0308rich", "ZÜRICH"]
    assert locate("geneva", text) == []


def test_sentence_around():
    text = "First one. I work nights at the ward! Last."
    i = text.index("nights")
    assert sentence_around(text, i, i + 6) == "I work nights at the ward!"
