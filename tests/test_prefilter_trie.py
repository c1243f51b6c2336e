"""trie.any_case_alternation: under re.IGNORECASE it matches what the plain longest-first alternation matches."""

from __future__ import annotations

import re

import pytest

from models.prefilter.trie import any_case_alternation

WORDS = ["bake", "baker", "bakers", "baking", "bread", "breads", "brew", "brewing", "number crunching",
         "number-crunching", "numbercrunching", "tile", "tiles", "tiling", "cut", "cuts", "cutting"]
# Near misses: prefixes and extensions of the words, other cases, the letters a case-insensitive regex matches to
# an ASCII letter (Kelvin sign, long s, dotted and dotless i), words inside words, a phrase broken differently.
TEXTS = ["I bake bread", "BAKERS and Bakers", "bakery", "bakersfield", "rebake", "brewing brews brewer",
         "number  crunching", "Number-Crunching days", "numbercrunchings", "tiling tiles tile", "ti le",
         "cuttings cut", "\u212auts", "ba\u212ae", "tile\u017f", "t\u0130le", "t\u0131ling", "", "cutting-edge"]


def plain(words: list[str]) -> str:
    return "(?:" + "|".join(map(re.escape, sorted(set(words), key=len, reverse=True))) + ")"


@pytest.mark.parametrize("after", [r"\b", r"\s+(?:the\s+)?bread\b", "", "s"])
def test_same_matches_as_the_plain_alternation(after: str):
    factored = re.compile(r"\b" + any_case_alternation(WORDS) + after, re.IGNORECASE)
    reference = re.compile(r"\b" + plain(WORDS) + after, re.IGNORECASE)
    assert factored.pattern != reference.pattern  # the factored form is in use
    found = 0
    for text in TEXTS + [" ".join(TEXTS)]:
        assert [m.span() for m in factored.finditer(text)] == [m.span() for m in reference.finditer(text)], text
        found += len(reference.findall(text))
    assert found  # the texts do hold matches


@pytest.mark.parametrize("words", [["Bake", "bakers"], ["café", "cafés"], ["bake", "BAKE", "baker"]])
def test_a_capital_or_a_letter_outside_ascii_keeps_the_plain_alternation(words: list[str]):
    assert any_case_alternation(words) == plain(words)


def test_duplicates_count_once():
    assert any_case_alternation(["tile", "tiles", "tile"]) == any_case_alternation(["tiles", "tile"])
