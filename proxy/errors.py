"""HTTP error responses from the one error table: handlers raise typed errors, `typed_errors` renders them.

Layers as in Starlette: the security middleware answers 401/403 itself; inside it, this middleware maps a
`ProtocolError` (and any other exception, as `internal`) to a JSON body with the table's HTTP status.
aiohttp's own HTTP exceptions (404, 405, a body over client_max_size) pass through unchanged.
"""

from __future__ import annotations

import json
import logging
from typing import Awaitable, Callable

from aiohttp import web

from models.errors import LookTwiceError
from protocol.errors import ERRORS, ErrorCode, code_for, message_for

log = logging.getLogger("looktwice.app")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def error_response(code: ErrorCode, message: str) -> web.Response:
    return web.Response(status=ERRORS[code].http_status, content_type="application/json",
                        text=json.dumps({"type": "error", "code": code.value, "message": message}))


@web.middleware
async def typed_errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception as exc:
        if not isinstance(exc, LookTwiceError):
            log.exception("%s %s failed", request.method, request.path)
        return error_response(code_for(exc), message_for(exc))
