"""speed13's exact skips (issue 11): each detector skips a scan or its word loop only where that could find
nothing. Each row: a draft the detector reads, or a near miss (the look-alike that must not be flagged); the
gate's answer must be True wherever the full scan finds something, and the detector's findings are as expected."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues import foreign_language, unknown_words
from models.prefilter.cues.foreign_language import ForeignLanguageRecognizer
from models.prefilter.cues.implicit import GenerationRecognizer
from models.prefilter.cues.unknown_words import UnknownWordRecognizer
from models.prefilter.pii import code, location_field
from models.prefilter.pii.code import IdentifierCodeRecognizer
from models.prefilter.pii.location_field import LocationFieldRecognizer
from models.prefilter.recognizer import may_hold


@pytest.mark.parametrize("text, gate, found", [
    ("Location: Leeds", True, True),
    ("City/Town: 's-Hertogenbosch", True, True),
    ("Place of birth ........ Şəki", True, True),
    ("Hometown | Tartu", True, True),
    ("location: leeds", False, False),  # near miss: no capital after the separator
    ("see https://example.com/leeds", False, False),  # near miss: slashes before lower case
    ("Edit: Thanks all", True, False),  # a capital after a colon: the regex runs, finds no field
])
def test_location_fields_need_a_capital_after_the_separator(text, gate, found):
    assert (location_field._FIELD_VALUE.search(text) is not None) is gate
    assert bool(location_field._FIELD.search(text) or location_field._BIRTH_FIELD.search(text)) is found
    fields = [f for f in LocationFieldRecognizer().find(Context(text)) if f.detector == "location_field.field"]
    assert bool(fields) is found


@pytest.mark.parametrize("text, found", [
    ("My UCAS ref is AB12CD34", True),
    ("card ending in 4417", True),
    ("my UCAS ref is pending", False),  # near miss: the label without a digit anywhere
    ("the A-levels were ABCDEF", False),
])
def test_codes_need_a_digit(text, found):
    ctx = Context(text)
    for regex in (code._SHORT, code._CAPS_LABEL_NUMBER, code._TILL_NUMBER, code._CARD_ENDING):
        assert may_hold(ctx, regex) or regex.search(text) is None
    assert bool(IdentifierCodeRecognizer().find(ctx)) is found


@pytest.mark.parametrize("text, found", [
    ("a decade ago I moved", True),
    ("over two DECADES since then", True),
    ("decades of work", False),  # near miss: no "ago", "since" or "back" after it
    ("a decadent dessert ago", False),
])
def test_decades_ago_needs_its_words(text, found):
    ctx = Context(text)
    assert may_hold(ctx, GenerationRecognizer._DECADES_AGO) or GenerationRecognizer._DECADES_AGO.search(text) is None
    got = [f for f in GenerationRecognizer().find(ctx) if f.detector.endswith(":ago")]
    assert bool(got) is found


def test_unknown_words_loop_runs_only_for_a_word_unknown_takes():
    for text, found in [("We had nshima and relish for lunch", True), ("We had pasta and salad for lunch", False)]:
        assert any(map(unknown_words.unknown, unknown_words._TOKEN.findall(text))) is found
        assert bool(UnknownWordRecognizer().find(Context(text))) is found


def test_foreign_words_loop_runs_only_for_a_word_language_of_places():
    for text, found in [("We ate a kanelbulle with coffee", True), ("We ate a cinnamon bun with coffee", False),
                        ("AITA for leaving", False)]:  # near miss: an acronym is no foreign word
        words = foreign_language._WORD.findall(text)
        placed = any(foreign_language.language_of(w.lower()) is not None
                     and not (len(w) <= foreign_language._ACRONYM_MAX and w.isupper()) for w in words)
        assert placed is found
        assert bool(ForeignLanguageRecognizer().find(Context(text))) is found



@pytest.mark.parametrize("text", [
    "I have a BSc from UCL", "my MSc", "went to Lincoln Elementary", "the University of Leeds", "an MBA from INSEAD",
    "MS", "Ms. Smith", "bsc", "a high school", "university", "the Universe", "", "PhD", "Ph.D.", "EPF",
])
def test_education_needle_regexes_are_substring_tests(text):
    from models.prefilter.cues import education as ed

    for regex, needles in ((ed._ANY_ABBREVIATION, ed.DEGREE_ABBREVIATIONS),
                           (ed._ANY_DEGREE_BEFORE_SCHOOL, ed._DEGREES_BEFORE_SCHOOL),
                           (ed._ANY_LEVEL_NEEDLE, ed._LEVEL_NEEDLES), (ed._ANY_SCHOOL_NAME_WORD, ed._SCHOOL_NAME_WORDS)):
        assert (regex.search(text) is not None) is any(n in text for n in needles), (text, needles)
    # and on every needle, alone and inside other text
    for needles in (ed.DEGREE_ABBREVIATIONS, ed._DEGREES_BEFORE_SCHOOL, ed._LEVEL_NEEDLES, ed._SCHOOL_NAME_WORDS):
        regex = ed._any_of(needles)
        assert all(regex.search(f"x{n}y") for n in needles)
        assert all(regex.search(n[:-1]) is None or any(m in n[:-1] for m in needles) for n in needles)
