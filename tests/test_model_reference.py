"""Model references, and drafts never leaving the machine by accident: a model server off this machine is
refused (one line, exit code 2) unless --allow-remote-model is given."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from models.errors import ModelError
from models.runtime.reference import RemoteModelRefused, is_loopback_url, parse_model_ref

REPO = Path(__file__).resolve().parent.parent
REMOTE = "http://192.0.2.7:1234/v1#qwen2.5"  # TEST-NET-1: never routed


@pytest.mark.parametrize("text, kind, detail", [
    (None, "embedded", None),
    ("embedded", "embedded", None),
    ("/models/qwen.gguf", "file", "/models/qwen.gguf"),
    ("ollama:qwen2.5:7b", "ollama", "qwen2.5:7b"),
    ("ollama:llama3.2", "ollama", "llama3.2:latest"),
    ("ollama:user/model:q4", "ollama", "user/model:q4"),
    ("http://127.0.0.1:1234/v1#qwen2.5-7b-instruct", "server", ("http://127.0.0.1:1234/v1", "qwen2.5-7b-instruct")),
    ("http://localhost:11434", "server", ("http://localhost:11434/v1", None)),
    ("http://[::1]:8080/v1/", "server", ("http://[::1]:8080/v1", None)),
    ("http://127.0.0.2:8000/v1#", "server", ("http://127.0.0.2:8000/v1", None)),
])
def test_references(text, kind, detail):
    ref = parse_model_ref(text)
    assert ref.kind == kind and not ref.remote
    got = {"file": ref.path, "ollama": ref.ollama_name, "server": (ref.base_url, ref.server_model)}.get(kind)
    assert got == detail


@pytest.mark.parametrize("text", ["ollama:", "ollama:/etc/passwd", "ftp://127.0.0.1/v1", "http://", "http://127.0.0.1:1/v1?x=1"])
def test_malformed_references(text):
    with pytest.raises(ModelError):
        parse_model_ref(text)


@pytest.mark.parametrize("url", ["http://192.0.2.7:1234/v1", "https://api.example.com/v1", "http://10.0.0.2/v1",
                                 "http://localhost.example.com/v1", "http://127.0.0.1.nip.io/v1"])
def test_remote_servers_are_refused_unless_allowed(url):
    assert not is_loopback_url(url)
    with pytest.raises(RemoteModelRefused, match="--allow-remote-model"):
        parse_model_ref(url)
    assert parse_model_ref(url, allow_remote=True).remote


def _cli(*args, home):
    # HOME too: `run` registers the native host for the browsers it finds under HOME
    env = dict(os.environ, PYTHONPATH=str(REPO), LOOKTWICE_HOME=str(home), HOME=str(home))
    return subprocess.run([sys.executable, "-m", "looktwice", *args], capture_output=True, text=True, timeout=120,
                          env=env, input="I live in Zurich.", cwd=REPO)


@pytest.mark.parametrize("args", [
    ["anonymize", "--model", REMOTE, "-"],
    ["eval", "--data", "nope.jsonl", "--format", "personalreddit", "--model", REMOTE],
    ["eval", "--data", "nope.jsonl", "--format", "personalreddit", "--judge-model", REMOTE],
    ["serve", "--port", "0", "--model", REMOTE],
    ["run", "--model", REMOTE],
])
def test_cli_refuses_a_remote_model_with_one_line_and_exit_code_2(args, tmp_path):
    proc = _cli(*args, home=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and "192.0.2.7 is not this machine" in proc.stderr
    assert "--allow-remote-model" in proc.stderr and proc.stdout == ""


def test_with_the_flag_a_remote_model_is_tried(tmp_path):
    proc = _cli("anonymize", "--allow-remote-model", "--model", "http://127.0.0.1:9/v1", "-", home=tmp_path)
    assert proc.returncode == 1 and "no model server answers at http://127.0.0.1:9/v1" in proc.stderr


def test_service_refuses_a_remote_model_and_keeps_its_own(tmp_path):
    from models.engine import Engine
    from protocol.config import Settings
    from serving.core import Core

    core = Core.load(Settings.load(tmp_path), "running", tmp_path, engine=Engine(prefilter=object(), backend=None))
    with pytest.raises(RemoteModelRefused):
        core.set_model(REMOTE)
    assert core.model["llm"] is False and not (tmp_path / "config.json").exists()
    core.work.shutdown()
