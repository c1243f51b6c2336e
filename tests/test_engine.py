"""The Engine API with a fake pre-filter and a scripted model: event order, locking, cancellation, validation."""

import threading
import time

import pytest

from models.draft import MAX_CHARS, decode_draft, validate_draft
from models.engine import Engine
from models.errors import InputError
from models.events import Done, Progress, StageFailed, Suggestions
from models.policy import Policy
from models.runtime.scripted import ScriptedBackend
from tests.rlaa_fakes import TermPrefilter

DRAFT = "I moved to Zurich with my husband 😀 and e\u0301cole starts soon. Mail jo@example.com"
TERMS = {"Zurich": ("city_country", "high"), "jo@example.com": ("email", "high"), "soon": ("age", "low")}
NOTHING = {"inferences": []}


def test_prefilter_only_engine():
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=None)
    events = list(engine.analyze(DRAFT, Policy()))
    assert [type(e) for e in events] == [Suggestions, Done]
    first, done = events[0], events[1].result
    assert first.stage == "prefilter" and [s.original for s in first.suggestions] == ["Zurich", "jo@example.com"]
    assert "soon" not in [s.original for s in first.suggestions]  # low is below the medium threshold
    assert (done.rounds, done.stop_reason) == (0, "rational")
    assert "Zurich" not in done.text and "jo@example.com" not in done.text
    assert engine.model_info() == {"model_id": None, "ref": None, "path": None, "backend": None, "llm": False, "adapter": None}


def test_full_event_stream_with_a_model():
    leak = {"inferences": [{"attribute": "relationship_status", "evidence": "my husband", "guess": "married",
                            "reasoning": "r"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "direct"}], default=NOTHING)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=backend)
    events = list(engine.analyze(DRAFT, Policy()))
    types = [type(e) for e in events]
    assert types[0] is Suggestions and types[-1] is Done and types.count(Done) == 1
    assert [e.ends_stream for e in events] == [False] * (len(events) - 1) + [True]
    assert Progress in types and any(isinstance(e, Suggestions) and e.stage == "rlaa" for e in events)
    done = events[-1].result
    assert done.stop_reason == "rational" and done.rounds == 1
    ids = [s.id for s in done.suggestions]
    assert len(ids) == len(set(ids)) == 3
    husband = [s for s in done.suggestions if s.original == "my husband"][0]
    assert husband.source == "rlaa" and DRAFT[husband.start : husband.end] == "my husband"
    assert done.tokens["total"] > 0


def test_anonymize_returns_a_result_and_greedy_runs_all_rounds():
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=ScriptedBackend(default=NOTHING))
    r = engine.anonymize(DRAFT, Policy(max_rounds=2))
    assert r.stop_reason == "rational" and r.round_texts[0] == DRAFT
    g = engine.anonymize(DRAFT, Policy(max_rounds=2), greedy=True)
    assert (g.stop_reason, g.rounds) == ("max_rounds", 2)


def test_prefilter_suggestions_do_not_wait_for_the_model_lock():
    backend = ScriptedBackend(default=NOTHING)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=backend)
    backend.lock.acquire()  # another analysis holds the model
    try:
        events = engine.analyze(DRAFT, Policy())
        first = next(events)
        assert first.stage == "prefilter" and first.suggestions
    finally:
        backend.lock.release()
    assert isinstance(list(events)[-1], Done)


def test_cancel_while_waiting_for_the_lock():
    backend = ScriptedBackend(default=NOTHING)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=backend)
    cancel = threading.Event()
    backend.lock.acquire()
    try:
        threading.Timer(0.2, cancel.set).start()
        events = list(engine.analyze(DRAFT, Policy(), cancel))
    finally:
        backend.lock.release()
    assert events[-1].result.stop_reason == "cancelled"
    assert "Zurich" not in events[-1].result.text  # what was found before the cancel still applies


def test_cancel_mid_generation_from_another_thread():
    backend = ScriptedBackend(default=NOTHING, delay_s=10.0)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=backend)
    cancel = threading.Event()
    t0 = time.monotonic()
    threading.Timer(0.3, cancel.set).start()
    done = list(engine.analyze(DRAFT, Policy(), cancel))[-1].result
    assert done.stop_reason == "cancelled" and time.monotonic() - t0 < 2.0
    assert not backend.lock.locked()


def test_two_analyses_share_the_model_one_at_a_time():
    backend = ScriptedBackend(default=NOTHING, delay_s=0.05)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=backend)
    results = []
    threads = [threading.Thread(target=lambda: results.append(engine.anonymize(DRAFT, Policy()))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(results) == 3 and all(r.stop_reason == "rational" for r in results)


def test_model_failure_gives_an_error_event_then_done():
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=ScriptedBackend())  # empty queue -> ModelError
    events = list(engine.analyze(DRAFT, Policy()))
    assert [type(e) for e in events][-2:] == [StageFailed, Done]
    assert events[-2].stage == "rlaa" and "no output left" in events[-2].message
    assert events[-1].result.stop_reason == "error"
    assert "Zurich" not in events[-1].result.text  # the pre-filter's suggestions still apply


@pytest.mark.parametrize("bad, message", [
    ("", "empty"), ("   \n\t", "empty"), (None, "must be text"), (b"bytes", "must be text"),
    ("a\x00b", "control character"), ("ok\x07", "control character"), ("x" * (MAX_CHARS + 1), "too long"),
    ("bad \ud800 surrogate", "surrogate"),
])
def test_draft_validation(bad, message):
    with pytest.raises(InputError, match=message):
        validate_draft(bad)
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=None)
    with pytest.raises(InputError):
        engine.analyze(bad, Policy())  # raised by the call itself, before any event


def test_draft_validation_accepts_ordinary_text():
    assert validate_draft("tabs\tand\r\nnewlines, émoji 😀") == "tabs\tand\r\nnewlines, émoji 😀"
    stray = "a long comment with one stray backspace pasted in by accident, " * 3 + "\x08"
    assert validate_draft(stray) == stray  # seen in PersonalReddit: one control character is not binary
    with pytest.raises(InputError):
        validate_draft(stray + "\x00")
    assert validate_draft("x" * MAX_CHARS)


def test_decode_draft():
    assert decode_draft("Grüezi".encode()) == "Grüezi"
    with pytest.raises(InputError, match="binary"):
        decode_draft(b"\x7fELF\x00\x01")
    with pytest.raises(InputError, match="UTF-8"):
        decode_draft(b"caf\xe9")


def test_a_failing_stage_keeps_the_prefilter_suggestions():
    class Broken(TermPrefilter):
        def find(self, text, protect=None, allow=(), cancel=None):
            if self.calls:
                raise RuntimeError("detector bug")
            return super().find(text, protect, allow)

    engine = Engine(prefilter=Broken(TERMS), backend=ScriptedBackend(default=NOTHING))
    events = list(engine.analyze(DRAFT, Policy()))
    assert [type(e) for e in events][-2:] == [StageFailed, Done]
    assert not events[-2].ends_stream and "detector bug" in events[-2].message
    assert events[-1].result.stop_reason == "error"
    assert "Zurich" not in events[-1].result.text
