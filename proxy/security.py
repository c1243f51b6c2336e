"""Who may talk to the service: the install's token, the extension's origins, loopback Host names.

The checks are pure functions (unit-tested on their own); `middleware` applies them to every request.
"""

from __future__ import annotations

import hmac
import json
from typing import Awaitable, Callable, Iterable

from aiohttp import web

from native_host.extension_ids import CHROMIUM_EXTENSION_ID, FIREFOX_EXTENSION_ID

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
TOKEN_HEADER = "X-LookTwice-Token"
PUBLIC_PATHS = ("/health",)  # no token, but still Host- and Origin-checked
QUERY_TOKEN_PATHS = ("/v1/ws",)  # a browser's WebSocket cannot set headers


def default_origins() -> set[str]:
    return {f"chrome-extension://{CHROMIUM_EXTENSION_ID}", f"moz-extension://{FIREFOX_EXTENSION_ID}"}


def origin_for_id(extension_id: str) -> str:
    """The Origin a browser sends for an extension id (Firefox ids contain '@' or braces)."""
    if "@" in extension_id or extension_id.startswith("{"):
        return f"moz-extension://{extension_id}"
    return f"chrome-extension://{extension_id}"


def host_allowed(host: str | None, port: int) -> bool:
    """True when the Host header names a loopback address with our port (refuses DNS rebinding)."""
    if not host:
        return False
    host = host.strip().lower()
    if host.startswith("["):
        name, _, rest = host.partition("]")
        name += "]"
        port_text = rest[1:] if rest.startswith(":") else ""
    else:
        name, _, port_text = host.partition(":")
    if name not in LOOPBACK_HOSTS:
        return False
    return port_text == str(port)


def origin_allowed(origin: str | None, allowed: Iterable[str]) -> bool:
    """No Origin (a native host, curl) is fine; a present Origin must be one of the extension's."""
    if origin is None:
        return True
    return origin.rstrip("/") in {o.rstrip("/") for o in allowed}


def token_matches(presented: str | None, expected: str) -> bool:
    if not presented:
        return False
    return hmac.compare_digest(presented.encode("utf-8", "replace"), expected.encode("utf-8"))


def presented_token(request: web.Request) -> str | None:
    auth = request.headers.get("Authorization", "")
    if auth[:7].lower() == "bearer ":
        return auth[7:].strip()
    if TOKEN_HEADER in request.headers:
        return request.headers[TOKEN_HEADER].strip()
    if request.path in QUERY_TOKEN_PATHS:
        return request.query.get("token")
    return None


def json_error(status: int, code: str, message: str) -> web.Response:
    return web.Response(status=status, content_type="application/json",
                        text=json.dumps({"type": "error", "code": code, "message": message}))


def middleware(token: str, origins: Iterable[str], port_of: Callable[[], int]) -> Callable:
    """`port_of` is called per request: with --port 0 the port is known only after binding."""
    allowed = set(origins)

    @web.middleware
    async def check(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]):
        if not host_allowed(request.headers.get("Host"), port_of()):
            return json_error(403, "forbidden", "the Host header must be a loopback name with this port")
        if not origin_allowed(request.headers.get("Origin"), allowed):
            return json_error(403, "forbidden", "this Origin is not a registered LookTwice extension")
        if request.path not in PUBLIC_PATHS and not token_matches(presented_token(request), token):
            return json_error(401, "unauthorized", "missing or wrong token (see the `token` file in the "
                                                   "LookTwice state directory)")
        return await handler(request)

    return check
