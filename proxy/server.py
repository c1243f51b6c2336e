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

from protocol.config import SERVICE_FILE, VERSION, Settings, read_json_file, state_dir
from protocol.credentials import ensure_token
from protocol.extension_ids import default_origins, origin_for_id
from protocol.files import atomic_write
from serving.core import Core

from .app import SOCKETS, make_app

log = logging.getLogger("looktwice.server")
HOST = "127.0.0.1"


class AlreadyRunning(LookTwiceError):
    """Another service of this state directory answers already."""


def allowed_origins(settings: Settings) -> set[str]:
    return default_origins() | {o if "://" in o else origin_for_id(o) for o in settings.extension_origins}


async def serve(settings: Settings, directory: Path | None = None, core: Core | None = None,
                idle_exit: float = 0.0, ready: asyncio.Event | None = None,
                stop: asyncio.Event | None = None) -> None:
    """Serve until SIGINT/SIGTERM, `stop`, or `idle_exit` seconds without connections or work."""
    directory = directory or state_dir()
    token = ensure_token(directory)
    if settings.port:
        _check_port_free(settings.port)  # before the slow engine load, not after
    if core is None:
        started = time.perf_counter()
        core = await asyncio.to_thread(Core.load, settings, "running", directory)
        log.info("engine loaded in %.1f s: %s", time.perf_counter() - started, core.model.get("model_id"))
    bound: dict[str, int] = {"port": settings.port}
    app = make_app(core, token, allowed_origins(settings), lambda: bound["port"])
    runner = web.AppRunner(app, access_log=None)  # access logs could carry query strings: keep them off
    await runner.setup()
    site = web.TCPSite(runner, HOST, settings.port, reuse_address=False)
    try:
        await site.start()
    except OSError as exc:
        await runner.cleanup()
        raise AlreadyRunning(f"cannot listen on {HOST}:{settings.port} ({exc.strerror}); "
                             "is LookTwice already running? see `looktwice status`") from None
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


def _check_port_free(port: int) -> None:
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        probe.bind((HOST, port))
    except OSError as exc:
        raise AlreadyRunning(f"cannot listen on {HOST}:{port} ({exc.strerror}); is LookTwice already running? "
                             "see `looktwice status`") from None
    finally:
        probe.close()


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
