"""compile_terms' factored regex (models/prefilter/trie.py) matches what the plain alternation of the phrases,
longest first, matched before it: the same spans on every lexicon's phrases, written as people vary them."""

from __future__ import annotations

import re

import pytest

from models.prefilter.cues import work_field
from models.prefilter.cues.lexicon import LexiconRecognizer, compile_terms
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


def test_a_cased_phrase_and_a_longer_plain_one_keep_the_alternation():
    pattern = compile_terms(("NHS", "nhs trust"))
    assert pattern.search("the NHS trust said").group() == "NHS trust"
