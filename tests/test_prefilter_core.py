"""The Prefilter itself: offsets in code points, protect, allow-list, overlap resolution, bad input."""

import pytest

from models.errors import InputError
from models.prefilter import Prefilter
from models.prefilter.overlap import resolve_overlaps
from models.records import Finding
from tests.prefilter_support import PF


def test_offsets_are_code_points_with_emoji_and_combining_characters():
    # "🇨🇭" is two code points, "👩‍💻" three, and "Zu\u0308rich" spells Zürich with a combining diaeresis.
    text = "🇨🇭👩‍💻 I live in Zu\u0308rich 😀 — mail me: jane@example.com 🎉 call +41 44 668 18 00"
    found = PF.find(text)
    by_category = {f.category: f for f in found}
    for f in found:
        assert text[f.start : f.end] == f.text
    assert by_category["email"].text == "jane@example.com"
    assert by_category["phone"].text == "+41 44 668 18 00"
    assert by_category["city_country"].text == "Zu\u0308rich"
    assert by_category["city_country"].value == "Zürich, Switzerland"
    assert text.index("jane@") == by_category["email"].start


def test_findings_sorted_by_start():
    found = PF.find("call +41 44 668 18 00, I'm a nurse in Dublin, mail jane@example.com")
    assert [f.start for f in found] == sorted(f.start for f in found)
    assert [f.category for f in found] == ["phone", "occupation", "city_country", "email"]


def test_protect_restricts_categories():
    text = "I'm a nurse in Dublin, mail jane@example.com"
    assert {f.category for f in PF.find(text, protect=["email"])} == {"email"}
    assert {f.category for f in PF.find(text, protect=("occupation", "email"))} == {"occupation", "email"}
    assert PF.find(text, protect=[]) == []


def test_protect_rejects_unknown_categories():
    with pytest.raises(InputError, match="unknown categories: shoe_size"):
        PF.find("text", protect=["shoe_size"])


def test_allow_list_suppresses_terms_case_insensitively():
    text = "I live in Dublin and work as a nurse; mail jane@example.com"
    assert "Dublin" in [f.text for f in PF.find(text)]
    found = PF.find(text, allow=["dublin", "JANE@EXAMPLE.COM"])
    assert [f.text for f in found] == ["a nurse"]


def test_allow_list_matches_whole_words_only():
    found = PF.find("I live in Dublin", allow=["dub"])
    assert [f.text for f in found] == ["Dublin"]


def test_empty_and_non_string_input():
    assert PF.find("") == []
    assert PF.find("   \n") == []
    with pytest.raises(InputError):
        PF.find(None)  # type: ignore[arg-type]


def _f(start, end, validity="high", score=0.5, category="age"):
    return Finding(start, end, "x" * (end - start), category, score, validity, "test", "", None)


def test_overlap_keeps_validity_then_score_then_length():
    kept = resolve_overlaps([_f(0, 5, "medium", 0.9), _f(2, 4, "high", 0.1)])
    assert [(k.start, k.end) for k in kept] == [(2, 4)]
    kept = resolve_overlaps([_f(0, 5, "high", 0.5), _f(2, 8, "high", 0.8)])
    assert [(k.start, k.end) for k in kept] == [(2, 8)]
    kept = resolve_overlaps([_f(0, 3), _f(0, 6)])
    assert [(k.start, k.end) for k in kept] == [(0, 6)]
    kept = resolve_overlaps([_f(0, 3), _f(3, 6)])
    assert [(k.start, k.end) for k in kept] == [(0, 3), (3, 6)]


def test_overlap_between_detectors_in_a_draft():
    # The card number also looks like a phone number to some regions; the validated card wins.
    found = PF.find("my card is 4111 1111 1111 1111")
    assert [(f.category, f.text) for f in found] == [("financial", "4111 1111 1111 1111")]


def test_custom_recognizer_list():
    from models.prefilter.pii.email import EmailRecognizer

    pf = Prefilter([EmailRecognizer()])
    assert [f.category for f in pf.find("I live in Dublin, jane@example.com")] == ["email"]


def test_remembered_sentences_keep_offsets_right_after_edits():
    base = "Yesterday Anna Berg met me in Lisbon. It was fun."
    first = {(f.text, f.category) for f in PF.find(base)}
    edited = "Hi all! " + base + " Tom Miller came too."
    found = PF.find(edited)
    for f in found:
        assert edited[f.start : f.end] == f.text
    assert first <= {(f.text, f.category) for f in found}
    assert ("Tom Miller", "name") in {(f.text, f.category) for f in found}


def test_sentences_without_proper_noun_candidates_skip_spacy():
    from models.prefilter.ner import candidate_sentences

    text = "i live in lisbon and love it. Yesterday I met Anna. I think so."
    assert [s.strip() for _, s in candidate_sentences(text)] == ["Yesterday I met Anna."]
