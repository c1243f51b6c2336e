"""Who may talk to the service: the install's token, the extension's origins, loopback Host names.

The checks are pure functions (unit-tested on their own); `middleware` applies them to every request.
"""

from __future__ import annotations

import hmac
from typing import Awaitable, Callable, Iterable

from aiohttp import web

from protocol.credentials import TOKEN_HEADER
from protocol.errors import ErrorCode

from .errors import Handler, error_response

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
PUBLIC_PATHS = ("/health",)  # no token, but still Host- and Origin-checked
QUERY_TOKEN_PATHS = ("/v1/ws",)  # a browser's WebSocket cannot set headers


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


def middleware(token: str, origins: Iterable[str], port_of: Callable[[], int]) -> Callable[..., Awaitable[web.StreamResponse]]:
    """`port_of` is called per request: with --port 0 the port is known only after binding."""
    allowed = set(origins)

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not host_allowed(request.headers.get("Host"), port_of()):
            return error_response(ErrorCode.FORBIDDEN, "the Host header must be a loopback name with this port")
        if not origin_allowed(request.headers.get("Origin"), allowed):
            return error_response(ErrorCode.FORBIDDEN, "this Origin is not a registered LookTwice extension")
        if request.path not in PUBLIC_PATHS and not token_matches(presented_token(request), token):
            return error_response(ErrorCode.UNAUTHORIZED, "missing or wrong token (see the `token` file in the "
                                                   "LookTwice state directory)")
        return await handler(request)

    return check
