"""Long drafts in segments (issue 11): where a draft is cut, the pre-filter streamed per segment with the same
final findings as the whole draft's, one RLAA loop per segment with offsets into the whole draft."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.events import Done, Progress, Suggestions
from models.policy import Policy
from models.runtime.scripted import ScriptedBackend
from models.segments import SEGMENT_CHARS, segment_bounds
from tests.prefilter_support import PF
from tests.rlaa_fakes import TermPrefilter

FILLER = "We talked about books and music for a while, and then about the best way to cook rice. "


def covers(text: str, bounds: list[tuple[int, int]]) -> bool:
    return bounds[0][0] == 0 and bounds[-1][1] == len(text) and all(
        a[1] == b[0] for a, b in zip(bounds, bounds[1:]))


@pytest.mark.parametrize("text, expected", [
    ("", [(0, 0)]),
    ("short", [(0, 5)]),
    ("x" * SEGMENT_CHARS, [(0, SEGMENT_CHARS)]),
])
def test_a_draft_up_to_one_segment_is_one_segment(text, expected):
    assert segment_bounds(text) == expected


def test_long_drafts_are_cut_at_paragraph_ends_first_then_sentence_ends():
    text = (FILLER * 20).strip() + "\n\n" + FILLER * 20
    bounds = segment_bounds(text)
    assert covers(text, bounds) and all(e - s <= SEGMENT_CHARS for s, e in bounds)
    assert text[: bounds[0][1]].endswith("\n\n")  # the paragraph break, not the last sentence end before it
    assert all(text[s:e].endswith(". ") or text[s:e].endswith("\n\n") for s, e in bounds[:-1])


def test_an_abbreviation_before_a_number_is_not_a_sentence_end():
    piece = "Call (555) 123-0003 ext. 12 or write. "
    text = piece * 200
    for s, e in segment_bounds(text, size=500)[:-1]:
        assert text[s:e].endswith("write. ")  # never between "ext." and "12"


def test_a_list_without_sentences_is_cut_between_two_words_never_inside_one():
    text = " ".join(f"mail{i}@example.com" for i in range(600))
    bounds = segment_bounds(text)
    assert covers(text, bounds) and len(bounds) > 1
    assert all(text[e - 1] == " " for _, e in bounds[:-1])


def test_text_without_any_break_is_cut_at_the_size():
    text = "x" * 5000
    assert segment_bounds(text, size=2000) == [(0, 2000), (2000, 4000), (4000, 5000)]


def test_the_prefilter_streams_one_event_per_segment_and_ends_with_the_whole_drafts_findings():
    # The full name comes in the first segment only; the second mention by surname, three segments later, is the
    # same person (the draft-wide pass links them) and the city named first as where the author lives is raised
    # where it comes again.
    text = ("My colleague Tomasz Nowakowski and I live in Lyon. " + FILLER * 30 + "Nowakowski says hello. "
            + FILLER * 30 + "Lyon is lovely in spring. " + FILLER * 10)
    policy = Policy()
    events = list(Engine(prefilter=PF).analyze(text, policy))
    bounds = segment_bounds(text)
    assert len(bounds) >= 3
    streamed = [e for e in events if isinstance(e, Suggestions)]
    assert [(e.stage, e.segment.index, e.segment.count) for e in streamed if e.segment] == [
        ("prefilter", i, len(bounds)) for i in range(len(bounds))]
    assert [(e.segment.start, e.segment.end) for e in streamed] == bounds
    for event in streamed[:-1]:
        assert all(event.segment.start <= s.start and s.end <= event.segment.end for s in event.suggestions)
    done = events[-1]
    assert isinstance(done, Done)
    whole = [f for f in PF.find(text, protect=policy.protect) if f.validity in policy.valid_tiers]
    assert [(s.start, s.end, s.category, s.validity) for s in done.result.suggestions] == [
        (f.start, f.end, f.category, f.validity) for f in whole]
    assert "Nowakowski" not in done.result.text and "Lyon" not in done.result.text


def test_each_segment_gets_its_own_rlaa_loop_and_its_edits_land_on_the_whole_draft():
    text = FILLER * 30 + "I moved here with my husband. " + FILLER * 30 + "My husband cooks. " + FILLER * 5
    bounds = segment_bounds(text)
    assert len(bounds) == 3
    leak = {"inferences": [{"attribute": "relationship_status", "evidence": "my husband", "guess": "married",
                            "reasoning": "r"}]}
    leak2 = {"inferences": [{"attribute": "relationship_status", "evidence": "My husband", "guess": "married",
                             "reasoning": "r"}]}
    high = {"validity_level": "high", "validation_notes": "direct"}
    nothing = {"inferences": []}
    # segment 0: nothing; segment 1: a leak, judged high, then nothing; segment 2: a leak, judged high, then nothing
    backend = ScriptedBackend([nothing, leak, high, nothing, leak2, high, nothing], default=nothing)
    engine = Engine(prefilter=TermPrefilter({}), backend=backend)
    events = list(engine.analyze(text, Policy()))
    progress = [e for e in events if isinstance(e, Progress)]
    assert [p.segment.index for p in progress if p.round == 1] == [0, 1, 2]  # each segment starts its own loop
    rlaa = [e for e in events if isinstance(e, Suggestions) and e.stage == "rlaa"]
    assert [e.segment.index for e in rlaa] == [1, 2]
    edited = [s for e in rlaa for s in e.suggestions]
    assert [text[s.start:s.end] for s in edited] == ["my husband", "My husband"]
    assert all(bounds[e.segment.index][0] <= s.start for e in rlaa for s in e.suggestions)
    done = events[-1].result
    assert done.stop_reason == "rational" and done.rounds == 1
    assert "husband" not in done.text
    assert done.round_texts[0] == text and done.round_texts[-1] == done.text
    assert len(done.round_stats) == 5  # segment 0: one round (stop); segments 1 and 2: an edit, then the stop


def test_a_one_segment_draft_has_no_segment_on_its_events():
    events = list(Engine(prefilter=TermPrefilter({"Zurich": ("city_country", "high")})).analyze(
        "I moved to Zurich.", Policy()))
    assert all(e.segment is None for e in events if isinstance(e, (Suggestions, Progress)))


def test_a_cancel_during_a_long_drafts_prefilter_ends_with_done_cancelled():
    import threading

    cancel = threading.Event()

    class CancelAfterFirst(TermPrefilter):
        def find(self, text, protect=None, allow=(), cancel_event=None, **kwargs):
            if self.calls:
                cancel.set()  # a newer draft arrives while the second segment is checked
                raise __import__("models.errors", fromlist=["Cancelled"]).Cancelled("superseded")
            return super().find(text, protect, allow)

    text = FILLER * 60
    events = list(Engine(prefilter=CancelAfterFirst({"rice": ("occupation", "high")}),
                         backend=ScriptedBackend(default={"inferences": []})).analyze(text, Policy(), cancel))
    assert [type(e) for e in events] == [Suggestions, Done]
    assert events[0].segment.index == 0 and events[-1].result.stop_reason == "cancelled"
