"""The request messages of PROTOCOL.md as typed records, and the one function that validates them.

Shared by the WebSocket and HTTP handlers and by the native host, so every entry point refuses the same
inputs with the same error codes. Imports nothing heavy: the native host loads it at start.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Union

from models.errors import InputError
from models.policy import Policy

from .config import MAX_DRAFT_CHARS

ERROR_CODES = ("bad_frame", "bad_request", "unknown_type", "too_large", "busy", "unavailable", "internal")
MAX_ID_CHARS = 200
MAX_FIELD_CHARS = 2000  # site, box, target
MAX_PATH_CHARS = 4096


class RequestError(Exception):
    """A request the receiver refuses; becomes an `error` reply with this code."""

    def __init__(self, code: str, message: str, request_id: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id


@dataclass(frozen=True)
class Hello:
    id: str


@dataclass(frozen=True)
class Status:
    id: str


@dataclass(frozen=True)
class Analyze:
    id: str
    draft: str
    site: str
    box: str
    policy: Policy | None  # overrides the stored policy of `site`


@dataclass(frozen=True)
class Cancel:
    id: str
    target: str


@dataclass(frozen=True)
class GetPolicy:
    id: str
    site: str


@dataclass(frozen=True)
class SetPolicy:
    id: str
    policy: Policy


@dataclass(frozen=True)
class SetModel:
    id: str
    path: str | None  # a model reference: a GGUF's full path, ollama:NAME:TAG, a loopback server URL; None: embedded


@dataclass(frozen=True)
class ListModels:
    id: str


Request = Union[Hello, Status, Analyze, Cancel, GetPolicy, SetPolicy, SetModel, ListModels]


def json_text(message: Any) -> str:
    """Compact JSON that always encodes as UTF-8: a lone surrogate (e.g. an `id` of "\\ud800", which is
    valid JSON) stays escaped instead of breaking the encoder."""
    text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(message, ensure_ascii=True, separators=(",", ":"))
    return text


def is_terminal(event: dict[str, Any]) -> bool:
    """The last event of an analysis: `done`, or an error that ended it. The engine's `model_error`
    is not terminal: the model failed, the pre-filter's suggestions stand, and `done` still follows."""
    kind = event.get("type")
    return kind == "done" or (kind == "error" and event.get("code") != "model_error")


def error_reply(request_id: str | None, code: str, message: str) -> dict[str, Any]:
    return {"id": request_id, "type": "error", "code": code, "message": message}


def request_id_of(obj: Any) -> str | None:
    """The id to echo in an error about `obj`, when it has a usable one."""
    if isinstance(obj, dict):
        rid = obj.get("id")
        if isinstance(rid, str) and 0 < len(rid) <= MAX_ID_CHARS:
            return rid
    return None


def parse_request(obj: Any) -> Request:
    """Validate one decoded message. Raises RequestError with the PROTOCOL.md code."""
    if not isinstance(obj, dict):
        raise RequestError("bad_request", f"a message must be a JSON object, got {type(obj).__name__}")
    rid = obj.get("id")
    if not isinstance(rid, str) or not rid:
        raise RequestError("bad_request", "every request needs a non-empty string `id`")
    if len(rid) > MAX_ID_CHARS:
        raise RequestError("bad_request", f"`id` is longer than {MAX_ID_CHARS} characters")
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise RequestError("bad_request", "every request needs a string `type`", rid)
    parser = _PARSERS.get(kind)
    if parser is None:
        shown = kind if len(kind) <= 40 else kind[:40] + "…"
        raise RequestError("unknown_type", f"unknown message type {shown!r}; expected one of "
                                           f"{', '.join(sorted(_PARSERS))}", rid)
    try:
        return parser(rid, obj)
    except InputError as exc:  # a policy that does not validate
        raise RequestError("bad_request", str(exc), rid) from None


def _text(obj: dict[str, Any], name: str, rid: str, limit: int = MAX_FIELD_CHARS, required: bool = True) -> str:
    value = obj.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise RequestError("bad_request", f"`{name}` must be a string", rid)
    if len(value) > limit:
        raise RequestError("too_large", f"`{name}` has {len(value)} characters; the limit is {limit}", rid)
    return value


def _site(obj: dict[str, Any], rid: str) -> str:
    site = _text(obj, "site", rid).strip().lower()
    if not site:
        raise RequestError("bad_request", "`site` must be a non-empty host name", rid)
    return site


def _policy(value: Any, rid: str) -> Policy:
    if not isinstance(value, dict):
        raise RequestError("bad_request", "`policy` must be a JSON object", rid)
    return Policy.from_json(value)


def _analyze(rid: str, obj: dict[str, Any]) -> Analyze:
    draft = obj.get("draft")
    if not isinstance(draft, str):
        raise RequestError("bad_request", "`draft` must be a string", rid)
    if len(draft) > MAX_DRAFT_CHARS:
        raise RequestError("too_large", f"the draft has {len(draft)} characters; the limit is {MAX_DRAFT_CHARS}", rid)
    site = _site(obj, rid)
    box = _text(obj, "box", rid, required=False)
    policy = _policy(obj["policy"], rid) if obj.get("policy") is not None else None
    return Analyze(rid, draft, site, box, policy)


def _cancel(rid: str, obj: dict[str, Any]) -> Cancel:
    target = _text(obj, "target", rid, limit=MAX_ID_CHARS)
    if not target:
        raise RequestError("bad_request", "`target` must be the id of an analyze request", rid)
    return Cancel(rid, target)


def _get_policy(rid: str, obj: dict[str, Any]) -> GetPolicy:
    return GetPolicy(rid, _site(obj, rid))


def _set_policy(rid: str, obj: dict[str, Any]) -> SetPolicy:
    if "policy" not in obj:
        raise RequestError("bad_request", "`policy` is required", rid)
    return SetPolicy(rid, _policy(obj["policy"], rid))


def _set_model(rid: str, obj: dict[str, Any]) -> SetModel:
    if "path" not in obj:
        raise RequestError("bad_request", "`path` is required: a GGUF file's full path, ollama:NAME:TAG, a "
                                          "loopback server URL, or null for the embedded model", rid)
    if obj["path"] is None:
        return SetModel(rid, None)
    path = _text(obj, "path", rid, limit=MAX_PATH_CHARS).strip()
    if "\0" in path:
        raise RequestError("bad_request", "`path` must not contain NUL characters", rid)
    return SetModel(rid, path or None)


_PARSERS = {
    "hello": lambda rid, obj: Hello(rid),
    "status": lambda rid, obj: Status(rid),
    "analyze": _analyze,
    "cancel": _cancel,
    "get_policy": _get_policy,
    "set_policy": _set_policy,
    "set_model": _set_model,
    "list_models": lambda rid, obj: ListModels(rid),
}
