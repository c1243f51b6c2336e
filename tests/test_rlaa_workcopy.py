"""Offsets across rounds: every edit maps back to the ORIGINAL draft, edits of edits merge."""

import pytest

from models.records import Edit
from models.rlaa.workcopy import WorkingCopy
from models.suggestions import apply


def edit(text, phrase, replacement, validity="high", category="city_country", nth=0):
    start = -1
    for _ in range(nth + 1):
        start = text.index(phrase, start + 1)
    return Edit(start, start + len(phrase), replacement, category, validity, "why")


def test_single_round_offsets_are_original_offsets():
    draft = "I live in Zurich and work as a nurse."
    wc = WorkingCopy(draft)
    wc.apply([edit(draft, "Zurich", "a European city"), edit(draft, "a nurse", "in healthcare", category="occupation")], 1)
    assert wc.text == "I live in a European city and work as in healthcare."
    s = wc.suggestions()
    assert [(x.start, x.end, x.original) for x in s] == [(10, 16, "Zurich"), (29, 36, "a nurse")]
    assert apply(draft, s) == wc.text


def test_offsets_with_emoji_and_combining_characters():
    draft = "👩‍👩‍👧 Café́ owner 🇨🇭 in Zu\u0308rich, e\u0301cole 😀 teacher"
    wc = WorkingCopy(draft)
    wc.apply([edit(draft, "Zu\u0308rich", "a city")], 1)
    wc.apply([edit(wc.text, "teacher", "educator", category="occupation")], 2)
    s = wc.suggestions()
    assert [x.original for x in s] == ["Zu\u0308rich", "teacher"]
    assert all(draft[x.start : x.end] == x.original for x in s)
    assert apply(draft, s) == wc.text == "👩‍👩‍👧 Café́ owner 🇨🇭 in a city, e\u0301cole 😀 educator"


def test_edit_inside_an_edited_region_merges_into_one_suggestion():
    draft = "We met in Dublin last May."
    wc = WorkingCopy(draft)
    wc.apply([edit(draft, "Dublin", "a European city", validity="high")], 1)
    # round 2 rewrites a phrase that reaches into the round-1 replacement
    wc.apply([edit(wc.text, "in a European", "in a", validity="medium", category="occupation")], 2)
    [s] = wc.suggestions()
    assert (s.start, s.end, s.original) == (7, 16, "in Dublin")
    assert s.replacement == "in a city"
    assert s.round == 1 and s.validity == "high"  # first round, strongest validity kept
    assert apply(draft, [s]) == wc.text == "We met in a city last May."
    assert wc.suggestions(touched_in=2) == [s]
    assert wc.suggestions(touched_in=1) == []


def test_edit_spanning_two_edited_regions_absorbs_both():
    draft = "Anna from Oslo married Lars."
    wc = WorkingCopy(draft)
    wc.apply([edit(draft, "Anna", "A"), edit(draft, "Lars", "B")], 1)
    t = wc.text
    wc.apply([Edit(0, len(t) - 1, "Two people married", "name", "high", "r")], 2)
    [s] = wc.suggestions()
    assert (s.start, s.end) == (0, len(draft) - 1)
    assert apply(draft, [s]) == "Two people married."


def test_removal_and_edited_spans():
    draft = "I am 34 and a mom of two."
    wc = WorkingCopy(draft)
    wc.apply([edit(draft, "34 ", ""), edit(draft, "a mom", "a parent")], 1)
    assert wc.text == "I am and a parent of two."
    assert [wc.text[a:b] for a, b in wc.edited_spans()] == ["", "a parent"]


def test_overlapping_edits_in_one_round_are_refused():
    wc = WorkingCopy("abcdef")
    with pytest.raises(ValueError):
        wc.apply([Edit(0, 3, "x", "name", "high", ""), Edit(2, 4, "y", "name", "high", "")], 1)
