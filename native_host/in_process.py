"""Run the engine inside the host (LOOKTWICE_IN_PROCESS=1 or `in_process: true` in config.json).

The same Session that serves the WebSocket serves the browser here, so both modes answer alike.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from models.errors import LookTwiceError
from protocol.config import Settings
from protocol.errors import ErrorCode
from protocol.messages import Request, Send, error_reply
from serving.core import Core
from serving.dispatcher import Session

from .background import in_daemon_thread

log = logging.getLogger("looktwice.host.in_process")


class InProcessBackend:
    def __init__(self, settings: Settings, directory: Path, send: Send, core: Core | None = None) -> None:
        self._settings = settings
        self._directory = directory
        self._send = send
        self._loading: asyncio.Future[Core] | None = None
        self._session: Session | None = Session(core, send) if core is not None else None

    def start(self) -> None:
        """Load the engine in the background so the first request waits less."""
        if self._session is not None:
            return
        self._loading = in_daemon_thread(Core.load, self._settings, "in_process", self._directory)

    async def handle(self, request: Request) -> None:
        session = await self._ready(request.id)
        if session is not None:
            await session.handle(request)

    async def _ready(self, request_id: str) -> Session | None:
        if self._session is not None:
            return self._session
        if self._loading is None:
            self.start()
        assert self._loading is not None
        try:
            core = await asyncio.shield(self._loading)
        except LookTwiceError as exc:
            await self._send(error_reply(request_id, ErrorCode.UNAVAILABLE, f"the engine cannot start: {exc}"))
            self._loading = None  # try again on the next request
            return None
        except Exception as exc:
            log.exception("engine failed to load")
            await self._send(error_reply(request_id, ErrorCode.UNAVAILABLE, f"the engine cannot start: {type(exc).__name__}"))
            self._loading = None
            return None
        self._session = Session(core, self._send)
        return self._session

    async def drain(self) -> None:
        if self._session is not None:
            await self._session.drain()

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session.core.work.shutdown()
