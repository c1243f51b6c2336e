"""Suggestions: numbering, overlap merging against the original draft, independent application."""

import pytest

from models.errors import InputError
from models.records import Finding, Suggestion
from models.suggestions import SuggestionBook, apply, from_findings

DRAFT = "I'm a nurse in Zürich 🇨🇭, mail jo@example.com"


def sug(start, end, replacement, source="rlaa", validity="medium", category="occupation", rnd=1, draft=DRAFT):
    return Suggestion("", start, end, draft[start:end], replacement, category, validity, source, "why", rnd)


def test_findings_become_numbered_prefilter_suggestions():
    i = DRAFT.index("jo@")
    f = Finding(i, len(DRAFT), "jo@example.com", "email", 0.99, "high", "email", "An email.", None)
    book = SuggestionBook(DRAFT)
    [s] = book.add(from_findings([f], "generalize", lambda f, style: "[email]"))
    assert (s.id, s.source, s.validity, s.replacement, s.round) == ("s1", "prefilter", "high", "[email]", 0)


def test_identical_and_contained_candidates_do_not_duplicate():
    book = SuggestionBook(DRAFT)
    z = DRAFT.index("Zürich")
    book.add([sug(z, z + 6, "a city", source="prefilter", category="city_country", rnd=0)])
    assert book.add([sug(z, z + 6, "a European city")]) == []
    assert book.add([sug(z + 1, z + 4, "x")]) == []
    assert len(book.suggestions()) == 1


def test_wider_candidate_replaces_and_keeps_the_id():
    book = SuggestionBook(DRAFT)
    z = DRAFT.index("Zürich")
    book.add([sug(z, z + 6, "a city", source="prefilter", validity="high", category="city_country", rnd=0)])
    n = DRAFT.index("a nurse")
    [s] = book.add([sug(n, z + 6, "working somewhere")])
    assert (s.id, s.start, s.end, s.replacement) == ("s1", n, z + 6, "working somewhere")
    assert s.validity == "high" and s.round == 0  # strongest validity and earliest round survive


def test_partial_overlap_keeps_both_replacements():
    book = SuggestionBook(DRAFT)
    n = DRAFT.index("nurse")
    z = DRAFT.index("Zürich")
    book.add([sug(n, n + 8, "worker in")])  # "nurse in"
    [s] = book.add([sug(n + 6, z + 6, "somewhere")])  # "in Zürich"
    assert (s.start, s.end) == (n, z + 6)
    assert s.replacement == "worker in somewhere"


def test_merging_two_existing_suggestions():
    book = SuggestionBook(DRAFT)
    n, z = DRAFT.index("nurse"), DRAFT.index("Zürich")
    book.add([sug(n, n + 5, "carer"), sug(z, z + 6, "a city")])
    changed = book.add([sug(n, z + 6, "person somewhere")])
    assert [s.id for s in changed] == ["s1"] and [s.id for s in book.suggestions()] == ["s1"]


def test_apply_all_or_some_with_emoji_offsets():
    book = SuggestionBook(DRAFT)
    n, z, e = DRAFT.index("a nurse"), DRAFT.index("Zürich"), DRAFT.index("jo@")
    book.add([sug(n, n + 7, "in healthcare"), sug(z, z + 6, "a city"), sug(e, len(DRAFT), "[email]")])
    items = book.suggestions()
    assert [s.id for s in items] == ["s1", "s2", "s3"]
    assert apply(DRAFT, items) == "I'm in healthcare in a city 🇨🇭, mail [email]"
    assert apply(DRAFT, items, ["s3"]) == "I'm a nurse in Zürich 🇨🇭, mail [email]"
    assert apply(DRAFT, items, []) == DRAFT
    for s in items:  # each one alone applies cleanly
        assert apply(DRAFT, items, [s.id]).count(s.replacement) == 1


def test_apply_errors():
    book = SuggestionBook(DRAFT)
    book.add([sug(4, 11, "x")])
    with pytest.raises(InputError, match="unknown"):
        apply(DRAFT, book.suggestions(), ["s9"])
    with pytest.raises(InputError, match="does not match"):
        apply("something else entirely here", book.suggestions())
    overlapping = [Suggestion("a", 0, 5, DRAFT[0:5], "x", "name", "high", "rlaa", "", 0),
                   Suggestion("b", 3, 8, DRAFT[3:8], "y", "name", "high", "rlaa", "", 0)]
    with pytest.raises(InputError, match="overlaps"):
        apply(DRAFT, overlapping)


def test_candidate_that_does_not_match_the_draft_is_a_bug():
    book = SuggestionBook(DRAFT)
    with pytest.raises(ValueError):
        book.add([Suggestion("", 0, 3, "xyz", "a", "name", "high", "rlaa", "", 0)])


@pytest.mark.parametrize("draft,span,replacement,expected", [
    ("Berlin winters are grim.", "Berlin", "local", "Local"),
    ("It snows. Berlin winters are grim.", "Berlin", "local", "Local"),
    ("Quote: \"Nurse here\"", "Nurse", "healthcare worker", "healthcare worker"),  # after a colon: as is
    ("> Nurse here", "Nurse", "healthcare worker", "Healthcare worker"),  # a quoted line starts a sentence
    ("I met Anna in Berlin.", "Berlin", "a European city", "a European city"),
    ("berlin winters are grim", "berlin", "local", "local"),  # the writer's own lower case is kept
    ("Berlin winters", "Berlin", "[CITY_1]", "[CITY_1]"),
])
def test_a_replacement_that_opens_a_sentence_is_capitalized(draft, span, replacement, expected):
    start = draft.index(span)
    book = SuggestionBook(draft)
    [s] = book.add([sug(start, start + len(span), replacement, draft=draft)])
    assert s.replacement == expected


@pytest.mark.parametrize("draft,span,replacement,expected", [
    ("I met Anna B.", "Anna B", "A.", "A"),  # the sentence's full stop ends the initial
    ("I'm a proud Scot.", "Scot", "S.", "S"),
    ("I met Anna B. yesterday", "Anna B", "A.", "A"),  # "A.. yesterday" would be two as well
    ("Anna said hi.", "Anna", "A.", "A."),  # no full stop after it: the initial keeps its own
])
def test_an_initial_before_a_full_stop_does_not_double_it(draft, span, replacement, expected):
    start = draft.index(span)
    [s] = SuggestionBook(draft).add([sug(start, start + len(span), replacement, draft=draft)])
    assert s.replacement == expected
