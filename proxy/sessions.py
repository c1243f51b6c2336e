"""The message handlers shared by the WebSocket endpoint, the HTTP routes and the in-process host.

A Session is one connection (one WebSocket, one native host): it remembers its running analyses so
`cancel` can find them and a closed connection can stop them.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

from models.errors import LookTwiceError, ModelError

from .core import Core
from .messages import (Analyze, Cancel, GetPolicy, Hello, ListModels, RequestError, SetModel, SetPolicy, Status,
                       error_reply, parse_request, request_id_of)
from .work import Busy, Job

log = logging.getLogger("looktwice.sessions")

Send = Callable[[dict[str, Any]], Awaitable[None]]


class Session:
    """Dispatches requests of one connection to the core and sends every reply through `send`."""

    def __init__(self, core: Core, send: Send) -> None:
        self.core = core
        self._send = send
        self._analyses: dict[str, Job] = {}
        self._tasks: set[asyncio.Task] = set()

    async def handle(self, obj: Any) -> None:
        """One decoded message: validate, run, reply. Never raises for bad input."""
        try:
            request = parse_request(obj)
        except RequestError as exc:
            await self._send(error_reply(exc.request_id or request_id_of(obj), exc.code, exc.message))
            return
        try:
            await self._dispatch(request)
        except RequestError as exc:
            await self._send(error_reply(request.id, exc.code, exc.message))
        except Busy as exc:
            await self._send(error_reply(request.id, "busy", str(exc)))
        except LookTwiceError as exc:
            await self._send(error_reply(request.id, "internal", str(exc)))
        except Exception as exc:
            log.exception("handler failed for a %s request", type(request).__name__)
            await self._send(error_reply(request.id, "internal", f"unexpected {type(exc).__name__}"))

    async def _dispatch(self, request: Any) -> None:
        core = self.core
        if isinstance(request, Hello):
            await self._send({"id": request.id, **core.hello()})
        elif isinstance(request, Status):
            await self._send({"id": request.id, **core.status()})
        elif isinstance(request, GetPolicy):
            policy = await asyncio.to_thread(core.policy_for, request.site)
            await self._send({"id": request.id, "type": "policy", "policy": policy.to_json()})
        elif isinstance(request, SetPolicy):
            policy = await asyncio.to_thread(core.set_policy, request.policy)
            await self._send({"id": request.id, "type": "policy", "policy": policy.to_json()})
        elif isinstance(request, SetModel):
            try:
                model = await asyncio.to_thread(core.set_model, request.path)
            except ModelError as exc:  # the old model stays; the user picks another file
                raise RequestError("bad_request", str(exc)) from None
            await self._send({"id": request.id, "type": "model", "model": model})
        elif isinstance(request, ListModels):
            models = await asyncio.to_thread(core.list_models)
            await self._send({"id": request.id, "type": "models", "models": models})
        elif isinstance(request, Cancel):
            job = self._analyses.get(request.target)
            if job is not None:
                job.cancel("cancelled")
            await self._send({"id": request.id, "type": "cancelled", "target": request.target,
                              "active": job is not None})
        elif isinstance(request, Analyze):
            await self._analyze(request)

    async def _analyze(self, request: Analyze) -> None:
        if request.id in self._analyses:
            raise RequestError("bad_request", f"an analysis with id {request.id!r} is still running")
        policy = request.policy or await asyncio.to_thread(self.core.analysis_policy, request.site)
        job = self.core.work.submit(request.draft, policy, request.site, request.box)
        self._analyses[request.id] = job
        task = asyncio.get_running_loop().create_task(self._forward(request.id, job))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _forward(self, request_id: str, job: Job) -> None:
        try:
            async for event in job.stream():
                await self._send({"id": request_id, **event})
        except Exception:  # the connection went away: nobody is listening any more
            job.cancel("disconnected")
        finally:
            if self._analyses.get(request_id) is job:
                del self._analyses[request_id]

    async def close(self) -> None:
        """The connection ended: stop its analyses (they free their queue slots) and their forwarders."""
        for job in self._analyses.values():
            job.cancel("disconnected")
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def drain(self) -> None:
        """Wait until every analysis of this session has sent its last event."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
