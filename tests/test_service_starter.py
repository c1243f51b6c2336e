"""The host's service starter when the service it finds is on its way out: a draft sent right after the service was
killed (or crashed, or exited idle), or whose start lost the lock to a service that then died, starts the next
service instead of failing with "retry"; one that keeps dying is reported, not retried forever."""

import contextlib
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from native_host import service_starter
from protocol.config import SERVICE_LOCK, Settings
from protocol.files import is_locked

# Holds the service's lock, as a dying service does until the kernel has torn it down, then exits.
_DYING = """
import sys, time
from pathlib import Path
from typing import Iterator
from protocol.files import hold_lock
fd = hold_lock(Path(sys.argv[1]))
assert fd is not None
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
"""


@contextlib.contextmanager
def _dying_service(directory: Path, seconds: float) -> Iterator[None]:
    with subprocess.Popen([sys.executable, "-c", _DYING, str(directory / SERVICE_LOCK), str(seconds)],
                          stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parent.parent) as proc:
        try:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
            yield
        finally:
            proc.kill()


def test_a_service_that_stops_while_the_host_waits_for_it_is_replaced(tmp_path, monkeypatch):
    started: list[int] = []
    monkeypatch.setattr(service_starter, "_start", lambda port, idle_exit, directory: started.append(port) or 4321)
    with _dying_service(tmp_path, 0.5):
        assert is_locked(tmp_path / SERVICE_LOCK)  # no service.json, no answer: "it runs but does not answer"
        t0 = time.monotonic()
        assert service_starter.ensure_service(Settings(port=5555), tmp_path) == 4321
        assert started == [5555]
        assert time.monotonic() - t0 < 30  # waited for it to stop, not for the whole start timeout


def test_waiting_for_a_service_that_stops_says_it_stopped(tmp_path):
    with _dying_service(tmp_path, 0.3):
        with pytest.raises(service_starter.ServiceStopped, match="stopped before it answered"):
            service_starter._wait_for_running(tmp_path)


def test_a_start_that_lost_to_a_dying_service_starts_the_next_one(tmp_path, monkeypatch):
    # Our child exits "already running": another service won the lock, and it dies before it answers (a manual
    # `looktwice serve` killed at that moment). The draft gets the next service, not "unavailable, retry".
    attempts: list[int] = []

    def start(port: int, idle_exit: int, directory: Path) -> int:
        attempts.append(port)
        if len(attempts) == 1:
            with _dying_service(directory, 0.5):
                return service_starter._wait_for_running(directory)  # what _start does after "already running"
        return 4321

    monkeypatch.setattr(service_starter, "_start", start)
    assert service_starter.ensure_service(Settings(port=5555), tmp_path) == 4321
    assert attempts == [5555, 5555]


def test_a_service_that_keeps_dying_is_reported_not_retried_forever(tmp_path, monkeypatch):
    attempts: list[int] = []

    def start(port: int, idle_exit: int, directory: Path) -> int:
        attempts.append(port)
        raise service_starter.ServiceStopped("the running service stopped before it answered; retry")

    monkeypatch.setattr(service_starter, "_start", start)
    with pytest.raises(service_starter.ServiceUnavailable, match="stopped 3 times"):
        service_starter.ensure_service(Settings(port=5555), tmp_path)
    assert len(attempts) == service_starter.START_ATTEMPTS
