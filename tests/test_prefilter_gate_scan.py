"""gate_scan: one pass over the lower-cased draft answers every substring gate exactly as `needle in lower` does."""

from __future__ import annotations

import random

import pytest

from models.prefilter import gate_scan
from models.prefilter.context import Context
from models.prefilter.gate_scan import GateIndex

# Strings that overlap, nest and chain as the gates' strings do: a prefix chain (divorc/divorce/divorced), one
# inside another (on/confirmation), a shared stem (st/street/tree), regex metacharacters (d.o.b, [at]), a curly
# apostrophe, a single character, a string with a space, an upper-case one (never in a lower-cased draft).
STRINGS = ("divorc", "divorce", "divorced", "on", "confirmation", "st", "street", "tree", "d.o.b", "[at]",
           "i’m", "i'm", ":", "im ", "my name", "Army")
INDEX = GateIndex({id(STRINGS): STRINGS})

CASES = [
    # (lower-cased draft, registered strings it holds)
    ("we divorced in 2019", {"divorc", "divorce", "divorced"}),
    ("a divorcee", {"divorc", "divorce"}),
    ("divor", set()),  # near miss: a prefix of the shortest string
    ("booking confirmation", {"on", "confirmation"}),
    ("confirmatio", {"on"}),  # near miss: the long string cut short still holds "on"
    ("main street", {"st", "street", "tree"}),
    ("streak", {"st"}),  # near miss: "st" only
    ("d.o.b: 1990", {"d.o.b", ":"}),
    ("dxoxb", set()),  # near miss: "." is a character, not any character
    ("mail me [at] home", {"[at]"}),
    ("i’m here", {"i’m"}),
    ("i'm here", {"i'm"}),
    ("him here", {"im "}),
    ("my  name", set()),  # near miss: two spaces
    ("my name is", {"my name"}),
    ("the army", set()),  # an upper-case string is never in a lower-cased draft
    ("", set()),
]


SCANNED = tuple(s for s in STRINGS if len(s) >= 3)  # "on", "st", ":" are searched directly (_MIN_SCANNED)


@pytest.mark.parametrize(("low", "expected"), CASES)
def test_present_is_the_substring_test(low: str, expected: set[str]) -> None:
    assert INDEX.present(low) == frozenset(s for s in expected if len(s) >= 3)
    assert INDEX.present(low) == frozenset(s for s in SCANNED if s in low)
    assert INDEX.short[id(STRINGS)] == ("on", "st", ":")


def test_present_matches_substring_search_on_random_drafts() -> None:
    rng = random.Random(11)
    alphabet = "abcdeimnorstv .:[]’'"
    for _ in range(3000):
        pieces = [rng.choice(STRINGS)[rng.randrange(3):] if rng.random() < 0.5
                  else "".join(rng.choice(alphabet) for _ in range(rng.randrange(5))) for _ in range(rng.randrange(7))]
        low = "".join(pieces)
        assert INDEX.present(low) == frozenset(s for s in SCANNED if s in low), low


def test_covers_only_the_registered_tuple() -> None:
    assert INDEX.covers(STRINGS)
    assert not INDEX.covers(tuple(list(STRINGS)))  # equal, but another object: not known by identity
    assert not INDEX.covers(("divorc", "divorce"))  # same strings, another tuple: answered by plain searches


GATE = ("zyzzyva", "quokka", "q!")  # a tuple no detector asks for; "q!" is searched directly


@pytest.mark.parametrize(("text", "expected"), [
    ("A Quokka smiles", True),
    ("a quok ka", False),  # near miss: split by a space
    ("Q!", True),  # the short string
    ("q ! q", False),  # near miss: the short string split
    ("Zyzzyva!", True),
    ("nothing here", False),
    ("\u0130stanbul has no quokka", True),  # a draft with İ: every gate opens
    ("\u0130stanbul", True),
])
def test_has_any_answers_the_same_before_and_after_registration(text: str, expected: bool) -> None:
    first = Context(text).has_any(GATE)  # registers GATE, answered by plain searches
    gate_scan.rebuild()
    index = gate_scan.index_for_draft()
    assert index.covers(GATE)
    second = Context(text)
    assert second.has_any(GATE) is expected
    assert first is expected
    if second.tokens is not None:
        assert second._gate_strings[0] is index  # answered from the one scan


def test_rebuilds_only_once_plain_searches_cost_about_a_rebuild() -> None:
    gate_scan.rebuild()
    late = ("xylophonist", "zeugma")  # a gate first asked after the index was built
    assert Context("a zeugma").has_any(late)
    assert not gate_scan.index_for_draft().covers(late)  # one ask: not worth a rebuild yet
    for _ in range(gate_scan._SEARCHES_PER_STRING * max(gate_scan._strings, 64) // len(late) + 1):
        assert not Context("plain words").has_any(late)  # answered by plain searches meanwhile
    assert gate_scan.index_for_draft().covers(late)
    assert Context("a xylophonist").has_any(late)
