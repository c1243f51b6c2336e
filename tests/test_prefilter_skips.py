"""The pre-filter's cheap skips (issue 11, speed): a detector skips its regex only where it cannot match."""

from __future__ import annotations

import re

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.lexicon import compile_terms, phrase_words
from models.prefilter.recognizer import needs_digit
from models.prefilter.registry import default_recognizers


@pytest.mark.parametrize("pattern, expected", [
    (r"\d", True), (r"a\d?", False), (r"(?:a|\d)", False), (r"(?:x\d|[0-5]y)", True), (r"(?=\d)a", False),
    (r"[0-9a]", False), (r"[^a-z]", False), (r"(\d{2})", True), (r"[A-Z]{2}\d{0,3}", False),
    (r"(?i:zip)\s*[0-9]+", True), (r"(?>\d+)", True), (r"(?:\d|x){1,2}", False),
])
def test_needs_digit_reads_the_parse_tree(pattern, expected):
    assert needs_digit(re.compile(pattern)) is expected


def test_phrase_words_is_a_word_of_every_phrase():
    assert phrase_words(["the missus", "arvo", "'cause", "A-levels"]) == {"missus", "arvo", "cause", "levels"}
    assert phrase_words(["£5"]) == {"5"}
    assert phrase_words(["??"]) is None
    assert phrase_words(["µg"]) is None  # "µ" is matched by "μ" too, which lower() keeps apart


@pytest.mark.parametrize("text", ["ARVO was great", "an arvo", "the  missus said", "’cause", "ſmoko at the arvo",
                                  "İ'm off for smoko", "on the arvo-ish"])
def test_a_skipped_lexicon_would_have_found_nothing(text):
    for r in default_recognizers():
        first = getattr(r, "_first", None)
        pattern = getattr(r, "_pattern", None)
        if pattern is None:
            continue
        if not Context(text).may_match(first):
            assert pattern.search(text) is None, (r.name, text)


def test_odd_case_letters_turn_the_skips_off():
    assert Context("ſo").tokens is None
    assert Context("İstanbul").may_match(frozenset({"zzz"}))
    assert Context("ſixties").has_any(("sixties",))
    assert not Context("nothing here").has_any(("sixties",))
    assert compile_terms(("sixties",)).search("ſixties") is not None  # why: a case-insensitive "s" matches "ſ"


def test_organization_shapes_are_tried_at_capitals_only():
    """organization._SHAPED runs only where a capital opens a word (recognizer.finditer_at): the same matches
    as a scan of every position, on drafts mixed from its own kinds, legal forms, connectors and noise."""
    import random

    from models.prefilter.pii.organization import _SHAPED, _SHAPED_START
    from models.prefilter.recognizer import finditer_at

    words = ["Inc", "Ltd", "S.A.", "GmbH", "Co", "Bank", "Court", "of", "for", "the", "and", "&", "y", "et", "e",
             "Figli", "sons", "Söhne", "PT", "CV", "UD", "my", "her", "Stichting", "Hôpital", "Universität", "de",
             "Warsaw", "Regional", "Maju", "Jaya", "Ibarra", "Ramsey", "Arroyo", "Łódź", "Əli", "İzmir", "x",
             "SARL", "s.r.l.", "LLC", "Pvt.", "Ltd.", "Công", "ty", "TNHH", "và", "đối", "tác", "hello", "9"]
    seps = [" ", " ", " ", ", ", "\n", "  ", "\t", "-", ". ", "'", "’"]
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice(words) + rng.choice(seps) for _ in range(rng.randint(1, 14)))
        starts = (m.start() for m in _SHAPED_START.finditer(text))
        assert [m.span() for m in finditer_at(_SHAPED, text, starts)] == [m.span() for m in _SHAPED.finditer(text)], text
