"""Run the service: load the core, bind 127.0.0.1, publish service.json, stop cleanly."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import socket
import time
from pathlib import Path

from aiohttp import web

from models.errors import LookTwiceError

from protocol.client import service_record
from protocol.config import SERVICE_FILE, SERVICE_LOCK, VERSION, Settings, read_json_file, state_dir
from protocol.credentials import ensure_token
from protocol.extension_ids import default_origins, origin_for_id
from protocol.files import atomic_write, hold_lock
from serving.core import Core

from .app import SOCKETS, make_app

log = logging.getLogger("looktwice.server")
HOST = "127.0.0.1"


class AlreadyRunning(LookTwiceError):
    """Another service of this state directory runs already (it holds the service lock)."""


class PortInUse(LookTwiceError):
    """The port is taken by a program that is not this state directory's service."""


def allowed_origins(settings: Settings) -> set[str]:
    return default_origins() | {o if "://" in o else origin_for_id(o) for o in settings.extension_origins}


async def serve(settings: Settings, directory: Path | None = None, core: Core | None = None,
                idle_exit: float = 0.0, ready: asyncio.Event | None = None,
                stop: asyncio.Event | None = None) -> None:
    """Serve until SIGINT/SIGTERM, `stop`, or `idle_exit` seconds without connections or work."""
    directory = directory or state_dir()
    token = ensure_token(directory)
    # One service per state directory, decided by a lock the kernel drops when the process ends (however it
    # ends): a service that answers slowly is never mistaken for none, and a dead one never blocks a start.
    lock = hold_lock(directory / SERVICE_LOCK)
    if lock is None:
        record = service_record(directory) or {}
        raise AlreadyRunning(f"LookTwice is already running (pid {record.get('pid', '?')}, port "
                             f"{record.get('port', '?')}) for {directory}; see `looktwice status`")
    try:
        if settings.port:
            _check_port_free(settings.port, directory)  # before the slow engine load, not after
        if core is None:
            started = time.perf_counter()
            core = await asyncio.to_thread(Core.load, settings, "running", directory)
            log.info("engine loaded in %.1f s: %s", time.perf_counter() - started, core.model.get("model_id"))
        await _serve(settings, directory, core, token, idle_exit, ready, stop)
    finally:
        os.close(lock)


async def _serve(settings: Settings, directory: Path, core: Core, token: str, idle_exit: float,
                 ready: asyncio.Event | None, stop: asyncio.Event | None) -> None:
    bound: dict[str, int] = {"port": settings.port}
    app = make_app(core, token, allowed_origins(settings), lambda: bound["port"])
    # access_log=None: access logs could carry query strings. handler_cancellation: a client that closes
    # its connection cancels its handler, and with it its analysis (aiohttp ≥ 3.9 leaves it running).
    runner = web.AppRunner(app, access_log=None, handler_cancellation=True)
    await runner.setup()
    # reuse_address: a restart binds at once, even while the killed service's connections sit in TIME_WAIT.
    site = web.TCPSite(runner, HOST, settings.port, reuse_address=True)
    try:
        await site.start()
    except OSError as exc:
        await runner.cleanup()
        raise PortInUse(_port_in_use(settings.port, directory, exc)) from None
    bound["port"] = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    service_file = directory / SERVICE_FILE
    atomic_write(service_file, json.dumps({"port": bound["port"], "pid": os.getpid(), "version": VERSION}).encode(),
                 mode=0o600)
    log.info("listening on http://%s:%d", HOST, bound["port"])
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows, or not the main thread
            pass
    if ready is not None:
        ready.set()
    try:
        if idle_exit > 0:
            await _until_idle(app, core, stop, idle_exit)
        else:
            await stop.wait()
    finally:
        log.info("stopping")
        _remove_service_file(service_file)
        core.work.shutdown()
        await runner.cleanup()


async def _until_idle(app: web.Application, core: Core, stop: asyncio.Event, idle_exit: float) -> None:
    last_busy = time.monotonic()
    while not stop.is_set():
        try:
            await asyncio.wait_for(stop.wait(), timeout=min(5.0, idle_exit))
        except asyncio.TimeoutError:
            pass
        if app[SOCKETS] or core.work.size:
            last_busy = time.monotonic()
        elif time.monotonic() - last_busy >= idle_exit:
            log.info("idle for %.0f s, exiting", idle_exit)
            return


def _check_port_free(port: int, directory: Path) -> None:
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the service binds: TIME_WAIT is no use
        probe.bind((HOST, port))
    except OSError as exc:
        raise PortInUse(_port_in_use(port, directory, exc)) from None
    finally:
        probe.close()


def _port_in_use(port: int, directory: Path, exc: OSError) -> str:
    # We hold this directory's service lock: whatever listens there is not our service.
    return (f"cannot listen on {HOST}:{port} ({exc.strerror}): the port is in use by another program, not a "
            f"LookTwice service of {directory}; choose another port with --port or config.json")


def _remove_service_file(path: Path) -> None:
    # Only our own: a newer service may have replaced it already.
    try:
        data = read_json_file(path)
    except LookTwiceError:
        return
    if data and data.get("pid") == os.getpid():
        try:
            path.unlink()
        except FileNotFoundError:
            pass
