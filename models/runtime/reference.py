"""Model references as users write them: a GGUF path, `ollama:NAME[:TAG]`, or a chat server's URL.

`http://127.0.0.1:1234/v1#qwen2.5-7b-instruct` names a model on an OpenAI-compatible server (the part
after `#` may be left out when the server serves one model). Drafts go to that server, so only loopback
addresses are accepted unless the caller explicitly allows a remote one.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..errors import ModelError

OLLAMA_PREFIX = "ollama:"
_LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})


class RemoteModelRefused(ModelError):
    """A model server outside this machine was named without explicitly allowing it."""


@dataclass(frozen=True)
class ModelRef:
    """A parsed model reference: exactly one of embedded / file / ollama / server."""

    kind: str  # "embedded" | "file" | "ollama" | "server"
    text: str  # as the user wrote it (what config.json remembers)
    path: str | None = None  # kind "file"
    ollama_name: str | None = None  # kind "ollama": "qwen2.5:7b"
    base_url: str | None = None  # kind "server": "http://127.0.0.1:1234/v1"
    server_model: str | None = None  # kind "server": the model's id on it, None: the only one it serves

    @property
    def remote(self) -> bool:
        return self.kind == "server" and not is_loopback_url(self.base_url or "")


def parse_model_ref(text: str | None, *, allow_remote: bool = False) -> ModelRef:
    """Parse a reference; raises ModelError for a malformed one, RemoteModelRefused for a remote server."""
    if text is None or text.strip() in ("", "embedded"):
        return ModelRef("embedded", "embedded")
    text = text.strip()
    if text.startswith(OLLAMA_PREFIX):
        name = text[len(OLLAMA_PREFIX):].strip()
        if not name or name.startswith("/"):
            raise ModelError(f"an Ollama model is named like ollama:qwen2.5:7b, not {text!r}")
        return ModelRef("ollama", text, ollama_name=name if ":" in name else f"{name}:latest")
    if "://" in text:
        return _server_ref(text, allow_remote)
    return ModelRef("file", text, path=text)


def _server_ref(text: str, allow_remote: bool) -> ModelRef:
    url, _, model = text.partition("#")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ModelError(f"a model server is named like http://127.0.0.1:1234/v1#model, not {text!r}")
    if parts.query:
        raise ModelError(f"a model server URL takes no query string: {text!r}")
    base = url.rstrip("/")
    if not base.endswith("/v1"):
        base += "/v1"  # "http://127.0.0.1:11434" and ".../v1" both name the same API
    ref = ModelRef("server", text, base_url=base, server_model=model.strip() or None)
    if ref.remote and not allow_remote:
        raise RemoteModelRefused(
            f"{parts.hostname} is not this machine: drafts would leave it. "
            "Pass --allow-remote-model to send them there anyway")
    return ref


def is_loopback_url(url: str) -> bool:
    host = (urlsplit(url).hostname or "").lower()
    if host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
