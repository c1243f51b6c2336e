"""The server backend's protocol logic against small scripted HTTP servers (unit tests; the real server is
driven in test_model_server.py): Ollama's dialect, a server without schema support, timeouts, tolerant JSON."""

import asyncio
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from models.errors import Cancelled, ModelError
from models.events import Done, Suggestions
from models.runtime.json_text import parse_json_text
from models.runtime.reference import parse_model_ref
from models.runtime.server_backend import ServerBackend, parameters_from_name

SCHEMA = {"type": "object", "properties": {"age": {"type": "integer"}}, "required": ["age"]}


class Scripted:
    """A loopback HTTP server whose routes are functions of the parsed request body."""

    def __init__(self, routes):
        self.routes, self.bodies = routes, []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _serve(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length)) if length else None
                outer.bodies.append((self.path, body))
                route = outer.routes.get((self.command, self.path))
                if route is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                status, chunks = route(body)
                self.send_response(status)
                self.end_headers()
                for chunk in chunks:
                    try:
                        self.wfile.write(chunk if isinstance(chunk, bytes) else json.dumps(chunk).encode())
                        self.wfile.flush()
                    except OSError:
                        return

            do_GET = do_POST = _serve

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def ollama_routes(answer):
    def chat(body):
        lines = [{"message": {"role": "assistant", "content": part}, "done": False} for part in answer]
        lines.append({"message": {"role": "assistant", "content": ""}, "done": True, "prompt_eval_count": 31,
                      "eval_count": len(answer)})
        return 200, [json.dumps(x).encode() + b"\n" for x in lines]
    return {
        ("GET", "/api/tags"): lambda b: (200, [{"models": [{"name": "qwen2.5:7b", "model": "qwen2.5:7b"}]}]),
        ("POST", "/api/show"): lambda b: (200, [{"details": {"quantization_level": "Q4_K_M"},
                                                 "model_info": {"general.parameter_count": 7615616512,
                                                                "qwen2.context_length": 32768}}]),
        ("POST", "/api/chat"): chat,
    }


def test_ollama_dialect_sends_the_schema_as_format_and_reads_exact_counts():
    server = Scripted(ollama_routes(['{"age"', ': 34}']))
    try:
        backend = ServerBackend(parse_model_ref(server.url.replace("/v1", "")))
        assert (backend.info.kind, backend.model_id, backend.context_length) == ("ollama", "qwen2.5:7b", 32768)
        assert (backend.parameters, backend.info.quantization) == (7615616512, "Q4_K_M")
        value, gen = backend.generate_json("sys", "user", SCHEMA, max_tokens=40, temperature=0.1)
        assert value == {"age": 34} and (gen.prompt_tokens, gen.completion_tokens) == (31, 2)
        path, body = server.bodies[-1]
        assert path == "/api/chat" and body["format"] == SCHEMA and body["stream"] is True
        assert body["options"]["num_predict"] == 40 and body["options"]["temperature"] == 0.1
        assert [m["role"] for m in body["messages"]] == ["system", "user"]
    finally:
        server.close()


def openai_routes(chat, models=("m1",)):
    return {("GET", "/v1/models"): lambda b: (200, [{"object": "list", "data": [{"id": m} for m in models]}]),
            ("POST", "/v1/chat/completions"): chat}


def sse(*texts, usage=None):
    events = [{"choices": [{"delta": {"content": t}}]} for t in texts]
    if usage:
        events.append({"choices": [], "usage": usage})
    return [b"data: " + json.dumps(e).encode() + b"\n\n" for e in events] + [b"data: [DONE]\n\n"]


def test_a_server_without_schema_support_is_parsed_tolerantly():
    def chat(body):
        if "response_format" in body:
            return 400, [b'{"error": "response_format not supported"}']
        return 200, sse("Sure! ```json\n{\"age\": 41}\n```", usage={"prompt_tokens": 12, "completion_tokens": 9})
    server = Scripted(openai_routes(chat))
    try:
        backend = ServerBackend(parse_model_ref(server.url))
        value, gen = backend.generate_json("sys", "user", SCHEMA)
        assert value == {"age": 41} and (gen.prompt_tokens, gen.completion_tokens) == (12, 9)
        formats = [b.get("response_format", {}).get("type") for p, b in server.bodies if p.endswith("/completions")]
        assert formats == ["json_schema", "json_object", None]
        backend.generate_json("sys", "user", SCHEMA)  # remembered: no second round of refusals
        assert len([p for p, _ in server.bodies if p.endswith("/completions")]) == 4
    finally:
        server.close()


def test_several_models_need_a_name_and_unknown_names_are_refused():
    server = Scripted(openai_routes(lambda b: (200, sse("{}")), models=("a", "b")))
    try:
        with pytest.raises(ModelError, match="serves several models; name one"):
            ServerBackend(parse_model_ref(server.url))
        with pytest.raises(ModelError, match="has no model 'c'"):
            ServerBackend(parse_model_ref(server.url + "#c"))
        assert ServerBackend(parse_model_ref(server.url + "#b")).model_id == "b"
    finally:
        server.close()


def test_a_silent_server_times_out_with_a_clear_error():
    server = Scripted(openai_routes(lambda b: (time.sleep(5), (200, sse("{}")))[1]))
    try:
        backend = ServerBackend(parse_model_ref(server.url), read_timeout_s=0.5)
        started = time.monotonic()
        with pytest.raises(ModelError, match="failed: timed out"):
            backend.generate("sys", "user")
        assert time.monotonic() - started < 3
    finally:
        server.close()


def test_cancel_while_the_server_is_still_silent_closes_the_request():
    server = Scripted(openai_routes(lambda b: (time.sleep(5), (200, sse("{}")))[1]))
    try:
        backend = ServerBackend(parse_model_ref(server.url))
        threading.Timer(0.3, backend.cancel).start()
        started = time.monotonic()
        with pytest.raises(Cancelled):
            backend.generate("sys", "user")
        assert time.monotonic() - started < 2
    finally:
        server.close()


def test_nothing_listening_is_a_clear_error():
    with pytest.raises(ModelError, match="no model server answers at http://127.0.0.1:9/v1"):
        ServerBackend(parse_model_ref("http://127.0.0.1:9/v1"))


@pytest.mark.parametrize("text, value", [
    ('{"a": 1}', {"a": 1}),
    ('```json\n{"a": [1, 2]}\n```', {"a": [1, 2]}),
    ('Here is the JSON: {"replacement": "my partner"} Hope it helps!', {"replacement": "my partner"}),
    ('[{"x": "}"}]', [{"x": "}"}]),
    ('Reasoning {not json} then {"ok": true}', {"ok": True}),
])
def test_tolerant_json(text, value):
    assert parse_json_text(text) == value


@pytest.mark.parametrize("text", ["", "no json here", '{"a": 1', "```json\n{broken\n```"])
def test_tolerant_json_refuses_non_json(text):
    with pytest.raises(ValueError):
        parse_json_text(text)


@pytest.mark.parametrize("name, parameters", [
    ("qwen2.5:7b", 7_000_000_000), ("SmolLM2-135M-Instruct.Q4_1", 135_000_000), ("llama3.2:1b", 1_000_000_000),
    ("Phi-3.5-mini-instruct", None), ("gemma-2-2b-it-Q4_K_M", 2_000_000_000), ("mistral-7b-v0.3", 7_000_000_000),
])
def test_size_from_a_served_models_name(name, parameters):
    assert parameters_from_name(name) == parameters


# ---- the service never dies of a model that disappears ---------------------------------------------------

def _core(tmp_path, model_path):
    from protocol.config import Settings
    from serving.core import Core

    settings = Settings.load(tmp_path)
    settings.model_path = model_path
    return Core.load(settings, "running", tmp_path)


@pytest.mark.parametrize("gone", ["/no/such/dir/qwen.gguf", "http://127.0.0.1:9/v1", "ollama:not-pulled:7b"])
def test_a_remembered_model_that_is_gone_falls_back_to_the_embedded_one_with_a_notice(tmp_path, gone):
    core = _core(tmp_path, gone)
    try:
        assert core.model["llm"] and core.model["name"] == "SmolLM2-135M-Instruct · embedded"
        assert core.model["notice"].startswith(f"{gone} is not available (")
        assert core.status()["model"]["notice"] == core.model["notice"]
    finally:
        core.work.shutdown()


async def test_a_model_server_that_stops_is_replaced_by_the_embedded_model(tmp_path):
    from models.policy import Policy

    answer = {"inferences": []}
    server = Scripted(openai_routes(lambda b: (200, sse(json.dumps(answer))), models=("tiny-1b",)))
    core = _core(tmp_path, server.url)
    try:
        assert core.model["backend"] == "server" and "notice" not in core.model
        assert core.model["prompts"] == "paper"  # "1b" in the served model's name
        job = core.work.submit("I live in Zurich with my husband.", Policy(), "reddit.com", "b")
        events = [e async for e in job.stream()]
        await job.finished.wait()  # its on_done hook has run
        assert isinstance(events[-1], Done) and events[-1].result.stop_reason == "rational"
        assert core.speed.speed().analyses == 1
        server.close()
        job = core.work.submit("I live in Zurich with my husband.", Policy(), "reddit.com", "b")
        events = [e async for e in job.stream()]
        assert isinstance(events[-1], Done) and events[-1].result.stop_reason == "error"
        assert any(isinstance(e, Suggestions) and e.suggestions for e in events)  # the pre-filter's stand
        deadline = time.monotonic() + 120
        while "notice" not in core.model and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        assert core.model["name"] == "SmolLM2-135M-Instruct · embedded"
        assert core.model["notice"] == f"{server.url} is not available (no model server answers at {server.url}); " \
                                       "using the embedded model until it is back"
        assert core.speed.speed() is None  # measured again on the new model
        assert not (tmp_path / "config.json").exists()  # the choice stays: used again once the server is back
    finally:
        core.work.shutdown()
