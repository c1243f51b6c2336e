"""Find the running service, or start one (detached, logging to the state directory) and wait for /health."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, ContextManager

from models.errors import LookTwiceError
from protocol.client import health, service_record, service_running
from protocol.config import SERVICE_LOG, Settings
from protocol.files import file_lock, open_private_append

log = logging.getLogger("looktwice.host.starter")

START_TIMEOUT_S = 120.0  # spaCy + the model load in a few seconds; a cold disk can take longer
# A service found dying is replaced; one that keeps dying as it starts is a fault to report, not to loop on.
START_ATTEMPTS = 3


class ServiceUnavailable(LookTwiceError):
    """The service is not running and could not be started."""


def find_service(settings: Settings, directory: Path) -> int | None:
    """The port of a healthy service of this state directory, if one answers."""
    # Only trust service.json: a service on the default port may belong to another state directory
    # (another user, a test), and its token would not match ours.
    record = service_record(directory)
    if record and health(record["port"], timeout=1.0):
        return int(record["port"])
    return None


def ensure_service(settings: Settings, directory: Path) -> int:
    """The port of a healthy service, starting one when needed. Blocking: call from a thread."""
    port = find_service(settings, directory)
    if port is not None:
        return port
    with _spawn_lock(directory):
        for _ in range(START_ATTEMPTS):
            try:
                return _find_or_start(settings, directory)
            except ServiceStopped:
                # The service we found, or the one whose start beat ours ("already running"), was on its way out
                # (killed, crashed or idle-exiting, its lock not yet released): start the next one rather than
                # failing the draft that found it dying.
                log.info("the running service stopped while we waited for it; starting a new one")
    raise ServiceUnavailable(f"the service stopped {START_ATTEMPTS} times while we waited for it; see "
                             f"{directory / SERVICE_LOG}")


def _find_or_start(settings: Settings, directory: Path) -> int:
    """Under the spawn lock: the service another host started meanwhile, the one that runs, or a new one."""
    port = find_service(settings, directory)
    if port is not None:
        return port
    if service_running(directory):
        # It runs but did not answer in time (starting, or busy): one service per user, never a second.
        return _wait_for_running(directory)
    try:
        return _start(settings.port, settings.idle_exit, directory)
    except PortTaken:
        # The configured port belongs to something else (another user's service): any free port will do,
        # service.json tells us which.
        log.warning("port %d is taken; starting the service on a free port", settings.port)
        return _start(0, settings.idle_exit, directory)


class ServiceStopped(ServiceUnavailable):
    """The service that held this directory stopped before it answered."""


class PortTaken(ServiceUnavailable):
    """The service could not bind its port."""


def _start(port: int, idle_exit: int, directory: Path) -> int:
    log_path = directory / SERVICE_LOG
    command = [sys.executable, "-m", "looktwice", "serve", "--port", str(port), "--idle-exit", str(idle_exit)]
    env = dict(os.environ, LOOKTWICE_HOME=str(directory))
    log.info("starting the service: %s", " ".join(command))
    with os.fdopen(open_private_append(log_path), "ab") as log_file:
        kwargs: dict[str, Any] = {"stdin": subprocess.DEVNULL, "stdout": log_file, "stderr": log_file, "env": env,
                                  "close_fds": True}
        if sys.platform == "win32":  # pragma: no cover
            kwargs["creationflags"] = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
        else:
            kwargs["start_new_session"] = True  # survives the browser closing the host
        child = subprocess.Popen(command, **kwargs)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        code = child.poll()
        if code is not None:
            tail = _tail(log_path)
            if "already running" in tail:  # another host's start won the race: use that service
                return _wait_for_running(directory)
            if port and "cannot listen on" in tail:
                raise PortTaken(f"port {port} is taken: {tail}")
            raise ServiceUnavailable(f"the service exited with code {code} while starting; see {log_path}: "
                                     f"{tail}")
        record = service_record(directory)
        if record and record.get("pid") == child.pid and health(record["port"], timeout=1.0):
            return int(record["port"])
        time.sleep(0.1)
    raise ServiceUnavailable(f"the service did not become healthy within {START_TIMEOUT_S:.0f} s; see {log_path}")


def _wait_for_running(directory: Path) -> int:
    """The port of the service that holds this directory's lock, once it answers."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        record = service_record(directory)
        if record and health(record["port"], timeout=2.0):
            return int(record["port"])
        if not service_running(directory):
            raise ServiceStopped("the running service stopped before it answered; retry")
        time.sleep(0.2)
    raise ServiceUnavailable(f"the service runs but did not answer within {START_TIMEOUT_S:.0f} s")


def _spawn_lock(directory: Path) -> ContextManager[None]:
    """Two hosts starting at once must not start two services."""
    return file_lock(directory / "spawn.lock")


def _tail(path: Path, lines: int = 3) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return " | ".join(text.strip().splitlines()[-lines:])
