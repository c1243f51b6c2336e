"""The host's usual backend: forward requests to the service over its WebSocket and relay what comes back.

Starts the service when it is not running, and reconnects (restarting it if needed) after it goes away.
A request the lost service never answered at all is sent once more on the new connection: a service that
decided to exit idle just as the host connected drops such a request unread, and every request is safe to
repeat (each reads or sets a value; none counts or appends). A request that got part of its answer (an
analysis with events already relayed), or was already sent twice, ends with an `unavailable` error, never
silently.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from models.errors import LookTwiceError
from protocol.config import MAX_WS_MESSAGE_BYTES, Settings
from protocol.credentials import TOKEN_HEADER, ensure_token
from protocol.errors import ErrorCode
from protocol.messages import Analyze, Request, Send, error_reply, is_terminal, json_text, request_message

from .background import in_daemon_thread
from .service_starter import ensure_service

log = logging.getLogger("looktwice.host.bridge")

MAX_SERVICE_MESSAGE = 64 * 1024 * 1024
CONNECT_ATTEMPTS = 3
SWEEP_WAIT_S = 10.0  # how long a failed send waits for its connection's reader to settle the request


@dataclass
class _InFlight:
    """A request forwarded to the service and not yet finished."""

    request: Request
    text: str  # its wire form, kept for a resend
    analysis: bool  # waits for done/error; any other request ends at its one reply
    answered: bool = False  # a message for it came back: sending it again would repeat what the client saw
    resent: bool = False


class ServiceBridge:
    def __init__(self, settings: Settings, directory: Path, send: Send) -> None:
        self._settings = settings
        self._directory = directory
        self._send = send
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._connecting: asyncio.Lock = asyncio.Lock()
        self._pending: dict[str, _InFlight] = {}  # request id -> the request in flight
        self._resends: set[asyncio.Task[None]] = set()
        self._idle = asyncio.Event()
        self._idle.set()

    def start(self) -> None:
        """Connect in the background so the first request waits less."""
        task = asyncio.get_running_loop().create_task(self._connect_quietly())
        task.add_done_callback(lambda t: t.exception() if not t.cancelled() else None)

    async def _connect_quietly(self) -> None:
        try:
            await self._connection()
        except LookTwiceError as exc:
            log.warning("service not reachable yet: %s", exc)

    async def handle(self, request: Request) -> None:
        text = json_text(request_message(request))
        if len(text) > MAX_WS_MESSAGE_BYTES // 4 and len(text.encode("utf-8")) > MAX_WS_MESSAGE_BYTES:
            await self._send(error_reply(request.id, ErrorCode.TOO_LARGE, f"the request is over {MAX_WS_MESSAGE_BYTES} "
                                                                  "bytes of JSON"))
            return
        await self._forward(_InFlight(request, text, isinstance(request, Analyze)))

    async def _forward(self, entry: _InFlight) -> None:
        rid = entry.request.id
        try:
            ws = await self._connection()
        except LookTwiceError as exc:
            self._pending.pop(rid, None)
            self._update_idle()
            await self._send(error_reply(rid, ErrorCode.UNAVAILABLE, str(exc)))
            return
        reader = self._reader  # set with ws in _connection, no await between
        self._pending[rid] = entry
        self._idle.clear()
        try:
            await ws.send(entry.text)
        except (ConnectionClosed, WebSocketException, OSError):
            # The connection is going: its reader settles this request with the others in flight (sends it
            # again once, or answers `unavailable`). Wait for that, so no request is left without an answer.
            await ws.close()
            if reader is not None:
                await asyncio.wait({reader}, timeout=SWEEP_WAIT_S)
            if self._pending.get(rid) is entry and (reader is None or not reader.done()):  # never settled
                del self._pending[rid]
                self._update_idle()
                await self._send(error_reply(rid, ErrorCode.UNAVAILABLE, "the service connection closed; retry"))

    async def _connection(self) -> ClientConnection:
        async with self._connecting:
            if self._ws is not None and self._reader is not None and not self._reader.done():
                return self._ws
            last: Exception | None = None
            for attempt in range(CONNECT_ATTEMPTS):
                port = await in_daemon_thread(ensure_service, self._settings, self._directory)
                token = await in_daemon_thread(ensure_token, self._directory)
                try:
                    self._ws = await connect(f"ws://127.0.0.1:{port}/v1/ws", additional_headers={TOKEN_HEADER: token},
                                             max_size=MAX_SERVICE_MESSAGE, proxy=None, compression=None,
                                             open_timeout=10)
                except (OSError, WebSocketException, asyncio.TimeoutError) as exc:
                    last = exc
                    await asyncio.sleep(0.2 * (attempt + 1))
                    continue
                self._reader = asyncio.get_running_loop().create_task(self._relay(self._ws))
                log.info("connected to the service on port %d", port)
                return self._ws
            raise LookTwiceError(f"cannot connect to the service: {type(last).__name__}: {last}")

    async def _relay(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                try:
                    message = json.loads(raw)
                except (ValueError, TypeError, RecursionError):
                    log.warning("the service sent a message that is not JSON; dropped")
                    continue
                if isinstance(message, dict) and isinstance(message.get("id"), str):
                    entry = self._pending.get(message["id"])
                    if entry is not None:
                        entry.answered = True
                        if not entry.analysis or is_terminal(message):
                            del self._pending[message["id"]]
                            self._update_idle()
                await self._send(message)
        except ConnectionClosed:
            pass
        except Exception:
            log.exception("relay from the service failed")
        finally:
            if self._ws is ws:
                self._ws = None  # before any resend: it must connect anew
            lost = sorted(self._pending.items())
            self._pending.clear()
            failed = [rid for rid, entry in lost if entry.answered or entry.resent]
            for rid, entry in lost:
                if not entry.answered and not entry.resent:
                    entry.resent = True
                    self._pending[rid] = entry  # still in flight: drain() waits for it
                    log.info("the service connection closed before any reply to %s; sending it again", rid)
                    task = asyncio.get_running_loop().create_task(self._forward(entry))
                    self._resends.add(task)
                    task.add_done_callback(self._resend_done)
            self._update_idle()
            for rid in failed:
                try:
                    await self._send(error_reply(rid, ErrorCode.UNAVAILABLE, "the service connection closed before the "
                                                                     "reply; retry"))
                except Exception:
                    break

    def _resend_done(self, task: "asyncio.Task[None]") -> None:
        self._resends.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("sending a request again failed", exc_info=task.exception())

    def _update_idle(self) -> None:
        if not self._pending:
            self._idle.set()

    async def drain(self) -> None:
        await self._idle.wait()

    async def close(self) -> None:
        ws, reader = self._ws, self._reader
        self._pending.clear()
        for task in list(self._resends):
            task.cancel()
        if ws is not None:
            await ws.close()
        if reader is not None:
            reader.cancel()
            await asyncio.gather(reader, return_exceptions=True)
