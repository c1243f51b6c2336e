"""The second backend: a model behind an OpenAI-compatible chat server on this machine.

Ollama, LM Studio, llama.cpp's llama-server, llama-cpp-python's server, vLLM, Jan and LocalAI all answer
`POST /v1/chat/completions`. Ollama is spoken to in its own dialect (`/api/chat` with `format`: a JSON
schema it enforces, and exact token counts); every other server gets `response_format` with the schema,
and when a server refuses that, its answers are parsed tolerantly.

Requests stream, so a cancelled analysis closes the connection and the server stops generating: a
watcher thread shuts the socket down as soon as the analysis' cancel event is set, even while the server
is still reading the prompt and has sent nothing yet.
"""

from __future__ import annotations

import http.client
import json
import re
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from ..errors import Cancelled, ModelError
from .backend import Backend, Generation
from .json_text import parse_json_text
from .reference import ModelRef

CONNECT_TIMEOUT_S = 2.0
READ_TIMEOUT_S = 120.0  # seconds without a byte from the server (a 7B model on a CPU reads a long prompt slowly)
PROBE_TIMEOUT_S = 1.5
_CANCEL_POLL_S = 0.05
SERVER_LABELS = {"ollama": "Ollama", "lmstudio": "LM Studio", "llama-server": "llama-server",
                 "llama-cpp-python": "llama-cpp-python server", "openai": "OpenAI-compatible server"}
_CHARS_PER_TOKEN = 4  # estimate when a server reports no usage and has no tokenizer endpoint


@dataclass(frozen=True)
class ServerInfo:
    """What a server says about itself and the model chosen on it."""

    kind: str  # "ollama" | "lmstudio" | "llama-server" | "llama-cpp-python" | "openai"
    models: tuple[str, ...]
    context_length: int | None = None
    parameters: int | None = None
    quantization: str | None = None


class ServerBackend(Backend):
    """One model on one server; `generate_json` is constrained when the server supports schemas."""

    supports_schema = True
    runtime = "server"

    def __init__(self, ref: ModelRef, *, read_timeout_s: float = READ_TIMEOUT_S) -> None:
        super().__init__()
        assert ref.kind == "server" and ref.base_url
        self.ref = ref
        self.base_url = ref.base_url
        parts = urlsplit(self.base_url)
        self._https = parts.scheme == "https"
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or (443 if self._https else 80)
        self._prefix = parts.path.rstrip("/")  # ".../v1"
        self._root = self._prefix[: -len("/v1")] if self._prefix.endswith("/v1") else ""
        self.read_timeout_s = read_timeout_s
        info = probe_server(self.base_url)
        if info is None:
            raise ModelError(f"no model server answers at {self.base_url} (is it running?)")
        self.info = info
        self.model_id = self._choose(info.models)
        self.info = _details(self, info)
        self.context_length = self.info.context_length
        self.parameters = self.info.parameters or parameters_from_name(self.model_id)
        self.quantization = self.info.quantization
        self.path = ref.text
        self._schema_mode = "json_schema"  # then "json_object", then "none" as the server refuses them
        self._tokenize_path: str | None | bool = False  # False: not probed yet; None: the server has none

    # ---- Backend ---------------------------------------------------------------------------------
    def generate(self, system: str, prompt: str, *, max_tokens: int = 256, temperature: float = 0.0,
                 top_p: float = 1.0, stop: list[str] | None = None) -> Generation:
        return self._chat(system, prompt, max_tokens=max_tokens, temperature=temperature, top_p=top_p,
                          stop=stop, schema=None)

    def generate_json(self, system: str, prompt: str, schema: dict[str, Any], *, max_tokens: int = 256,
                      temperature: float = 0.0) -> tuple[Any, Generation]:
        gen = self._chat(system, prompt, max_tokens=max_tokens, temperature=temperature, top_p=1.0, stop=None,
                         schema=schema)
        try:
            return parse_json_text(gen.text), gen
        except ValueError:
            err = ModelError(f"the server's answer is not JSON (after {gen.completion_tokens} tokens)")
            err.generation = gen  # still counts toward the token bill
            raise err from None

    def count_tokens(self, text: str) -> int:
        if self._tokenize_path is False:
            self._tokenize_path = self._find_tokenizer()
        if isinstance(self._tokenize_path, str):
            try:
                body = self._json_request("POST", self._tokenize_path, {"input": text, "content": text},
                                          timeout=PROBE_TIMEOUT_S * 4)
                tokens = body.get("tokens") if isinstance(body, dict) else None
                if isinstance(tokens, list):
                    return len(tokens)
            except (OSError, ModelError, http.client.HTTPException):
                pass
        return max(1, len(text) // _CHARS_PER_TOKEN) if text else 0

    # ---- requests --------------------------------------------------------------------------------
    def _chat(self, system: str, prompt: str, *, max_tokens: int, temperature: float, top_p: float,
              stop: list[str] | None, schema: dict[str, Any] | None) -> Generation:
        if self.cancelled:
            raise Cancelled("generation cancelled")
        messages = [{"role": "system", "content": system}, {"role": "user", "content": prompt}]
        temperature = self.sampling_temperature(temperature)
        while True:
            if self.info.kind == "ollama":
                path, body = self._ollama_body(messages, max_tokens, temperature, top_p, stop, schema)
            else:
                path, body = self._openai_body(messages, max_tokens, temperature, top_p, stop, schema)
            try:
                return self._stream(path, body)
            except _SchemaRefused:
                # The server does not know this response_format: try the next, finally none at all
                # (generate_json then parses the answer tolerantly).
                self._schema_mode = {"json_schema": "json_object", "json_object": "none"}.get(self._schema_mode,
                                                                                              "none")

    def _openai_body(self, messages: list[dict[str, str]], max_tokens: int, temperature: float, top_p: float,
                     stop: list[str] | None, schema: dict[str, Any] | None) -> tuple[str, dict[str, Any]]:
        body: dict[str, Any] = {"model": self.model_id, "messages": messages, "max_tokens": max_tokens,
                                "temperature": temperature, "top_p": top_p, "stream": True, "seed": 0,
                                "stream_options": {"include_usage": True},
                                # llama.cpp-family servers default to 1.1; the in-process backend uses none,
                                # and the same model must give the same answers through either
                                "repeat_penalty": 1.0}
        if stop:
            body["stop"] = stop
        if schema is not None and self._schema_mode == "json_schema":
            body["response_format"] = {"type": "json_schema",
                                       "json_schema": {"name": "answer", "schema": schema, "strict": True}}
        elif schema is not None and self._schema_mode == "json_object":
            body["response_format"] = {"type": "json_object", "schema": schema}
        return f"{self._prefix}/chat/completions", body

    def _ollama_body(self, messages: list[dict[str, str]], max_tokens: int, temperature: float, top_p: float,
                     stop: list[str] | None, schema: dict[str, Any] | None) -> tuple[str, dict[str, Any]]:
        options: dict[str, Any] = {"temperature": temperature, "top_p": top_p, "num_predict": max_tokens, "seed": 0,
                                   "repeat_penalty": 1.0}
        if stop:
            options["stop"] = stop
        body: dict[str, Any] = {"model": self.model_id, "messages": messages, "stream": True, "options": options}
        if schema is not None:
            body["format"] = schema
        return f"{self._root}/api/chat", body

    def _stream(self, path: str, body: dict[str, Any]) -> Generation:
        try:
            conn = self._connection(self.read_timeout_s)
        except OSError as exc:
            raise ModelError(f"the model server at {self.base_url} does not answer: {exc.strerror or exc}") from None
        done = threading.Event()
        watcher = threading.Thread(target=self._watch, args=(conn, done), daemon=True)
        parts: list[str] = []
        usage: dict[str, int] = {}
        chunks = 0
        try:
            watcher.start()
            conn.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json",
                                                                       "Accept": "text/event-stream"})
            response = conn.getresponse()
            if response.status >= 400:
                detail = response.read(2000).decode("utf-8", "replace")
                if "response_format" in body and response.status in (400, 422, 500):
                    raise _SchemaRefused(detail)
                raise ModelError(f"the model server refused the request (HTTP {response.status}): "
                                 f"{_one_line(detail)}")
            for event in _events(response):
                if self.cancelled:
                    raise Cancelled("generation cancelled")
                text, event_usage = _event_text(event)
                if text:
                    parts.append(text)
                    chunks += 1
                usage.update(event_usage)
        except Cancelled:
            raise
        except (OSError, http.client.HTTPException) as exc:
            if self.cancelled:
                raise Cancelled("generation cancelled") from None
            raise ModelError(f"the model server at {self.base_url} failed: {exc or type(exc).__name__}") from None
        finally:
            done.set()
            conn.close()
        if self.cancelled:
            raise Cancelled("generation cancelled")
        text = "".join(parts)
        completion = usage.get("completion_tokens", chunks)
        prompt = usage.get("prompt_tokens")
        if prompt is None:
            prompt = sum(self.count_tokens(m["content"]) for m in body["messages"])
        return Generation(text, prompt, completion, usage.get("evaluated_prompt_tokens"))

    def _watch(self, conn: http.client.HTTPConnection, done: threading.Event) -> None:
        while not done.wait(_CANCEL_POLL_S):
            if self.cancelled:
                sock = conn.sock
                if sock is not None:
                    try:
                        sock.shutdown(socket.SHUT_RDWR)  # the blocked read returns; the server sees us gone
                    except OSError:
                        pass
                return

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        conn = cls(self._host, self._port, timeout=CONNECT_TIMEOUT_S)
        conn.connect()
        if conn.sock is not None:
            conn.sock.settimeout(timeout)
        return conn

    def _json_request(self, method: str, path: str, body: Any = None, timeout: float = PROBE_TIMEOUT_S) -> Any:
        return _request_json(self.base_url, method, path, body, timeout)

    def _choose(self, models: tuple[str, ...]) -> str:
        wanted = self.ref.server_model
        if wanted:
            if models and wanted not in models:
                raise ModelError(f"the server at {self.base_url} has no model {wanted!r}; it serves: "
                                 f"{', '.join(models)}")
            return wanted
        if len(models) == 1:
            return models[0]
        if not models:
            raise ModelError(f"the server at {self.base_url} lists no model")
        raise ModelError(f"the server at {self.base_url} serves several models; name one, like "
                         f"{self.base_url}#{models[0]} (it serves: {', '.join(models)})")

    def _find_tokenizer(self) -> str | None:
        if self.info.kind == "llama-cpp-python":
            return f"{self._root}/extras/tokenize"
        if self.info.kind == "llama-server":
            return f"{self._root}/tokenize"
        return None


class _SchemaRefused(Exception):
    """The server answered 4xx to a request with a response_format."""


def probe_server(base_url: str, timeout: float = PROBE_TIMEOUT_S) -> ServerInfo | None:
    """What answers at `base_url` (".../v1"), or None when nothing does. Short timeouts: used by discovery."""
    root = base_url[: -len("/v1")] if base_url.endswith("/v1") else base_url
    try:
        tags = _request_json(base_url, "GET", f"{_path(root)}/api/tags", None, timeout)
    except (OSError, ModelError, http.client.HTTPException):
        tags = None
    if isinstance(tags, dict) and isinstance(tags.get("models"), list):
        names = tuple(str(m.get("name") or m.get("model")) for m in tags["models"] if isinstance(m, dict))
        return ServerInfo("ollama", names)
    try:
        listed = _request_json(base_url, "GET", f"{_path(base_url)}/models", None, timeout)
    except (OSError, ModelError, http.client.HTTPException):
        return None
    data = listed.get("data") if isinstance(listed, dict) else None
    if not isinstance(data, list):
        return None
    names = tuple(str(m["id"]) for m in data if isinstance(m, dict) and m.get("id"))
    owner = {str(m.get("owned_by", "")) for m in data if isinstance(m, dict)}
    kind = "openai"
    if "llamacpp" in owner or any(isinstance(m, dict) and "meta" in m for m in data):
        kind = "llama-server"
    elif "me" in owner and _answers(root + "/extras/tokenize/count", timeout):
        kind = "llama-cpp-python"
    elif "organization_owner" in owner or _answers(root + "/api/v0/models", timeout, method="GET"):
        kind = "lmstudio"
    return ServerInfo(kind, names)


def _details(backend: ServerBackend, info: ServerInfo) -> ServerInfo:
    """Context length, size and quantization of the chosen model, from the server's own endpoints."""
    model, root = backend.model_id, backend._root
    ctx = params = quant = None
    try:
        if info.kind == "ollama":
            shown = backend._json_request("POST", f"{root}/api/show", {"model": model})
            model_info = shown.get("model_info", {}) if isinstance(shown, dict) else {}
            ctx = next((v for k, v in model_info.items() if k.endswith(".context_length")), None)
            params = model_info.get("general.parameter_count")
            quant = (shown.get("details") or {}).get("quantization_level")
        elif info.kind == "llama-server":
            props = backend._json_request("GET", f"{root}/props")
            ctx = ((props or {}).get("default_generation_settings") or {}).get("n_ctx")
            listed = backend._json_request("GET", f"{backend._prefix}/models")
            meta = next((m.get("meta") for m in listed.get("data", []) if m.get("id") == model), None) or {}
            params = meta.get("n_params")
        elif info.kind == "llama-cpp-python" and model.endswith(".gguf"):
            # it names its model by the file's path: on this machine, the GGUF header says the rest
            from .gguf_info import read_gguf_info

            header = read_gguf_info(model)
            ctx, params, quant = header.context_length, header.parameters, header.quantization
        elif info.kind == "lmstudio":
            shown = backend._json_request("GET", f"{root}/api/v0/models/{model}")
            ctx = shown.get("loaded_context_length") or shown.get("max_context_length")
            quant = shown.get("quantization")
    except (OSError, ModelError, http.client.HTTPException, AttributeError, TypeError):
        pass  # details are informative; the model works without them
    return ServerInfo(info.kind, info.models, ctx if isinstance(ctx, int) else None,
                      params if isinstance(params, int) else None, quant if isinstance(quant, str) else None)


_SIZE_IN_NAME = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*([bBmM])(?![a-zA-Z])")


def parameters_from_name(name: str) -> int | None:
    """'qwen2.5:7b' → 7e9, 'SmolLM2-135M-Instruct' → 135e6; None when the name says nothing."""
    found = _SIZE_IN_NAME.findall(name.replace("_", "-").replace(":", "-"))
    if not found:
        return None
    number, unit = found[-1]
    return int(float(number) * (1e9 if unit.lower() == "b" else 1e6))


def _path(url: str) -> str:
    return urlsplit(url).path.rstrip("/")


def _answers(url: str, timeout: float, method: str = "POST") -> bool:
    parts = urlsplit(url)
    try:
        conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=timeout)
        try:
            conn.request(method, parts.path, body=json.dumps({"input": "a"}) if method == "POST" else None,
                         headers={"Content-Type": "application/json"})
            return conn.getresponse().status < 400
        finally:
            conn.close()
    except (OSError, http.client.HTTPException):
        return False


def _request_json(base_url: str, method: str, path: str, body: Any, timeout: float) -> Any:
    parts = urlsplit(base_url)
    cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    conn = cls(parts.hostname or "127.0.0.1", parts.port or (443 if parts.scheme == "https" else 80),
               timeout=timeout)
    try:
        conn.request(method, path, body=None if body is None else json.dumps(body),
                     headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        raw = response.read(4_000_000)
        if response.status >= 400:
            raise ModelError(f"HTTP {response.status} from {path}")
        try:
            return json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ModelError(f"{path} did not answer JSON") from None
    finally:
        conn.close()


def _events(response: http.client.HTTPResponse) -> Iterator[dict[str, Any]]:
    """Server-sent events (`data: {...}`) or NDJSON lines (Ollama), as parsed objects."""
    while True:
        line = response.readline()
        if not line:
            return
        text = line.decode("utf-8", "replace").strip()
        if text.startswith("data:"):
            text = text[5:].strip()
        if not text or text.startswith(":") or text.startswith("event:"):
            continue
        if text == "[DONE]":
            return
        try:
            event = json.loads(text)
        except json.JSONDecodeError:
            continue
        if isinstance(event, dict):
            if event.get("error"):
                raise ModelError(f"the model server reported an error: {_one_line(str(event['error']))}")
            yield event


def _event_text(event: dict[str, Any]) -> tuple[str, dict[str, int]]:
    """The text piece and any token counts of one streamed event (OpenAI or Ollama shape)."""
    usage: dict[str, int] = {}
    if "message" in event:  # Ollama /api/chat
        text = str((event.get("message") or {}).get("content") or "")
        if event.get("done"):
            if isinstance(event.get("prompt_eval_count"), int):
                usage["prompt_tokens"] = usage["evaluated_prompt_tokens"] = event["prompt_eval_count"]
            if isinstance(event.get("eval_count"), int):
                usage["completion_tokens"] = event["eval_count"]
        return text, usage
    choices = event.get("choices") or []
    text = ""
    if choices and isinstance(choices[0], dict):
        delta = choices[0].get("delta") or {}
        text = str(delta.get("content") or "")
    reported = event.get("usage")
    if isinstance(reported, dict):
        for key in ("prompt_tokens", "completion_tokens"):
            if isinstance(reported.get(key), int):
                usage[key] = reported[key]
    return text, usage


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]
