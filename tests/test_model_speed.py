"""The speed the popup shows: measured over the last analyses that ran the model."""

from models.errors import LookTwiceError
from models.events import Done, Failed
from models.records import AnalysisResult
from serving.model_choice import SpeedMeter


def done(total_ms, rlaa_ms, tokens, stop="rational"):
    timings = {"total": total_ms} if rlaa_ms is None else {"total": total_ms, "rlaa": rlaa_ms}
    return Done(AnalysisResult(text="", suggestions=[], rounds=1, stop_reason=stop, timings_ms=timings,
                               tokens={"total": tokens}))


def test_speed_over_the_last_analyses():
    meter = SpeedMeter(window=2)
    assert meter.speed() is None
    meter.add(done(9000.0, 8000.0, 100))  # pushed out of the window by the next two
    meter.add(done(2000.0, 1500.0, 300))
    meter.add(done(4000.0, 2500.0, 500))
    speed = meter.speed()
    assert (speed.analyses, speed.s_per_analysis, speed.tokens_per_s) == (2, 3.0, 200.0)


def test_what_says_nothing_about_the_model_is_not_counted():
    meter = SpeedMeter()
    meter.add(done(5.0, None, 0))  # pre-filter only
    meter.add(done(900.0, 800.0, 50, stop="cancelled"))
    meter.add(Failed(LookTwiceError("x")))
    assert meter.speed() is None
    meter.add(done(1000.0, 1000.0, 0, stop="error"))  # the model failed: its time still counts
    assert meter.speed().tokens_per_s is None and meter.speed().s_per_analysis == 1.0
    meter.reset()
    assert meter.speed() is None
