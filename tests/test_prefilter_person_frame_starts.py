"""person._PERSON_FRAME is tried only at `_frame_starts` (a word's first character, or just after a sentence's end
for "I, X, confirm"; issue 11, speed7): the same matches as a scan of every character, on drafts of every branch
and on near misses."""

import pytest

from models.prefilter.pii.person import _PERSON_FRAME, _frame_starts
from models.prefilter.recognizer import finditer_at

DRAFTS = [
    "Bike dropped off by Tom Berg, thanks.",
    "Found by Ana Lima near the gate.",
    "Booked under the name Wei Chen. In the name of May Thu Thein.",
    "I, Jonas Weber, confirm the above.",
    "Signed.  I, Jonas Weber, confirm.",                   # spaces between the sentence's end and "I,"
    "ok.I, Jonas Weber, agree",                            # no space at all
    "I, Jonas Weber, agree",                                # the draft's start
    "line one\nI, Jonas Weber, agree",
    "Hi, I, for one, agree",                                # near miss: "I," after a comma
    "We miss the late Ruth Ginsburg.",
    "tutoring with Wei-lun Hung, two days",
    "Client: Soo-ah Yoon / Caretaker on duty: Ben Ola",
    "Spotted Dana Ruiz at the market; issued to Karl Marx today; belongs to Ida Berg.",
    "Ask for Mia at the desk. 971195 Ask for Lee at the bar. (no texts) Thanks Ana for it",
    "Call me, ask for Mia at the desk. Please let Ola know",
    "our meter reader Ivo Tan left; my child Antonina; the sender's cousin, Wisly.",
    "Berth 12 goes to Ravi from March. This song goes out to Kim,",
    "re-issued to Tom, pre-booked by Ana",                  # near misses: words joined by hyphens
    "e.g.Ask for Mia; x_found by Ana; 3found by Ana; éfound by Ana",
    "ſent by Ana; KEPT BY Ana; İssued to Ana",              # letters a case-insensitive class also matches
    "",
]


@pytest.mark.parametrize("draft", DRAFTS)
def test_tried_at_word_starts_it_finds_what_a_scan_finds(draft):
    assert [(m.span(), m.groupdict()) for m in finditer_at(_PERSON_FRAME, draft, _frame_starts(draft))] == \
        [(m.span(), m.groupdict()) for m in _PERSON_FRAME.finditer(draft)]


def test_the_branches_are_exercised():
    found = [m for d in DRAFTS for m in _PERSON_FRAME.finditer(d)]
    groups = {g for m in found for g, v in m.groupdict().items() if v is not None}
    assert {"verb", "private", "act", "label", "did", "bid", "bid_lower", "kind", "apposition", "does"} <= groups
    assert any(m.group().lstrip().startswith("I,") and m.start() > 0 for m in found)
