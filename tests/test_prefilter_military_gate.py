"""military's second gate (a branch in any case, or a digit before st/nd/rd/th and a space) skips only drafts
that none of its three regexes can match: with the gate forced open the findings are the same, row by row."""

from __future__ import annotations

import re

import pytest

from models.prefilter.context import Context
from models.prefilter.cues import military
from models.prefilter.cues.military import MilitaryRecognizer

ROWS = [
    # (draft, whether the gate lets it through, how many findings)
    ("I served in the Army for 8 years with my brother.", True, 1),
    ("Two tours in Iraq with the 82nd Airborne.", True, 1),
    ("two tours with the 82nd\nAirborne, then home", True, 1),  # a newline is the unit's \s
    ("I served in the ARMY with them", True, 1),  # upper case: _TIED ignores case
    ("an ex-RAF engineer and a Navy veteran", True, 2),
    ("my son is in the Marines now", True, 1),
    ("I retired from the Royal Navy last year", True, 1),
    # near misses: the first gate opens on "th "/"st ", nothing military is there
    ("I went with the flow and that was the best thing", False, 0),
    ("we joined the army of volunteers at the fest", True, 0),  # a lower-case branch: scanned, no finding
    ("the 3rd floor, then the 101st Dalmatian", True, 0),  # a number before "rd ": scanned, no finding
    ("Navy beat Army 17-11", True, 0),
    ("the Salvation Army shop with my mum", True, 0),
    ("born on the 4th of July", True, 0),
    ("the 4thfloor", False, 0),  # no space after "th"
    ("fourth time at the park", False, 0),
]


@pytest.mark.parametrize(("text", "opens", "count"), ROWS)
def test_gate_skips_only_what_cannot_match(text: str, opens: bool, count: int,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = Context(text)
    gated = MilitaryRecognizer().find(ctx)
    assert (military._UNIT_HINT.search(text) is not None or ctx.has_any(military._BRANCHES_LOWER)) is opens
    assert len(gated) == count
    monkeypatch.setattr(military, "_UNIT_HINT", re.compile(""))  # the gate always open
    assert MilitaryRecognizer().find(Context(text)) == gated
