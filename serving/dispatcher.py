"""The one dispatcher: parsed requests → the core, for the WebSocket endpoint, the HTTP routes and the native
host's in-process mode alike.

`Dispatcher` is transport-free: one handler per request type (a map, like the extension's router), each
returning the wire reply; it raises typed errors that the transport maps through the one error table.
It remembers the analyses it admitted, so `cancel` finds them and closing it stops them.
`Session` is one message connection (a WebSocket, a native host): a dispatcher whose replies and analysis
events go through `send`, and which never raises for a bad request.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

from models.errors import LookTwiceError, ModelError
from protocol.errors import ErrorCode, ProtocolError, code_for, message_for
from protocol.messages import (Analyze, Cancel, ForgetConversations, GetPolicy, GetProtect, Hello,
                               LinkConversation, ListModels, Request, Restore, Send, SetModel, SetPolicy,
                               SetProtect, Status, error_reply, event_message)

from .core import Core
from .work import Job

log = logging.getLogger("looktwice.dispatcher")

Reply = dict[str, Any]


class Dispatcher:
    """Answers the requests of one client (a connection, or all HTTP requests) with the core."""

    def __init__(self, core: Core) -> None:
        self.core = core
        self.analyses: dict[str, Job] = {}  # running analyses by request id
        self._handlers: dict[type[Any], Callable[[Any], Awaitable[Reply]]] = {
            Hello: self._hello, Status: self._status, GetPolicy: self._get_policy, SetPolicy: self._set_policy,
            SetModel: self._set_model, ListModels: self._list_models, Cancel: self._cancel,
            Restore: self._restore,
            LinkConversation: self._link_conversation, ForgetConversations: self._forget_conversations,
            GetProtect: self._get_protect, SetProtect: self._set_protect,
        }

    async def answer(self, request: Request) -> Reply:
        """The one reply to a request other than `analyze`. Raises typed errors (ProtocolError, StoreError…)."""
        handler = self._handlers.get(type(request))
        if handler is None:
            raise ProtocolError(ErrorCode.BAD_REQUEST, f"`{request.type}` does not have a single reply", request.id)
        return await handler(request)

    async def submit(self, request: Analyze) -> Job:
        """Admit an analysis (raises Busy when the queue is full) and remember it until `finished`."""
        if request.id in self.analyses:
            raise ProtocolError(ErrorCode.BAD_REQUEST, f"an analysis with id {request.id!r} is still running")
        policy = request.policy
        if policy is None:
            policy = await asyncio.to_thread(self.core.analysis_policy, request.site)
        vault = None
        if policy.style != "generalize" and request.conversation:
            vault = await asyncio.to_thread(self.core.vaults.get, request.site, request.conversation)
        protect = await asyncio.to_thread(self.core.protect_terms)
        job = self.core.work.submit(request.draft, policy, request.site, request.box,
                                    conversation=request.conversation if vault is not None else "",
                                    vault=vault, protect_terms=protect)
        self.analyses[request.id] = job
        return job

    def finished(self, request_id: str, job: Job) -> None:
        if self.analyses.get(request_id) is job:
            del self.analyses[request_id]

    def cancel_all(self, reason: str) -> None:
        for job in self.analyses.values():
            job.cancel(reason)

    # ---- handlers ----------------------------------------------------------------------------------
    async def _hello(self, request: Hello) -> Reply:
        return {"id": request.id, **self.core.hello()}

    async def _status(self, request: Status) -> Reply:
        return {"id": request.id, **self.core.status()}

    async def _get_policy(self, request: GetPolicy) -> Reply:
        policy = await asyncio.to_thread(self.core.policy_for, request.site)
        return {"id": request.id, "type": "policy", "policy": policy.to_json()}

    async def _set_policy(self, request: SetPolicy) -> Reply:
        policy = await asyncio.to_thread(self.core.set_policy, request.policy)
        return {"id": request.id, "type": "policy", "policy": policy.to_json()}

    async def _set_model(self, request: SetModel) -> Reply:
        try:
            model = await asyncio.to_thread(self.core.set_model, request.path)
        except ModelError as exc:  # the old model stays; the user picks another file
            raise ProtocolError(ErrorCode.BAD_REQUEST, str(exc), request.id) from None
        return {"id": request.id, "type": "model", "model": model}

    async def _list_models(self, request: ListModels) -> Reply:
        models = await asyncio.to_thread(self.core.list_models)  # short network probes: off the event loop
        return {"id": request.id, "type": "models", "models": models}

    async def _cancel(self, request: Cancel) -> Reply:
        job = self.analyses.get(request.target)
        if job is not None:
            job.cancel("cancelled")
        return {"id": request.id, "type": "cancelled", "target": request.target, "active": job is not None}


    async def _restore(self, request: Restore) -> Reply:
        restored = await asyncio.to_thread(self.core.vaults.restore, request.site, request.conversation,
                                           request.text)
        return {"id": request.id, "type": "restored", **restored.to_json()}

    async def _link_conversation(self, request: LinkConversation) -> Reply:
        size = await asyncio.to_thread(self.core.vaults.link, request.site, request.source, request.target)
        return {"id": request.id, "type": "linked", "site": request.site, "conversation": request.target,
                "stand_ins": size}

    async def _forget_conversations(self, request: ForgetConversations) -> Reply:
        count = await asyncio.to_thread(self.core.vaults.forget, request.site, request.conversation)
        return {"id": request.id, "type": "forgotten", "forgotten": count}

    async def _get_protect(self, request: GetProtect) -> Reply:
        terms = await asyncio.to_thread(self.core.stored_protect_terms)
        return {"id": request.id, "type": "protect", "terms": terms}

    async def _set_protect(self, request: SetProtect) -> Reply:
        terms = await asyncio.to_thread(self.core.set_protect_terms, list(request.terms))
        return {"id": request.id, "type": "protect", "terms": terms}


class Session:
    """One message connection: every reply and event goes through `send`, in the order produced."""

    def __init__(self, core: Core, send: Send) -> None:
        self.core = core
        self.dispatcher = Dispatcher(core)
        self._send = send
        self._tasks: set[asyncio.Task[None]] = set()

    async def handle(self, request: Request) -> None:
        """Run one parsed request and reply. Never raises: a failure becomes an `error` reply."""
        try:
            if isinstance(request, Analyze):
                job = await self.dispatcher.submit(request)
                task = asyncio.get_running_loop().create_task(self._forward(request.id, job))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
            else:
                await self._send(await self.dispatcher.answer(request))
        except Exception as exc:
            if not isinstance(exc, LookTwiceError):
                log.exception("handler failed for a %s request", type(request).__name__)
            await self._send(error_reply(request.id, code_for(exc), message_for(exc)))

    async def _forward(self, request_id: str, job: Job) -> None:
        try:
            async for event in job.stream():
                await self._send(event_message(request_id, event))
        except Exception:  # the connection went away: nobody is listening any more
            job.cancel("disconnected")
        finally:
            self.dispatcher.finished(request_id, job)

    async def close(self) -> None:
        """The connection ended: stop its analyses (they free their queue slots) and their forwarders."""
        self.dispatcher.cancel_all("disconnected")
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def drain(self) -> None:
        """Wait until every analysis of this session has sent its last event."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
