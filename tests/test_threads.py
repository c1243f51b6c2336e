"""llama.cpp's thread count follows the machine's load: free cores, at least one, every core when quiet."""

import os
import threading

import pytest

from models.runtime.threads import ThreadChooser, threads_for_load


@pytest.mark.parametrize("cores, others, threads", [
    (2, 0.0, 2),   # quiet machine: every core
    (2, 0.4, 2),   # a little background work rounds away
    (2, 0.6, 1),   # one core mostly busy
    (2, 5.0, 1),   # overloaded: still one thread
    (8, 2.2, 6),
    (8, -1.0, 8),  # our own use over-subtracted: never more than the cores
    (1, 0.0, 1),
])
def test_threads_for_load(cores, others, threads):
    assert threads_for_load(cores, others) == threads


def test_the_chooser_leaves_busy_cores_to_other_programs(monkeypatch):
    chooser = ThreadChooser(cores=4)
    monkeypatch.setattr(os, "getloadavg", lambda: (3.0, 3.0, 3.0))
    assert chooser.pick() == 1
    monkeypatch.setattr(os, "getloadavg", lambda: (0.1, 0.1, 0.1))
    assert chooser.pick() == 4


@pytest.fixture
def clock(monkeypatch):
    """A machine whose load average is 2, with the wall clock and this process' CPU seconds set by the test."""
    now = {"wall": 100.0, "cpu": 10.0}
    monkeypatch.setattr("models.runtime.threads.time.monotonic", lambda: now["wall"])
    monkeypatch.setattr("models.runtime.threads._cpu_seconds", lambda: now["cpu"])
    monkeypatch.setattr(os, "getloadavg", lambda: (2.0, 2.0, 2.0))
    return now


def test_the_chooser_does_not_count_its_own_work_as_others(clock):
    chooser = ThreadChooser(cores=2)
    assert chooser.pick() == 1  # first look: the load is someone else's as far as we know
    clock["wall"] += 30.0
    clock["cpu"] += 60.0  # we kept both cores busy for the last 30 s: the load of 2 was ours
    assert chooser.pick() == 2


def test_rapid_picks_keep_counting_our_own_work(clock):
    chooser = ThreadChooser(cores=2)
    chooser.pick()
    clock["wall"] += 30.0
    clock["cpu"] += 60.0  # both cores ours for 30 s
    assert chooser.pick() == 2
    for _ in range(5):  # analyses in quick succession, each still busy on both cores
        clock["wall"] += 0.3
        clock["cpu"] += 0.6
        assert chooser.pick() == 2  # before: the window restarted at each pick and our load became others'
    clock["wall"] += 10.0  # then we idle while someone else takes both cores
    assert chooser.pick() == 1


def test_no_load_average_means_every_core(monkeypatch):
    def missing():
        raise OSError("no load average")

    monkeypatch.setattr(os, "getloadavg", missing)
    assert ThreadChooser(cores=3).pick() == 3


@pytest.mark.model
def test_the_real_model_changes_threads_between_analyses_and_still_answers(monkeypatch):
    from models.runtime.loader import load_backend

    backend = load_backend(None)  # no thread count given: chosen per analysis
    backend._chooser = ThreadChooser(cores=2)
    monkeypatch.setattr(os, "getloadavg", lambda: (6.0, 6.0, 6.0))
    with backend.watching(threading.Event()):
        busy = backend.generate("You are terse.", "Say hi.", max_tokens=4)
    assert backend.threads == 1 and busy.text.strip()
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    with backend.watching(threading.Event()):
        quiet = backend.generate("You are terse.", "Say hi.", max_tokens=4)
    assert backend.threads == 2 and quiet.text == busy.text  # greedy: same answer whatever the threads

    fixed = load_backend(None, n_threads=1)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert fixed.fit_threads() == 1  # a count the user gave is kept
