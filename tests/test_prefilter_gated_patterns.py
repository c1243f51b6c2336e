"""The shared loop of the cue tables (cues/gated_patterns.py): the needles gate a row, rows run in the table's order,
the `hit` hook chooses span and value or drops a match, DROP_OVERLAPS keeps the first of two overlapping hits; and
the needles are sound: the recognizers on the loop find on their own test texts what they find with no gate."""

from __future__ import annotations

import importlib
import re

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.gated_patterns import GatedPattern, GatedPatternRecognizer, Hit, gated_matches
from models.prefilter.recognizer import Recognizer
from models.prefilter.registry import default_recognizers

_BIG = GatedPattern("big", ("big",), re.compile(r"\bbig \w+", re.IGNORECASE))
_DOG = GatedPattern("dog", ("dog",), re.compile(r"\b\w+ dog\b", re.IGNORECASE))
_CAT = GatedPattern("cat", None, re.compile(r"\bcats?\b"))  # needles read from the regex: "cat"


def _matches(text: str, table: tuple[GatedPattern, ...]) -> list[tuple[str, str]]:
    return [(row.kind, m.group()) for row, m in gated_matches(Context(text), table)]


@pytest.mark.parametrize("text, expected", [
    ("a big dog and a cat", [("big", "big dog"), ("dog", "big dog"), ("cat", "cat")]),  # the table's order
    ("a BIG DOG", [("big", "BIG DOG"), ("dog", "BIG DOG")]),  # needles are looked for in the lower-cased draft
    ("a bigger thing", []),  # near miss: the needle is there, the regex finds nothing
    ("no such animals", []),
    ("cats", [("cat", "cats")]),
    ("CATS", []),  # the regex is case-sensitive: its own needle ("cat") is in the lower-cased draft, no match
])
def test_gated_matches(text, expected):
    assert _matches(text, (_BIG, _DOG, _CAT)) == expected


def test_a_row_without_its_needles_is_not_run():
    # "big" is not in the draft, so the row's regex is not tried even though it would match ("large" is no needle)
    loose = GatedPattern("loose", ("big",), re.compile(r"\blarge\b"))
    assert _matches("a large dog", (loose,)) == []


class _Animals(GatedPatternRecognizer):
    name = "test.animals"
    category = "sex"
    reason = "test"
    TABLE = (_BIG, _DOG, _CAT)

    def __init__(self, drop_overlaps: bool) -> None:
        super().__init__()
        self.DROP_OVERLAPS = drop_overlaps

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit | None:
        if row.kind == "cat" and ctx.before(match.start(), 4).endswith("no "):
            return None  # a check the regex cannot say
        if row.kind == "dog":
            return match.end() - 3, match.end(), "dog:" + match.group().split()[0].lower()  # a narrower span
        return super().hit(ctx, row, match)


@pytest.mark.parametrize("drop, text, expected", [
    (False, "a big dog", [("big dog", "big"), ("dog", "dog:big")]),
    (True, "a big dog", [("big dog", "big")]),  # the dog hit overlaps the big one, found first
    (True, "a small dog, a big cat", [("big cat", "big"), ("dog", "dog:small")]),
    (True, "a cat, no cat", [("cat", "cat")]),
])
def test_recognizer_hooks(drop, text, expected):
    found = _Animals(drop).find(Context(text))
    assert [(f.text, f.value) for f in found] == expected
    assert all((f.category, f.score, f.validity, f.detector) == ("sex", 0.5, "medium", "test.animals") for f in found)


_MOVED = ("life_stage", "money_strain", "degree_pursuit", "language_order", "income", "register", "gendered_emoji",
          "age")


def _texts() -> list[str]:
    """The moved recognizers' own test texts (their tables and sentences), as written and upper-cased."""
    out = []
    for name in _MOVED:
        module = importlib.import_module(f"tests.test_prefilter_{name}")
        for table in (v for k, v in vars(module).items() if k.isupper() and isinstance(v, list)):
            out += [row[0] for row in table if isinstance(row, tuple) and isinstance(row[0], str)]
    return out + [t.upper() for t in out]


def _recognizers() -> list[Recognizer]:
    from models.prefilter.cues.age import AgeRecognizer
    from models.prefilter.cues.income import IncomeRecognizer

    moved = [r for r in default_recognizers() if isinstance(r, GatedPatternRecognizer)]
    return [*moved, AgeRecognizer(), IncomeRecognizer()]


def test_every_table_recognizer_is_on_the_shared_loop():
    names = {r.name for r in default_recognizers() if isinstance(r, GatedPatternRecognizer)}
    assert names >= {"implicit.life_stage", "implicit.money_strain", "implicit.degree_pursuit",
                     "implicit.language_order", "implicit.laughter", "implicit.aint", "implicit.gendered_emoji"}


def test_the_needles_never_change_what_is_found(monkeypatch):
    """Each recognizer on the shared loop finds on its own test texts what it finds with every row run."""
    texts = _texts()
    assert len(texts) > 300
    recognizers = _recognizers()
    gated = [[r.find(Context(t)) for t in texts] for r in recognizers]
    assert sum(len(f) for per_text in gated for f in per_text) > 200
    monkeypatch.setattr(Context, "has_any", lambda self, needles: True)
    assert [[r.find(Context(t)) for t in texts] for r in recognizers] == gated
