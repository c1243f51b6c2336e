"""The pre-filter's cheap skips (issue 11, speed): a detector skips its regex only where it cannot match."""

from __future__ import annotations

import re

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.lexicon import compile_terms, phrase_words
from models.prefilter.recognizer import needs_digit
from models.prefilter.registry import default_recognizers


@pytest.mark.parametrize("pattern, expected", [
    (r"\d", True), (r"a\d?", False), (r"(?:a|\d)", False), (r"(?:x\d|[0-5]y)", True),
    # a positive lookaround matches text of the draft (speed13); a negative one needs nothing
    (r"(?=\d)a", True), (r"(?<=\d)a", True), (r"(?!\d)a", False), (r"(?<!\d)a", False),
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
    """organization._SHAPED runs only where a capital stands (recognizer.scan): the same matches
    as a scan of every position, on drafts mixed from its own kinds, legal forms, connectors and noise."""
    import random

    from models.prefilter.pii.organization import _SHAPED
    from models.prefilter.recognizer import scan, start_class

    words = ["Inc", "Ltd", "S.A.", "GmbH", "Co", "Bank", "Court", "of", "for", "the", "and", "&", "y", "et", "e",
             "Figli", "sons", "Söhne", "PT", "CV", "UD", "my", "her", "Stichting", "Hôpital", "Universität", "de",
             "Warsaw", "Regional", "Maju", "Jaya", "Ibarra", "Ramsey", "Arroyo", "Łódź", "Əli", "İzmir", "x",
             "SARL", "s.r.l.", "LLC", "Pvt.", "Ltd.", "Công", "ty", "TNHH", "và", "đối", "tác", "hello", "9"]
    seps = [" ", " ", " ", ", ", "\n", "  ", "\t", "-", ". ", "'", "’"]
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice(words) + rng.choice(seps) for _ in range(rng.randint(1, 14)))
        assert [m.span() for m in scan(_SHAPED, text, lower=True)] == [m.span() for m in _SHAPED.finditer(text)], text
    assert start_class(_SHAPED, lower=True) is not None  # else the scan above is the full one


@pytest.mark.parametrize("pattern, expected", [
    (r"\b\d{3}", r"(?<!\w)[\d]"), (r"(?<!\w)[A-Z]\d", r"(?<!\w)[A-Z]"), (r"@\w+", r"[@]"),
    (r"\b(?:PT|CV)\s", r"(?<!\w)[PC]"), (r"(?<![\w.-])\d", r"(?<!\w)[\d]"), (r"(?<!-)\d", r"[\d]"),
    (r"\b[@A-Z]", r"[@A-Z]"), (r"(?a)\b\d", r"[\d]"), (r"(?<=\w )\d", r"[\d]"), (r"\B\d", r"[\d]"),
    (r"(?:\d|[A-Z])x", r"[\dA-Z]"), (r"[a-z]\d", None), (r"\w+", None), (r"(?i:zip)\d", None), (r"\d?x", None),
    (r"(?:)\d", r"[\d]"), (r"(?:a?)\d", None), (r"[^a]", None), (r".x", None), (r"\b(?=\d)[0-9A-F]{4}", r"(?<!\w)[0-9A-F]"),
])
def test_start_class_reads_the_first_character(pattern, expected):
    from models.prefilter.recognizer import start_class

    found = start_class(re.compile(pattern))
    assert (found.pattern if found else None) == expected


def test_pattern_recognizers_find_what_a_full_scan_finds():
    """Every pattern of the pattern recognizers, tried only at its start class (recognizer.start_class),
    matches what finditer over the whole draft matches, on drafts mixed from digits, capitals, codes,
    separators and the labels the patterns look for."""
    import random

    from models.prefilter.recognizer import PatternRecognizer, finditer_at, start_class

    pieces = ["123", "4567", "89012", "AB", "CD-", "X9", "Q1", "+41", "44", "(0)", "-", ".", "/", ":", " ", " ", "\n",
              "@", "a", "the", "Street", "St", "Rd", "Avenue", "rue", "Calle", "straße", "Straße", "PO Box", "ZIP",
              "postcode", "SSN", "BSN", "IBAN", "DE89", "GB", "www.", "http://", "x.com", "é", "Ø", "ß", "_", "#", "€",
              "1234 5678 9012 3456", "AB123456C", "SW1A 1AA", "75008", "NL", "M5V 3L9", "D02 X285", "01310-100"]
    patterns = [p.regex for r in default_recognizers() if isinstance(r, PatternRecognizer) for p in r.PATTERNS]
    anchored = [rx for rx in patterns if start_class(rx) is not None]
    assert len(anchored) >= 10
    rng = random.Random(7)
    for _ in range(600):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 25)))
        for rx in anchored:
            starts = (m.start() for m in start_class(rx).finditer(text))
            assert [m.span() for m in finditer_at(rx, text, starts)] == [m.span() for m in rx.finditer(text)], (rx.pattern, text)


@pytest.mark.parametrize("pattern, expected", [
    (r"\bborn\s+in", ("born",)), (r"(?i)years?\s+old", ("year",)), (r"(?:cat|dog)s?", ("cat", "dog")),
    (r"(?:cat|d)s", None), (r"x(?:ab)?y", None), (r"(?:ab){1,2}", ("ab",)), (r"(?:ab)*", None),
    (r"\d{5}", None), (r"caf\u00e9s", ("caf",)), (r"(?=postcode)\d+", None), (r"a[bc]d", None),
    (r"(?:PO|P\.O\.) Box", (" box",)), (r"(?i:ZIP|postcode)", ("postcode", "zip")), (r"(?>abc|de)", ("abc", "de")),
    ("|".join(f"w{i}x" for i in range(20)), None),  # too many needles: the alternation's own scan is cheaper
])
def test_literal_needles_reads_the_parse_tree(pattern, expected):
    from models.prefilter.recognizer import literal_needles

    assert literal_needles(re.compile(pattern)) == expected


def _all_regexes():
    import importlib
    import pkgutil

    import models.prefilter.cues as cues
    import models.prefilter.pii as pii
    from models.prefilter.cues.gated_patterns import GatedPattern
    from models.prefilter.recognizer import PatternRecognizer

    values = [v for package in (pii, cues) for m in pkgutil.iter_modules(package.__path__)
              for v in vars(importlib.import_module(f"{package.__name__}.{m.name}")).values()]
    found = {rx for rx in values if isinstance(rx, re.Pattern)}
    # the rows of the cue tables (cues/gated_patterns.py): life_stage, money_strain, age, income …
    found |= {row.pattern for table in values if isinstance(table, tuple)
              for row in table if isinstance(row, GatedPattern)}
    return found | {p.regex for r in default_recognizers() if isinstance(r, PatternRecognizer) for p in r.PATTERNS}


def test_every_match_holds_one_of_its_needles():
    """recognizer.literal_needles of every regex of the detectors (module globals and patterns): each match on
    PII-dense synthetic drafts (three families) holds one of its needles, lower-cased, so `may_search` skips a
    regex only where it cannot match; the needles' table tests and near misses are above."""
    from bench.pii_synthetic import generate
    from models.prefilter.recognizer import literal_needles

    drafts = [s.text for family, seed in (("tuning", 12), ("fifth", 9173), ("sixth", 6421))
              for s in generate(60, seed, family)]
    drafts += ["I'm 34 years old, born in 1990", "ZIP 75008", "PO Box 12", "Akçay Sokak 25", "my 40th b-day",
               "İ'll be 40", "ſtraße 5", "TURNED 30", "Gülen Cad. No:127"]
    checked = 0
    for rx in _all_regexes():
        needles = literal_needles(rx)
        if needles is None:
            continue
        for text in drafts:
            for m in rx.finditer(text):
                checked += 1
                assert any(n in m.group().lower() for n in needles) or Context(text).tokens is None, (rx.pattern, m)
    assert checked > 100


def test_may_search_skips_only_drafts_without_a_needle():
    from models.prefilter.cues.age import AgeRecognizer
    from models.prefilter.recognizer import may_search

    born = re.compile(r"\bborn\s+in\s+(\d{4})", re.IGNORECASE)
    assert may_search(Context("I was BORN in 1990"), born)
    assert not may_search(Context("I was bom in 1990"), born)  # near miss: no "born"
    assert may_search(Context("I was bİrn in 1990"), born)  # a letter İ: no skip at all
    found = [f.text for f in AgeRecognizer().find(Context("turned 40 last week; born in 1984; a 50 yr old man"))]
    assert sorted(found) == ["1984", "50 yr old", "turned 40"]


def test_every_anchored_regex_scans_as_finditer():
    """Every detector regex with a start class (a word start too, where it opens with \\b or a look-behind
    that excludes \\w) finds by `scan` what finditer finds, on PII-dense synthetic drafts and near misses
    (a digit or capital inside a word, after a hyphen, at the start and end)."""
    from bench.pii_synthetic import generate
    from models.prefilter.recognizer import scan, start_class

    drafts = [s.text for family, seed in (("tuning", 12), ("fifth", 9173), ("sixth", 6421))
              for s in generate(60, seed, family)]
    drafts += ["12 Main Street", "x12 Main Street", "-12 Main St", "A12B", "ZIP 75008-1234", "ab12cd 34", "9", "É7",
               "Straße 5", "_12 Elm Rd", "no.12 Rd", "SW1A 1AA", "1234 AB", "CH-8001", "ÄB 12", "ü12"]
    anchored = [(rx, lower) for rx in _all_regexes() for lower in (False, True) if start_class(rx, lower=lower)]
    assert sum(1 for rx, lower in anchored if start_class(rx, lower=lower).pattern.startswith("(?<!")) >= 20
    for rx, lower in anchored:
        for text in drafts:
            assert [m.span() for m in scan(rx, text, lower=lower)] == [m.span() for m in rx.finditer(text)], (
                rx.pattern, text)


def test_find_all_is_finditer():
    """recognizer.find_all (needles, then the start class) finds what finditer finds, for every detector regex."""
    from bench.pii_synthetic import generate
    from models.prefilter.recognizer import find_all

    drafts = [s.text for s in generate(40, 12)] + ["We are hiring at Acme Ltd", "RECRUITING: Berg GmbH", "hİring now"]
    for rx in _all_regexes():
        for text in drafts:
            ctx = Context(text)
            assert [m.span() for m in find_all(rx, ctx)] == [m.span() for m in rx.finditer(text)], (rx.pattern, text)


def test_parse_tree_answers_are_remembered_by_source():
    """The caches key on the regex's source and flags (hashing a compiled regex hashes all its code)."""
    from models.prefilter.recognizer import literal_needles, needs_digit, start_class

    a, b = re.compile(r"\bborn\s+\d"), re.compile(r"\bborn\s+\d", re.IGNORECASE)
    assert needs_digit(a) and needs_digit(b)
    assert start_class(a) is None and start_class(b) is None
    assert literal_needles(a) == literal_needles(b) == ("born",)
    c = re.compile(r"\b\d{3}")
    assert start_class(c) is start_class(re.compile(r"\b\d{3}"))
    assert start_class(re.compile(r"\b\d{3}", re.ASCII)).pattern == r"[\d]"  # another flag: another answer


def test_context_gate_only_skips_patterns_that_cannot_be_found():
    """PatternRecognizer.find skips a pattern with context words when none is in the draft (context_in_draft):
    has_context's window is the text around the match joined by a space, so a phrase may span the join."""
    from models.prefilter.pii.address import AddressRecognizer
    from models.prefilter.recognizer import PatternRecognizer, context_in_draft

    assert context_in_draft(Context("my ZIP: 75008"), ("zip code", "postal"))  # "zip" of "zip code"
    assert not context_in_draft(Context("call 75008 now"), ("zip code", "postal"))
    found = [f.text for f in AddressRecognizer().find(Context("Postal code 75008. Shipping isn't available for 26940"))]
    assert set(found) == {"75008", "26940"}  # (several of its rules find the first)
    assert AddressRecognizer().find(Context("the 26940 people")) == []  # near miss: no delivery word
    # every override of has_context narrows the base one (code.py: base and not _NOT_PERSONAL)
    overrides = {type(r).__name__ for r in default_recognizers()
                 if isinstance(r, PatternRecognizer) and type(r).has_context is not PatternRecognizer.has_context}
    assert overrides <= {"IdentifierCodeRecognizer"}


def test_pattern_gates_are_read_once_per_patterns_tuple():
    """PatternRecognizer keeps each pattern's needs_digit and literal_needles per PATTERNS tuple; a recognizer
    given other PATTERNS reads them again (issue 11, round 15)."""
    from models.prefilter.recognizer import Pattern, PatternRecognizer

    class Digits(PatternRecognizer):
        name, category = "digits", "code"
        PATTERNS = (Pattern("four", re.compile(r"\b\d{4}\b"), 0.5),)

    recognizer = Digits()
    assert [f.text for f in recognizer.find(Context("pin 1234"))] == ["1234"]
    assert recognizer.find(Context("no digits here")) == []
    assert recognizer._gates() is recognizer._gates()
    recognizer.PATTERNS = (Pattern("born", re.compile(r"\bborn\s+(?:in\s+)?\w+", re.IGNORECASE), 0.5),)
    assert [f.text for f in recognizer.find(Context("I was Born in Riga"))] == ["Born in Riga"]
    assert recognizer.find(Context("I was bom in Riga")) == []  # near miss: no needle "born"
    assert [f.text for f in recognizer.find(Context("I was bİrn… born Riga"))] == ["born Riga"]  # İ: no skip


@pytest.mark.parametrize("text, needles, expected", [
    ("Hello World", ("world",), True), ("Hello World", ("worlds", "hell"), True), ("Hello", ("help",), False),
    ("Hello", (), False), ("Hİllo", ("xyz",), True),  # a letter İ turns the skip off
])
def test_has_any_is_a_substring_test_of_the_lowered_draft(text, needles, expected):
    assert Context(text).has_any(needles) is expected


def test_postal_code_gate_tries_only_shapes_that_can_start_there():
    """data/postal_codes.code_at skips a country's shape whose first character cannot stand at the position
    (no country letters there): the same code as trying all 84 shapes, on codes, near misses and odd
    neighbours (issue 11, round 15)."""
    from models.prefilter.data import postal_codes

    def every_shape(text: str, pos: int) -> str | None:
        if pos > 0 and (text[pos - 1].isalnum() or text[pos - 1] == "-"):
            return None
        best = ""
        for regex in postal_codes._compiled():
            m = regex.match(text, pos)
            if m and len(m.group()) > len(best):
                best = m.group()
        return best if len(best.replace(" ", "")) >= 4 and any(c.isdigit() for c in best) else None

    texts = ["SW1A 1AA London", "75008 Paris", "FI-00100 Helsinki", "CH-8001", "HU-1051", "1234 AB Amsterdam",
             "K1A 0B1", "00120 Vatican", "96898", "BFPO 105", "GIR 0AA", "2024 was", "ZIP 90210-1234", "FO-100",
             "12 34", "A1", "a 12345", "_12345", "x-12345", "12345-", "1234.5", "12345,6", "VG1110", "LV-1050",
             "AZ 1000", "BB15856", "KY1-1001", "Ø 12345", "É1234", "IM1 1AA", "no code here"]
    checked = 0
    for text in texts:
        for pos in range(len(text)):
            assert postal_codes.code_at(text, pos) == every_shape(text, pos), (text, pos)
            checked += postal_codes.code_at(text, pos) is not None
    assert checked >= 20
    _, gated = postal_codes._gated()
    assert sum(start is not None for _, start in gated) >= 70  # most shapes have a first-character class


def test_phrase_index_looks_only_where_a_name_opens():
    """PhraseIndex.find visits only the draft's words that open one of its names (issue 11, round 15): the same
    longest, non-overlapping matches as a visit of every word, at the draft's edges, across gaps, and none
    for near misses."""
    from models.prefilter.cues.phrase_index import PhraseIndex

    index = PhraseIndex(["St. Patrick's Day", "Patrick", "New Year", "New Year's Eve", "Holi", "Day of the Dead"])
    assert index.find(Context("New Year's Eve, then St. Patrick's Day")) == [
        (0, 14, "New Year's Eve"), (21, 38, "St. Patrick's Day")]
    assert index.find(Context("Patrick")) == [(0, 7, "Patrick")]
    assert index.find(Context("Day of the Dead and Holi")) == [(0, 15, "Day of the Dead"), (20, 24, "Holi")]
    assert index.find(Context("the holi days, a new year, patricks")) == [(17, 25, "New Year")]  # "holi": lower case
    assert index.find(Context("New, Year")) == []  # near miss: a comma between the words
    assert index.find(Context("nothing to see here")) == []


@pytest.mark.parametrize("word, expected", [
    ("teh", True), ("recieve", True), ("becuase", True), ("freind", True),
    ("straateten", False), ("connossiour", False), ("nshima", False), ("zzqx", False),
])
def test_a_slip_is_one_edit_from_an_everyday_word(word, expected):
    """unknown_words._slip tests all of a word's edits against one set of everyday words (issue 11, round 15):
    the same answer as looking each edit up in the English list."""
    from models.prefilter.cues.foreign_language import english_list
    from models.prefilter.cues.unknown_words import TYPO_SOURCE_ZIPF, _edits, _english_zipf_floor, _slip

    floor = _english_zipf_floor(TYPO_SOURCE_ZIPF)
    assert _slip(word) is expected
    assert _slip(word) is any(english_list().get(c, 0.0) >= floor for c in _edits(word))


def test_warm_postal_regexes_compiles_every_country_once() -> None:
    # issue 11, speed5: each country's postcode regex was compiled on the first draft that named the country
    from models.prefilter.data import text_country

    text_country.warm_postal_regexes()
    misses = text_country.postal_regex.cache_info().misses
    assert text_country.postal_regex.cache_info().currsize >= 249
    ch, jm = text_country.postal_regex("CH"), text_country.postal_regex("JM")
    assert ch is not None and ch.fullmatch("8001") and not ch.fullmatch("80011")
    assert jm is None  # no postcode in Google's metadata for Jamaica
    assert text_country.postal_regex.cache_info().misses == misses


# Issue 11, speed5: required_strings / may_hold / find_held, the gate of person.py's slot scans.
@pytest.mark.parametrize("pattern, sets", [
    (r"foo(?:bar|qux)[0-9]:", ((":",), ("foo",), ("bar", "qux"))),
    (r"foo(?:bar|baz)", (("fooba",),)),  # sre factors the branches first: "ba" joins the run
    (r"(?:ab|\d)c", (("c",),)),  # a branch without a literal: no set from the alternation
    (r"(?i:Attn)\s*:", ((":",), ("attn",))),  # case-insensitive runs lower-cased; one character counts
    (r"x?y+z{0,2}", (("y",),)),  # optional parts are no requirement, a repeat of one or more is
    (r"(?<=Mr )\w+", ()),  # look-arounds hold nothing the match consumes
    (r"é+|e", ()),  # letters outside ASCII are not read
])
def test_required_strings_read_from_the_parse_tree(pattern: str, sets: tuple[tuple[str, ...], ...]) -> None:
    from models.prefilter.recognizer import required_strings

    assert required_strings(re.compile(pattern)) == sets


def _held_regexes() -> list[re.Pattern[str]]:
    from models.prefilter.pii import organization, person

    return [person._SLOT, person._ROLE_LABEL, person._DASH_FIELD, organization._FIELD]


@pytest.mark.parametrize("text", [
    "Attn: Mary Lee", "Lead passenger: Ana Ruiz", "TENANT ........ Ann Ho", "Received in good condition by Tom Berg.",
    "Ticket reassigned to Joe Bloggs", "[09:41] Kim Park: hi", "Apologies for absence: Sam Ode.", "Name - Lee Min",
    "Claimant: Jo Marsh", "Emergency contact (parent/guardian): Tim Ng", "REFERRED BY Dr Ama Owusu",
    "authorised by Ivo Pavić", "organized by Lía Ortiz", "Aſsigned to Joe", "ATTN: İlker Kaya",
    # near misses: no label, verb or colon where the rule needs one
    "Employer: Sulzer AG", "Bill to: Gharbi Ltd", "Previous employer (name and address): Hecker", "COMPANY / Matile",
    "I got it by Tom", "my attention span, Tom", "assign to Joe", "Name Lee Min", "Claimant Jo Marsh", "at 09:41 Kim said",
    "my employer is Sulzer", "the company Matile", "billed to: Gharbi",
])
def test_find_held_is_finditer_where_a_match_is_possible(text: str) -> None:
    from models.prefilter.recognizer import find_held, may_hold

    ctx = Context(text)
    for regex in _held_regexes():
        expected = [m.span() for m in regex.finditer(text)]
        assert [m.span() for m in find_held(regex, ctx)] == expected, (regex.pattern[:40], text)
        if expected:
            assert may_hold(ctx, regex)


def test_slot_gate_skips_drafts_without_the_strings() -> None:
    from models.prefilter.recognizer import may_hold, required_strings

    slot, role_label, dash_field, _ = _held_regexes()
    assert {"attn", "passenger", "received", "authori", "assigned", "absent", "["} <= set(required_strings(slot)[0])
    assert (":",) in required_strings(role_label) and required_strings(dash_field) == (("name",),)
    assert not may_hold(Context("I got it by Tom and we went home"), slot)
    assert may_hold(Context("it was recommended by Tom"), slot)
    assert may_hold(Context("Aſsigned to Joe"), slot)  # a letter a case-insensitive regex reads as ASCII: no skip


def test_warm_reads_the_tables_a_first_draft_stalled_on():
    # Issue 11, speed5: each of these was read on the first draft that needed it (40-320 ms); in a fresh
    # interpreter, since the tests before this one have read them already.
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    code = ("from models.prefilter import Prefilter\nPrefilter().warm()\n"
            "from models.prefilter.data import wordnet, text_country\nfrom models.prefilter.pii import names\n"
            "from models.prefilter.cues import holidays, register\n"
            "loads = [wordnet.one_word_lemmas, wordnet.index_lemmas, wordnet.first_sense_lexfiles,"
            " wordnet.double_object_verb_forms, wordnet.act_nouns, names.extra_first_names,"
            " names.extra_first_names_after_person_noun, names.word_given_names, names.roster_only_people,"
            " holidays.festival_words, register._mostly_adverbs, text_country.postal_regex]\n"
            "print(' '.join(str(f.cache_info().currsize) for f in loads))")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=600,
                         env={**os.environ, "PYTHONPATH": str(root)})
    assert out.returncode == 0, out.stderr[-2000:]
    sizes = [int(n) for n in out.stdout.split()]
    assert sizes[0] == 4 and sizes[1] >= 4 and sizes[2] >= 2 and sizes[-1] >= 249, sizes
    assert all(n >= 1 for n in sizes[3:-1]), sizes
