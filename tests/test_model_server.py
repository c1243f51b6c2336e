"""A real OpenAI-compatible server on loopback (llama-cpp-python's, serving the embedded SmolLM2) driven
through the server backend, discovery, the CLI and the service."""

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from model_server_support import llama_cpp_server
from models.errors import Cancelled

pytestmark = pytest.mark.model
REPO = Path(__file__).resolve().parent.parent
DRAFTS = [
    "My husband and I moved to Dublin last year after I finished my nursing degree. I'm 34.",
    "As a high school chemistry teacher I barely make ends meet, and my psoriasis flares up every exam season.",
    "We just got engaged! Planning the wedding in Austin while working night shifts at the hospital is wild.",
]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with llama_cpp_server(log=tmp_path_factory.mktemp("server") / "server.log") as url:
        yield url


def test_backend_reads_the_server_and_answers_constrained_json(server):
    from models.runtime.loader import load_backend

    backend = load_backend(server)
    assert backend.label == f"SmolLM2-135M-Instruct.Q4_1 · llama-cpp-python server ({server})"
    assert (backend.parameters, backend.quantization, backend.context_length) == (134_515_008, "Q4_1", 8192)
    schema = {"type": "object", "properties": {"city": {"type": "string", "enum": ["Dublin", "Zurich"]}},
              "required": ["city"], "additionalProperties": False}
    value, gen = backend.generate_json("Answer with JSON.", "Where does the author live? 'I love Dublin.'", schema,
                                       max_tokens=30)
    assert value["city"] in ("Dublin", "Zurich") and gen.completion_tokens > 0 and gen.prompt_tokens > 10
    # this server knows {"type": "json_object", "schema": ...}, not "json_schema": the backend found out
    assert backend._schema_mode == "json_object"


def test_cancel_closes_the_request_and_the_server_keeps_serving(server):
    from models.runtime.loader import load_backend

    backend = load_backend(server)
    threading.Timer(1.0, backend.cancel).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        backend.generate("You are a storyteller.", "Tell a very long story about a lighthouse keeper.",
                         max_tokens=2000)
    assert time.monotonic() - started < 15  # 2000 tokens at this server's speed take far longer
    backend.reset_cancel()
    gen = backend.generate("Answer briefly.", "Say hello.", max_tokens=8)
    assert gen.completion_tokens > 0


def test_looktwice_models_finds_the_running_server(server, tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), LOOKTWICE_HOME=str(tmp_path / "state"), PYTHONPATH=str(REPO),
               LOOKTWICE_MODEL_SERVERS=server)
    proc = subprocess.run([sys.executable, "-m", "looktwice", "models", "--json"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    rows = [r for r in json.loads(proc.stdout) if r["location"] == server]
    host = server.split("//")[1].split("/")[0]
    assert [(r["name"], r["where"], r["ref"], r["parameters_label"]) for r in rows] == [
        ("SmolLM2-135M-Instruct.Q4_1", f"llama-cpp-python server ({host})", server, "135M")]


def _anonymize(model, drafts_file, home):
    env = dict(os.environ, PYTHONPATH=str(REPO), LOOKTWICE_HOME=str(home))
    proc = subprocess.run([sys.executable, "-m", "looktwice", "anonymize", "--jsonl", "--temperature", "0",
                           "--max-rounds", "1", *(["--model", model] if model else []), str(drafts_file)],
                          env=env, capture_output=True, text=True, timeout=2400)  # a 2-core machine shared 8 ways
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_anonymize_through_the_server_gives_the_in_process_suggestions(server, tmp_path):
    drafts = tmp_path / "drafts.jsonl"
    drafts.write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in enumerate(DRAFTS)))
    served = _anonymize(server, drafts, tmp_path)
    local = _anonymize(None, drafts, tmp_path)
    assert [r["suggestions"] for r in served] == [r["suggestions"] for r in local]
    assert [r["text"] for r in served] == [r["text"] for r in local]
    assert all(r["tokens"]["completion"] > 0 for r in served)  # the model really ran through the server


async def test_the_service_runs_on_the_server_model(server, tmp_path):
    import aiohttp

    from host_support import ServiceThread
    from protocol.config import Settings
    from serving.core import Core

    settings = Settings.load(tmp_path)
    settings.model_path = server
    core = Core.load(settings, "running", tmp_path)
    assert core.model["name"].endswith(f"llama-cpp-python server ({server})") and core.model["backend"] == "server"
    svc = ServiceThread(tmp_path, core=core)
    try:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"http://127.0.0.1:{svc.port}/v1/ws",
                                          headers={"Authorization": f"Bearer {svc.token}"}) as ws:
                await ws.send_json({"id": "m", "type": "list_models"})
                reply = await ws.receive_json(timeout=60)
                assert reply["type"] == "models"
                assert [r["ref"] for r in reply["models"] if r["active"]] == [server]
                await ws.send_json({"id": "a", "type": "analyze", "site": "reddit.com", "box": "b",
                                    "draft": DRAFTS[0]})
                while (msg := await ws.receive_json(timeout=600))["type"] != "done":
                    pass
                assert msg["tokens"]["total"] > 0 and msg["stop_reason"] in ("rational", "max_rounds")
                await ws.send_json({"id": "s", "type": "status"})
                status = await ws.receive_json(timeout=30)
                assert status["speed"]["analyses"] == 1 and status["speed"]["tokens_per_s"] > 0
                assert status["model"]["remote"] is None and status["model"]["prompts"] == "narrow"
    finally:
        svc.stop()
