"""The service's routes: /health, /v1/analyze (NDJSON), /v1/policies, /v1/status, /v1/cancel, /v1/model,
/v1/ws."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
from typing import Any, Callable, Iterable

from aiohttp import WSMsgType, web

from protocol.config import MAX_BODY_BYTES, MAX_WS_MESSAGE_BYTES, VERSION
from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import (Analyze, Cancel, GetPolicy, SetModel, SetPolicy, Status, error_reply, event_message,
                               json_text, parse_request, refusal)
from serving.core import Core
from serving.dispatcher import Dispatcher, Session

from .errors import typed_errors
from .security import middleware

log = logging.getLogger("looktwice.app")

CORE = web.AppKey("core", Core)
HTTP = web.AppKey("http", Dispatcher)  # HTTP requests share one dispatcher: /v1/cancel finds /v1/analyze's jobs
SOCKETS = web.AppKey("sockets", set[web.WebSocketResponse])
_http_ids = itertools.count(1)


def make_app(core: Core, token: str, origins: Iterable[str], port_of: Callable[[], int]) -> web.Application:
    # Bodies are read by read_json() with its own limit and a JSON error; aiohttp's own limit sits above it.
    app = web.Application(middlewares=[middleware(token, origins, port_of), typed_errors],
                          client_max_size=MAX_BODY_BYTES * 2)
    app[CORE] = core
    app[HTTP] = Dispatcher(core)
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
        raise ProtocolError(ErrorCode.TOO_LARGE, f"the body has {request.content_length} bytes; the limit is "
                                                 f"{MAX_BODY_BYTES}")
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
    body = await read_json(request)
    if isinstance(body, dict):
        body = {**body, "type": Analyze.type, "id": body.get("id") or f"http-{next(_http_ids)}"}
    req = parse_request(body)
    assert isinstance(req, Analyze)
    dispatcher = request.app[HTTP]
    job = await dispatcher.submit(req)
    response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson", "Cache-Control": "no-store"})
    try:
        await response.prepare(request)
        async for event in job.stream():
            await response.write((json_text(event_message(req.id, event)) + "\n").encode("utf-8"))
        await response.write_eof()
    except (ConnectionError, asyncio.CancelledError):
        job.cancel("disconnected")  # the client left: free the queue slot
        raise
    finally:
        dispatcher.finished(req.id, job)
    return response


async def cancel(request: web.Request) -> web.Response:
    body = await read_json(request)
    target = body.get("target") if isinstance(body, dict) else None
    if not isinstance(target, str):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`target` must be the id of a running HTTP analysis")
    reply = await request.app[HTTP].answer(Cancel("http", target))
    return web.json_response(_without_id(reply))


async def get_policies(request: web.Request) -> web.Response:
    site = request.query.get("site")
    if site:
        reply = await request.app[HTTP].answer(parse_request({"id": "http", "type": GetPolicy.type, "site": site}))
        return web.json_response(reply["policy"])
    policies = await asyncio.to_thread(request.app[CORE].all_policies)
    return web.json_response({"policies": [p.to_json() for p in policies]})


async def put_policy(request: web.Request) -> web.Response:
    body = await read_json(request)
    reply = await request.app[HTTP].answer(parse_request({"id": "http", "type": SetPolicy.type, "policy": body}))
    return web.json_response(reply["policy"])


async def status(request: web.Request) -> web.Response:
    return web.json_response(_without_id(await request.app[HTTP].answer(Status("http"))))


async def get_settings(request: web.Request) -> web.Response:
    enabled = await asyncio.to_thread(request.app[CORE].history_enabled)
    return web.json_response({"history": enabled})


async def put_settings(request: web.Request) -> web.Response:
    """Turn the history of anonymized drafts on or off (off deletes it)."""
    body = await read_json(request)
    if not isinstance(body, dict) or set(body) != {"history"} or not isinstance(body["history"], bool):
        raise ProtocolError(ErrorCode.BAD_REQUEST, 'expected {"history": true|false}')
    await asyncio.to_thread(request.app[CORE].set_history, body["history"])
    return web.json_response({"history": body["history"]})


async def put_model(request: web.Request) -> web.Response:
    """Switch the engine's model: {"path": "/full/path/model.gguf"} or {"path": null} for the embedded one."""
    body = await read_json(request)
    message = {**body, "id": "http", "type": SetModel.type} if isinstance(body, dict) else body
    reply = await request.app[HTTP].answer(parse_request(message))
    return web.json_response({"model": reply["model"]})


async def websocket(request: web.Request) -> web.WebSocketResponse:
    """The PROTOCOL.md messages, one JSON text message each; each is parsed here, where it enters."""
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
                try:
                    parsed = parse_request(obj)
                except ProtocolError as exc:
                    await send(refusal(obj, exc))
                    continue
                await session.handle(parsed)
            elif msg.type == WSMsgType.BINARY:
                await send(error_reply(None, ErrorCode.BAD_FRAME, "send JSON as text messages"))
            elif msg.type == WSMsgType.ERROR:
                log.warning("websocket closed with an error: %s", type(ws.exception()).__name__)
    finally:
        request.app[SOCKETS].discard(ws)
        await session.close()
    return ws


async def _close_sockets(app: web.Application) -> None:
    sockets: set[web.WebSocketResponse] = app[SOCKETS]
    for ws in list(sockets):
        await ws.close(code=1001, message=b"service stopping")


def _without_id(reply: dict[str, Any]) -> dict[str, Any]:
    """HTTP answers are the message's reply without the request id (the HTTP exchange is the request)."""
    return {k: v for k, v in reply.items() if k != "id"}
