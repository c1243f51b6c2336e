"""The service's routes: /health, /v1/analyze (NDJSON), /v1/policies, /v1/status, /v1/cancel, /v1/model,
/v1/ws."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
from typing import Any, Callable, Iterable

from aiohttp import WSMsgType, web

from models.errors import ModelError
from models.policy import Policy

from protocol.config import MAX_BODY_BYTES, MAX_WS_MESSAGE_BYTES, VERSION
from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import Analyze, SetModel, error_reply, json_text, parse_request
from serving.core import Core
from serving.dispatcher import Session
from serving.work import Job

from .errors import typed_errors
from .security import middleware

log = logging.getLogger("looktwice.app")

CORE = web.AppKey("core", Core)
HTTP_JOBS = web.AppKey("http_jobs", dict)
SOCKETS = web.AppKey("sockets", set)
_http_ids = itertools.count(1)


def make_app(core: Core, token: str, origins: Iterable[str], port_of: Callable[[], int]) -> web.Application:
    # Bodies are read by read_json() with its own limit and a JSON error; aiohttp's own limit sits above it.
    app = web.Application(middlewares=[middleware(token, origins, port_of), typed_errors], client_max_size=MAX_BODY_BYTES * 2)
    app[CORE] = core
    app[HTTP_JOBS] = {}
    app[SOCKETS] = set()
    app.router.add_get("/health", health)
    app.router.add_post("/v1/analyze", analyze)
    app.router.add_post("/v1/cancel", cancel)
    app.router.add_get("/v1/policies", get_policies)
    app.router.add_put("/v1/policies", put_policy)
    app.router.add_get("/v1/status", status)
    app.router.add_get("/v1/settings", get_settings)
    app.router.add_put("/v1/settings", put_settings)
    app.router.add_put("/v1/model", put_model)
    app.router.add_get("/v1/ws", websocket)
    app.on_shutdown.append(_close_sockets)
    return app


async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True, "version": VERSION, "model": request.app[CORE].model})


async def read_json(request: web.Request) -> Any:
    """The request body as JSON, or an HTTP error with a JSON body (413 too large, 400 not JSON)."""
    if request.content_length is not None and request.content_length > MAX_BODY_BYTES:
        raise ProtocolError(ErrorCode.TOO_LARGE, f"the body has {request.content_length} bytes; the limit is {MAX_BODY_BYTES}")
    parts: list[bytes] = []
    size = 0
    while True:  # chunked bodies have no Content-Length: count as they arrive
        part = await request.content.readany()
        if not part:
            break
        size += len(part)
        if size > MAX_BODY_BYTES:
            raise ProtocolError(ErrorCode.TOO_LARGE, f"the body is over the limit of {MAX_BODY_BYTES} bytes")
        parts.append(part)
    body = b"".join(parts)
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "the body is not valid UTF-8 JSON") from None


async def analyze(request: web.Request) -> web.StreamResponse:
    """One analysis; the events stream back as NDJSON, the last one `done` or `error`."""
    core = request.app[CORE]
    body = await read_json(request)
    if isinstance(body, dict):
        body = {**body, "type": "analyze", "id": body.get("id") or f"http-{next(_http_ids)}"}
    req = parse_request(body)
    if not isinstance(req, Analyze):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "expected an analysis request")
    policy = req.policy or await asyncio.to_thread(core.analysis_policy, req.site)
    job = core.work.submit(req.draft, policy, req.site, req.box)
    jobs = request.app[HTTP_JOBS]
    jobs[req.id] = job
    response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson", "Cache-Control": "no-store"})
    try:
        await response.prepare(request)
        async for event in job.stream():
            await response.write((json_text({"id": req.id, **event}) + "\n").encode("utf-8"))
        await response.write_eof()
    except (ConnectionError, asyncio.CancelledError):
        job.cancel("disconnected")  # the client left: free the queue slot
        raise
    finally:
        if jobs.get(req.id) is job:
            del jobs[req.id]
    return response


async def cancel(request: web.Request) -> web.Response:
    body = await read_json(request)
    target = body.get("target") if isinstance(body, dict) else None
    if not isinstance(target, str):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`target` must be the id of a running HTTP analysis")
    job: Job | None = request.app[HTTP_JOBS].get(target)
    if job is not None:
        job.cancel("cancelled")
    return web.json_response({"type": "cancelled", "target": target, "active": job is not None})


async def get_policies(request: web.Request) -> web.Response:
    core = request.app[CORE]
    site = request.query.get("site")
    if site:
        policy = await asyncio.to_thread(core.policy_for, site.strip().lower())
        return web.json_response(policy.to_json())
    policies = await asyncio.to_thread(core.all_policies)
    return web.json_response({"policies": [p.to_json() for p in policies]})


async def put_policy(request: web.Request) -> web.Response:
    core = request.app[CORE]
    body = await read_json(request)
    stored = await asyncio.to_thread(core.set_policy, Policy.from_json(body))  # InputError: bad_request
    return web.json_response(stored.to_json())


async def status(request: web.Request) -> web.Response:
    return web.json_response(request.app[CORE].status())


async def get_settings(request: web.Request) -> web.Response:
    core = request.app[CORE]
    enabled = await asyncio.to_thread(core.history_enabled)
    return web.json_response({"history": enabled})


async def put_settings(request: web.Request) -> web.Response:
    """Turn the history of anonymized drafts on or off (off deletes it)."""
    core = request.app[CORE]
    body = await read_json(request)
    if not isinstance(body, dict) or set(body) != {"history"} or not isinstance(body["history"], bool):
        raise ProtocolError(ErrorCode.BAD_REQUEST, 'expected {"history": true|false}')
    await asyncio.to_thread(core.set_history, body["history"])
    return web.json_response({"history": body["history"]})


async def put_model(request: web.Request) -> web.Response:
    """Switch the engine's model: {"path": "/full/path/model.gguf"} or {"path": null} for the embedded one."""
    core = request.app[CORE]
    body = await read_json(request)
    parsed = parse_request({**body, "id": "http", "type": "set_model"} if isinstance(body, dict) else body)
    if not isinstance(parsed, SetModel):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "expected a model request")
    try:
        model = await asyncio.to_thread(core.set_model, parsed.path)
    except ModelError as exc:  # the old model stays; the user picks another file
        raise ProtocolError(ErrorCode.BAD_REQUEST, str(exc)) from None
    return web.json_response({"model": model})


async def websocket(request: web.Request) -> web.WebSocketResponse:
    """The PROTOCOL.md messages, one JSON text message each."""
    ws = web.WebSocketResponse(max_msg_size=MAX_WS_MESSAGE_BYTES, heartbeat=30)
    await ws.prepare(request)
    request.app[SOCKETS].add(ws)
    lock = asyncio.Lock()

    async def send(message: dict[str, Any]) -> None:
        async with lock:
            await ws.send_str(json_text(message))

    session = Session(request.app[CORE], send)
    try:
        async for msg in ws:
            if msg.type == WSMsgType.TEXT:
                try:
                    obj = json.loads(msg.data)
                except (ValueError, RecursionError):  # RecursionError: nesting deeper than the parser's stack
                    await send(error_reply(None, ErrorCode.BAD_FRAME, "the message is not valid JSON"))
                    continue
                await session.handle(obj)
            elif msg.type == WSMsgType.BINARY:
                await send(error_reply(None, ErrorCode.BAD_FRAME, "send JSON as text messages"))
            elif msg.type == WSMsgType.ERROR:
                log.warning("websocket closed with an error: %s", type(ws.exception()).__name__)
    finally:
        request.app[SOCKETS].discard(ws)
        await session.close()
    return ws


async def _close_sockets(app: web.Application) -> None:
    for ws in list(app[SOCKETS]):
        await ws.close(code=1001, message=b"service stopping")
