"""compile_terms' factored regex (models/prefilter/trie.py) matches what the plain alternation of the phrases,
longest first, matched before it: the same spans on every lexicon's phrases, written as people vary them."""

from __future__ import annotations

import re

import pytest

from models.prefilter.cues import work_field
from models.prefilter.context import Context
from models.prefilter.cues.lexicon import LexiconRecognizer, compile_terms, find_phrases, phrase_openings
from models.prefilter.registry import default_recognizers


def plain(phrases: tuple[str, ...]) -> re.Pattern[str]:
    """The alternation compile_terms built before the factored form (kept for the phrases that need it)."""
    def body(phrase: str) -> str:
        return r"\s+".join("".join("['’]" if ch in "'’" else re.escape(ch) for ch in w) for w in phrase.split())

    alternatives = [body(p) if any(c.isupper() for c in p) else f"(?i:{body(p)})"
                    for p in sorted(set(phrases), key=len, reverse=True)]
    return re.compile(r"(?<![\w-])(?<!\w['’])(?:" + "|".join(alternatives) + r")(?![\w]|-\w|['’](?![sS]\b)\w)")


def variants(phrase: str) -> list[str]:
    spaced = phrase.replace(" ", "  ")
    return [phrase, phrase.upper(), phrase.title(), phrase.lower(), spaced, phrase.replace("'", "’"),
            phrase + "s", phrase + "'s", phrase + "-ish", "ex-" + phrase, phrase[:-1], phrase + " " + phrase,
            f"'{phrase}'", f"my {phrase}, and"]


LEXICONS = {r.name: tuple(r.TERMS) for r in default_recognizers() if isinstance(r, LexiconRecognizer)}
LEXICONS["work_field.industries"] = tuple(work_field.INDUSTRIES)
LEXICONS["work_field.work"] = tuple(work_field._WORK)


@pytest.mark.parametrize("name", sorted(LEXICONS))
def test_the_factored_regex_finds_what_the_alternation_found(name):
    phrases = LEXICONS[name]
    old, new = plain(phrases), compile_terms(phrases)
    texts = [v for p in phrases for v in variants(p)]
    # phrases side by side, so a longer phrase and its prefix compete at one position
    texts.append(" ".join(phrases))
    texts.append(" ".join(sorted(phrases, key=len)).upper())
    for text in texts:
        assert [(m.span(), m.group()) for m in new.finditer(text)] == [(m.span(), m.group()) for m in old.finditer(text)], text


def test_a_cased_phrase_and_a_longer_plain_one_share_a_branch():
    pattern = compile_terms(("NHS", "nhs trust"))
    assert pattern.search("the NHS trust said").group() == "NHS trust"


SPLIT_ROWS = [
    # (phrases, text): a written character that a letter in any case also matches goes on with both phrases
    (("NHS", "nhs trust"), "the NHS trust, the nhs trust, the Nhs Trust, the NHS, the nhs, NHS trusts, NHS-trust"),
    (("nhs", "NHS Trust", "NHS Board"), "the NHS Trust and the NHS board, the nhs trust, NHS Boards, nhs"),
    # as deep as the letter's branch, which sorts first: without its "(?!N)" it would stop at "NHS"
    (("nhs", "nhs trust", "NHS board"), "the NHS board met the nhs trust and the NHS"),
    (("PhD", "phd student", "Ph"), "a PhD student, a PHD student, a phd, the Ph, PhD's, a PhD  student"),
    (("Kiwi", "kiwi fruit", "kiwis", "KIWI"), "a Kiwi fruit, the KIWI fruit, two kiwis, Kiwis, a kiwi"),
    (("Mum", "mum's the word", "MUM"), "Mum's the word, MUM'S THE WORD, mum’s the word, Mum"),
    (("whānau", "Whānau Ora", "hāngī"), "my Whānau Ora, WHĀNAU, whānau ora, a Hāngī"),
]


@pytest.mark.parametrize("phrases, text", SPLIT_ROWS)
def test_the_split_trie_finds_what_the_alternation_found(phrases, text):
    from models.prefilter.cues.lexicon import _cased_overlap, _split_trie

    unique = sorted(set(phrases), key=len, reverse=True)
    assert _cased_overlap(unique) and _split_trie(unique) is not None  # the rows exercise the split form
    for t in [text, text.upper(), text.lower(), text.swapcase(), text.replace(" ", "\n ")]:
        assert [(m.span(), m.group()) for m in compile_terms(phrases).finditer(t)] == \
            [(m.span(), m.group()) for m in plain(phrases).finditer(t)], t


def test_letters_that_meet_keep_the_plain_alternation():
    """Near miss: "ſ" and "s" in any case match each other, so two branches could match one character."""
    from models.prefilter.cues.lexicon import _split_trie

    assert _split_trie(["ſun", "sun day", "SUN"]) is None
    text = "ſun day, SUN, sun day, Sun"
    assert [m.span() for m in compile_terms(("ſun", "sun day", "SUN")).finditer(text)] == \
        [m.span() for m in plain(("ſun", "sun day", "SUN")).finditer(text)]


def test_every_lexicon_with_shared_text_takes_the_split_trie():
    """So the equality test above checks the split form on the real vocabularies (issue 11, speed13)."""
    from models.prefilter.cues.lexicon import _cased_overlap, _split_trie

    shared = [n for n, p in LEXICONS.items() if _cased_overlap(sorted(set(p), key=len, reverse=True))]
    assert len(shared) >= 9
    assert all(_split_trie(sorted(set(LEXICONS[n]), key=len, reverse=True)) is not None for n in shared)


@pytest.mark.parametrize("name", sorted(LEXICONS))
def test_tried_at_the_phrases_first_words_it_finds_what_a_scan_finds(name):
    """find_phrases tries the regex only where a phrase's first word is a token of the draft (issue 11, speed7):
    the same matches as finditer over every character, on the phrases as people vary them and side by side."""
    phrases = LEXICONS[name]
    regex, openings = compile_terms(phrases), phrase_openings(phrases)
    texts = [v for p in phrases for v in variants(p)]
    texts += [" ".join(phrases), " ".join(sorted(phrases, key=len)).upper(), "x" + " x".join(phrases)]
    for text in texts:
        ctx = Context(text)
        assert [(m.span(), m.group()) for m in find_phrases(regex, openings, ctx)] == \
            [(m.span(), m.group()) for m in regex.finditer(text)], text


@pytest.mark.parametrize("text, found", [
    ("Aussie Aussie, 'straya!", ["'straya"]),      # a phrase opening with an apostrophe: tried one character early
    ("come to ’straya mate", ["’straya"]),
    ("the Straya cup", []),                          # near miss: the run without its apostrophe
    ("a-straya", []),                                # near miss: a hyphen-joined word
    ("'cause I said so", ["'cause"]),
    ("because I said so", []),                       # near miss: the run inside a longer word
    ("İ said 'cause", ["'cause"]),                   # a letter matched to another ASCII one: the whole draft is scanned
])
def test_phrases_opening_with_an_apostrophe(text, found):
    regex, openings = compile_terms(("'straya", "'cause", "mate")), phrase_openings(("'straya", "'cause", "mate"))
    assert openings == {"straya": (1,), "cause": (1,), "mate": (0,)}
    got = [m.group() for m in find_phrases(regex, openings, Context(text)) if m.group() != "mate"]
    assert got == found == [m.group() for m in regex.finditer(text) if m.group() != "mate"]


def test_no_openings_for_a_phrase_without_a_word_or_with_a_rare_letter():
    assert phrase_openings(("mate", "...")) is None
    assert phrase_openings(("ſtraße",)) is None
    assert phrase_openings(("café au lait",)) == {"café": (0,)}


def test_health_terms_and_field_adjectives_tried_at_their_first_words_match_as_a_full_scan():
    """The same for the other scans of phrases at word edges that find_phrases runs (health.py's conditions and
    medicines, field_vocabulary.py's field adjectives)."""
    from models.prefilter.cues import field_vocabulary, health

    scans = [(health._TERM, health._OPENINGS, health._TERMS),
             (compile_terms(tuple(sorted(field_vocabulary.field_adjectives()))),
              phrase_openings(field_vocabulary.field_adjectives()), sorted(field_vocabulary.field_adjectives()))]
    for regex, openings, phrases in scans:
        assert openings is not None
        texts = [v for p in phrases for v in variants(p)] + [" ".join(phrases), "x" + " x".join(phrases)]
        for text in texts:
            assert [m.span() for m in find_phrases(regex, openings, Context(text))] == \
                [m.span() for m in regex.finditer(text)], text
