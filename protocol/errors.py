"""The one table of error codes: what each means, the HTTP status it maps to, and whether it ends an analysis.

Every entry point (WebSocket, native messaging, HTTP, the CLI's batch mode) names its errors from here, and
`native_host/PROTOCOL.md` and the extension's list (extension/shared/error_codes.js) are tested against it.
An error is raised as a typed exception (`ProtocolError` and its subclasses) where it is found and turned
into a wire message or an HTTP response only at the edge (`code_for`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from models.errors import InputError, LookTwiceError


class ErrorCode(str, Enum):
    """The `code` of an `error` message (a str, so it compares and serializes as the wire string)."""

    BAD_FRAME = "bad_frame"
    BAD_REQUEST = "bad_request"
    UNKNOWN_TYPE = "unknown_type"
    TOO_LARGE = "too_large"
    BUSY = "busy"
    UNAVAILABLE = "unavailable"
    INTERNAL = "internal"
    MODEL_ERROR = "model_error"
    UNAUTHORIZED = "unauthorized"
    FORBIDDEN = "forbidden"


@dataclass(frozen=True)
class ErrorSpec:
    """One row of the table."""

    code: ErrorCode
    http_status: int
    meaning: str
    ends_analysis: bool = True  # an `error` with this code is the last message of an analysis


ERRORS: dict[ErrorCode, ErrorSpec] = {spec.code: spec for spec in (
    ErrorSpec(ErrorCode.BAD_FRAME, 400, "the input is not a message: short header, absurd length, bad UTF-8, "
                                        "bad JSON, a binary WebSocket message"),
    ErrorSpec(ErrorCode.BAD_REQUEST, 400, "wrong or missing fields, or a value the receiver refuses"),
    ErrorSpec(ErrorCode.UNKNOWN_TYPE, 400, "no such message type"),
    ErrorSpec(ErrorCode.TOO_LARGE, 413, "a draft, field or body over its limit"),
    ErrorSpec(ErrorCode.BUSY, 429, "the work queue is full, or a model is still loading; try again shortly"),
    ErrorSpec(ErrorCode.UNAVAILABLE, 503, "the service cannot be reached or started, or the engine cannot load"),
    ErrorSpec(ErrorCode.INTERNAL, 500, "a fault of LookTwice itself, or a store that cannot be used"),
    ErrorSpec(ErrorCode.MODEL_ERROR, 500, "the model stage of an analysis failed; the pre-filter's suggestions "
                                          "stand and `done` follows", ends_analysis=False),
    ErrorSpec(ErrorCode.UNAUTHORIZED, 401, "HTTP only: a missing or wrong token"),
    ErrorSpec(ErrorCode.FORBIDDEN, 403, "HTTP only: a foreign Origin or a non-loopback Host"),
)}


class ProtocolError(LookTwiceError):
    """An error with its wire code; becomes an `error` reply (or an HTTP response) at the edge."""

    def __init__(self, code: ErrorCode, message: str, request_id: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id

    @property
    def http_status(self) -> int:
        return ERRORS[self.code].http_status


class Busy(ProtocolError):
    """The work queue is full, or another model is still loading."""

    def __init__(self, message: str) -> None:
        super().__init__(ErrorCode.BUSY, message)


class Unavailable(ProtocolError):
    """The service cannot be reached or started, or the engine cannot load."""

    def __init__(self, message: str) -> None:
        super().__init__(ErrorCode.UNAVAILABLE, message)


def code_for(error: BaseException) -> ErrorCode:
    """The wire code of an exception raised while serving a request: typed errors carry theirs, a bad input
    is `bad_request`, anything else is `internal`."""
    if isinstance(error, ProtocolError):
        return error.code
    if isinstance(error, InputError):
        return ErrorCode.BAD_REQUEST
    return ErrorCode.INTERNAL


def message_for(error: BaseException) -> str:
    """What the user reads: our own errors' messages as they are; a bug only by its type (no internals)."""
    if isinstance(error, LookTwiceError):
        return str(error)
    return f"unexpected {type(error).__name__}"
