"""The messages of PROTOCOL.md: requests as typed records, the one function that validates them, and the
wire form of replies and analysis events.

Each request is parsed once, where it enters a process (the native host's stdin, the service's WebSocket and
HTTP routes), so every entry point refuses the same inputs with the same error codes. Imports nothing
heavy: the native host loads it at start.

A new message type: a frozen record with its `type`, a parser in `_PARSERS`, a handler in
serving.dispatcher.Dispatcher, and its row in native_host/PROTOCOL.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Awaitable, Callable, ClassVar, Union

from models.errors import InputError
from models.events import Done, Event, Progress, Segment, StageFailed, Suggestions
from models.policy import Policy

from .config import MAX_DRAFT_CHARS
from .errors import ERRORS, ErrorCode, ProtocolError, code_for, message_for

MAX_ID_CHARS = 200
MAX_FIELD_CHARS = 2000  # site, box, target
MAX_PATH_CHARS = 4096


@dataclass(frozen=True)
class Hello:
    type: ClassVar[str] = "hello"
    id: str


@dataclass(frozen=True)
class Status:
    type: ClassVar[str] = "status"
    id: str


@dataclass(frozen=True)
class Analyze:
    type: ClassVar[str] = "analyze"
    id: str
    draft: str
    site: str
    box: str
    policy: Policy | None  # overrides the stored policy of `site`
    conversation: str = ""  # reversible styles: whose stand-in vault (site, conversation) to use and grow


@dataclass(frozen=True)
class Cancel:
    type: ClassVar[str] = "cancel"
    id: str
    target: str


@dataclass(frozen=True)
class GetPolicy:
    type: ClassVar[str] = "get_policy"
    id: str
    site: str


@dataclass(frozen=True)
class SetPolicy:
    type: ClassVar[str] = "set_policy"
    id: str
    policy: Policy


@dataclass(frozen=True)
class SetModel:
    type: ClassVar[str] = "set_model"
    id: str
    path: str | None  # a model reference: a GGUF's full path, ollama:NAME:TAG, a loopback server URL; None: embedded


@dataclass(frozen=True)
class ListModels:
    """The models usable on this machine (files, Ollama, LM Studio, model servers), the active one marked."""

    type: ClassVar[str] = "list_models"
    id: str


@dataclass(frozen=True)
class Restore:
    """Restore the originals in a reply of one conversation (its vault stays in the service)."""

    type: ClassVar[str] = "restore"
    id: str
    site: str
    conversation: str
    text: str


@dataclass(frozen=True)
class LinkConversation:
    """A chat started without an id (`source`, e.g. "new/<uuid>") got one (`target`): one vault from now on."""

    type: ClassVar[str] = "link_conversation"
    id: str
    site: str
    source: str
    target: str


@dataclass(frozen=True)
class ForgetConversations:
    """Forget stand-ins: one conversation (site + conversation), one site's (site), or all (neither)."""

    type: ClassVar[str] = "forget_conversations"
    id: str
    site: str | None
    conversation: str | None


@dataclass(frozen=True)
class GetProtect:
    type: ClassVar[str] = "get_protect"
    id: str


@dataclass(frozen=True)
class SetProtect:
    type: ClassVar[str] = "set_protect"
    id: str
    terms: tuple[str, ...]


Request = Union[Hello, Status, Analyze, Cancel, GetPolicy, SetPolicy, SetModel, ListModels, Restore,
                LinkConversation, ForgetConversations, GetProtect, SetProtect]
Send = Callable[[dict[str, Any]], Awaitable[None]]  # how a reply reaches one client


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
    """The last event of an analysis, read from a wire message: `done`, or an error whose code ends it
    (`model_error` does not: the pre-filter's suggestions stand and `done` follows). An unknown code ends it:
    a reader must never wait for a `done` that nobody will send."""
    kind = event.get("type")
    if kind != "error":
        return kind == "done"
    try:
        return ERRORS[ErrorCode(event.get("code"))].ends_analysis
    except ValueError:
        return True


def error_reply(request_id: str | None, code: ErrorCode, message: str) -> dict[str, Any]:
    return {"id": request_id, "type": "error", "code": code.value, "message": message}


def event_message(request_id: str, event: Event) -> dict[str, Any]:
    """The wire message of one analysis event (PROTOCOL.md, 'Events of one analysis')."""
    if isinstance(event, Suggestions):
        return {"id": request_id, "type": "suggestions", "stage": event.stage, "round": event.round,
                "suggestions": [s.to_json() for s in event.suggestions], **_segment(event.segment)}
    if isinstance(event, Progress):
        return {"id": request_id, "type": "progress", "stage": event.stage, "round": event.round,
                "max_rounds": event.max_rounds, **_segment(event.segment)}
    if isinstance(event, StageFailed):
        return error_reply(request_id, ErrorCode.MODEL_ERROR, event.message)
    if isinstance(event, Done):
        return {"id": request_id, "type": "done", **event.result.to_json()}
    return error_reply(request_id, code_for(event.error), message_for(event.error))


def _segment(segment: Segment | None) -> dict[str, Any]:
    """A long draft's events say which segment they cover (PROTOCOL.md, 'Long drafts'); others say nothing."""
    if segment is None:
        return {}
    return {"segment": segment.index, "segments": segment.count}


def request_id_of(obj: Any) -> str | None:
    """The id to echo in an error about `obj`, when it has a usable one."""
    if isinstance(obj, dict):
        rid = obj.get("id")
        if isinstance(rid, str) and 0 < len(rid) <= MAX_ID_CHARS:
            return rid
    return None


def refusal(obj: Any, error: ProtocolError) -> dict[str, Any]:
    """The `error` reply to a message that did not parse, with its id when it has a usable one."""
    return error_reply(error.request_id or request_id_of(obj), error.code, error.message)


def parse_request(obj: Any) -> Request:
    """Validate one decoded message. Raises ProtocolError with the PROTOCOL.md code."""
    if not isinstance(obj, dict):
        raise ProtocolError(ErrorCode.BAD_REQUEST, f"a message must be a JSON object, got {type(obj).__name__}")
    rid = obj.get("id")
    if not isinstance(rid, str) or not rid:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "every request needs a non-empty string `id`")
    if len(rid) > MAX_ID_CHARS:
        raise ProtocolError(ErrorCode.BAD_REQUEST, f"`id` is longer than {MAX_ID_CHARS} characters")
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "every request needs a string `type`", rid)
    parser = _PARSERS.get(kind)
    if parser is None:
        shown = kind if len(kind) <= 40 else kind[:40] + "…"
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {shown!r}; expected one of "
                                                    f"{', '.join(sorted(_PARSERS))}", rid)
    try:
        return parser(rid, obj)
    except InputError as exc:  # a policy that does not validate
        raise ProtocolError(ErrorCode.BAD_REQUEST, str(exc), rid) from None


def _text(obj: dict[str, Any], name: str, rid: str, limit: int = MAX_FIELD_CHARS, required: bool = True) -> str:
    value = obj.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise ProtocolError(ErrorCode.BAD_REQUEST, f"`{name}` must be a string", rid)
    if len(value) > limit:
        raise ProtocolError(ErrorCode.TOO_LARGE, f"`{name}` has {len(value)} characters; the limit is {limit}", rid)
    return value


def _site(obj: dict[str, Any], rid: str) -> str:
    site = _text(obj, "site", rid).strip().lower()
    if not site:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`site` must be a non-empty host name", rid)
    return site


def _policy(value: Any, rid: str) -> Policy:
    if not isinstance(value, dict):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`policy` must be a JSON object", rid)
    return Policy.from_json(value)


def _analyze(rid: str, obj: dict[str, Any]) -> Analyze:
    draft = obj.get("draft")
    if not isinstance(draft, str):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`draft` must be a string", rid)
    if len(draft) > MAX_DRAFT_CHARS:
        raise ProtocolError(ErrorCode.TOO_LARGE, f"the draft has {len(draft)} characters; the limit is "
                                                 f"{MAX_DRAFT_CHARS}", rid)
    site = _site(obj, rid)
    box = _text(obj, "box", rid, required=False)
    policy = _policy(obj["policy"], rid) if obj.get("policy") is not None else None
    conversation = _text(obj, "conversation", rid, limit=MAX_ID_CHARS, required=False)
    return Analyze(rid, draft, site, box, policy, conversation)


def _cancel(rid: str, obj: dict[str, Any]) -> Cancel:
    target = _text(obj, "target", rid, limit=MAX_ID_CHARS)
    if not target:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`target` must be the id of an analyze request", rid)
    return Cancel(rid, target)


def _get_policy(rid: str, obj: dict[str, Any]) -> GetPolicy:
    return GetPolicy(rid, _site(obj, rid))


def _set_policy(rid: str, obj: dict[str, Any]) -> SetPolicy:
    if "policy" not in obj:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`policy` is required", rid)
    return SetPolicy(rid, _policy(obj["policy"], rid))


def _set_model(rid: str, obj: dict[str, Any]) -> SetModel:
    if "path" not in obj:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`path` is required: a GGUF file's full path, "
                                                   "ollama:NAME:TAG, a loopback server URL, or null for the "
                                                   "embedded model", rid)
    if obj["path"] is None:
        return SetModel(rid, None)
    path = _text(obj, "path", rid, limit=MAX_PATH_CHARS).strip()
    if "\0" in path:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`path` must not contain NUL characters", rid)
    return SetModel(rid, path or None)


def _conversation(obj: dict[str, Any], name: str, rid: str) -> str:
    value = _text(obj, name, rid, limit=MAX_ID_CHARS).strip()
    if not value:
        raise ProtocolError(ErrorCode.BAD_REQUEST, f"`{name}` must name a conversation", rid)
    return value


def _restore(rid: str, obj: dict[str, Any]) -> Restore:
    text = _text(obj, "text", rid, limit=MAX_DRAFT_CHARS)
    return Restore(rid, _site(obj, rid), _conversation(obj, "conversation", rid), text)


def _link(rid: str, obj: dict[str, Any]) -> LinkConversation:
    return LinkConversation(rid, _site(obj, rid), _conversation(obj, "from", rid), _conversation(obj, "to", rid))


def _forget(rid: str, obj: dict[str, Any]) -> ForgetConversations:
    site = _site(obj, rid) if obj.get("site") is not None else None
    conversation = _conversation(obj, "conversation", rid) if obj.get("conversation") is not None else None
    if conversation is not None and site is None:
        raise ProtocolError(ErrorCode.BAD_REQUEST, "forgetting one `conversation` needs its `site`", rid)
    return ForgetConversations(rid, site, conversation)


def _set_protect(rid: str, obj: dict[str, Any]) -> SetProtect:
    terms = obj.get("terms")
    if not isinstance(terms, list) or not all(isinstance(t, str) for t in terms):
        raise ProtocolError(ErrorCode.BAD_REQUEST, "`terms` must be a list of strings", rid)
    return SetProtect(rid, tuple(terms))


_PARSERS: dict[str, Callable[[str, dict[str, Any]], Request]] = {
    Hello.type: lambda rid, obj: Hello(rid),
    Status.type: lambda rid, obj: Status(rid),
    Analyze.type: _analyze,
    Cancel.type: _cancel,
    GetPolicy.type: _get_policy,
    SetPolicy.type: _set_policy,
    SetModel.type: _set_model,
    ListModels.type: lambda rid, obj: ListModels(rid),
    Restore.type: _restore,
    LinkConversation.type: _link,
    ForgetConversations.type: _forget,
    GetProtect.type: lambda rid, obj: GetProtect(rid),
    SetProtect.type: _set_protect,
}


def request_message(request: Request) -> dict[str, Any]:
    """The wire form of a parsed request (the native host forwards what it parsed, not what it read)."""
    message: dict[str, Any] = {"type": request.type}
    for f in fields(request):
        value = getattr(request, f.name)
        message[_WIRE_NAMES.get((request.type, f.name), f.name)] = (
            value.to_json() if isinstance(value, Policy) else list(value) if isinstance(value, tuple) else value)
    return message


# Record fields whose wire name is a Python keyword.
_WIRE_NAMES = {(LinkConversation.type, "source"): "from", (LinkConversation.type, "target"): "to"}
