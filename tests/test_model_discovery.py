"""Discovery of GGUF files in every supported store layout under a temporary HOME (links to the embedded
GGUF), the header reader, and `ollama:NAME` loading the blob of a real Ollama-shaped store."""

import hashlib
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from models.errors import ModelError
from models.runtime import ollama_store
from models.runtime.discovery import discover
from models.runtime.embedded import embedded_model_path
from models.runtime.gguf_info import parameters_label, read_gguf_info

REPO = Path(__file__).resolve().parent.parent
EMBEDDED_PARAMETERS = 134_515_008  # summed tensor shapes of SmolLM2-135M-Instruct (gguf.GGUFReader agrees)


def link(target: Path, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return path


def ollama_store_at(root: Path, name: str, tag: str, namespace: str = "library") -> Path:
    """The layout Ollama writes: a manifest per tag, blobs named by their sha256."""
    model = embedded_model_path()
    digest = "sha256:" + hashlib.sha256(model.name.encode()).hexdigest()  # any digest: the link is the blob
    blob = root / "blobs" / digest.replace(":", "-")
    if not blob.exists():  # models of one store share their blobs
        link(model, blob)
    config = {"mediaType": "application/vnd.docker.container.image.v1+json", "digest": "sha256:" + "0" * 64,
              "size": 485}
    manifest = {"schemaVersion": 2, "mediaType": "application/vnd.docker.distribution.manifest.v2+json",
                "config": config,
                "layers": [{"mediaType": "application/vnd.ollama.image.model", "digest": digest,
                            "size": model.stat().st_size},
                           {"mediaType": "application/vnd.ollama.image.template", "digest": "sha256:" + "1" * 64,
                            "size": 100}]}
    path = root / "manifests" / "registry.ollama.ai" / namespace / name / tag
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest))
    return path


@pytest.fixture
def home(tmp_path):
    """A HOME with the embedded GGUF in every store layout discovery knows."""
    model = embedded_model_path()
    ollama_store_at(tmp_path / ".ollama" / "models", "smollm2", "135m")
    link(model, tmp_path / ".lmstudio/models/bartowski/SmolLM2-135M-Instruct-GGUF/SmolLM2-135M-Instruct-Q4_1.gguf")
    link(model, tmp_path / ".local/share/Jan/data/models/smollm2-135m/model.gguf")
    hub = tmp_path / ".cache/huggingface/hub/models--HuggingFaceTB--SmolLM2-135M-Instruct-GGUF"
    link(model, hub / "blobs" / ("a" * 64))
    link(Path("../../blobs") / ("a" * 64), hub / "snapshots" / ("b" * 40) / "smollm2-135m-instruct-q4_1.gguf")
    link(model, tmp_path / ".local/share/nomic.ai/GPT4All/smollm2-135m-instruct.Q4_1.gguf")
    link(model, tmp_path / "my-models/nested/tiny.gguf")
    (tmp_path / "my-models/broken.gguf").write_bytes(b"GGUF\x03\x00\x00\x00")  # a cut-short download: skipped
    (tmp_path / "my-models/notes.txt").write_text("not a model")
    return tmp_path


EXPECTED = {
    ("SmolLM2-135M-Instruct", "embedded", "embedded"),
    ("smollm2:135m", "Ollama", "ollama:smollm2:135m"),
    ("SmolLM2-135M-Instruct-Q4_1", "LM Studio", None),
    ("smollm2-135m", "Jan", None),
    ("HuggingFaceTB/SmolLM2-135M-Instruct-GGUF/smollm2-135m-instruct-q4_1", "Hugging Face", None),
    ("smollm2-135m-instruct.Q4_1", "GPT4All", None),
    ("tiny", "models folder", None),
}


def test_every_store_layout_is_found_with_names_people_know(home):
    env = {"HOME": str(home), "LOOKTWICE_MODELS_DIR": str(home / "my-models")}
    rows = discover(None, home=home, env=env, probe=False)
    got = {(r.name, r.where) for r in rows}
    assert {(n, w) for n, w, _ in EXPECTED} == got
    for row in rows:
        assert (row.parameters, row.quantization) == (EMBEDDED_PARAMETERS, "Q4_1")
        assert row.size_bytes == embedded_model_path().stat().st_size
        assert row.active == (row.where == "embedded")
        expected_ref = next(ref for n, w, ref in EXPECTED if (n, w) == (row.name, row.where))
        assert row.ref == (expected_ref or row.location)
        assert "Smollm2 135M 8k" not in row.name  # never the GGUF's training-run general.name
    assert rows[0].label == "SmolLM2-135M-Instruct · embedded"


def test_the_active_model_is_marked(home):
    env = {"HOME": str(home)}
    rows = discover("ollama:smollm2:135m", home=home, env=env, probe=False)
    assert [r.where for r in rows if r.active] == ["Ollama"]


def test_looktwice_models_json_under_a_temporary_home(home, tmp_path):
    env = dict(os.environ, HOME=str(home), LOOKTWICE_HOME=str(tmp_path / "state"), PYTHONPATH=str(REPO),
               LOOKTWICE_MODELS_DIR=str(home / "my-models"))
    env.pop("OLLAMA_MODELS", None)
    env.pop("HF_HOME", None)
    env.pop("HF_HUB_CACHE", None)
    env.pop("XDG_DATA_HOME", None)
    proc = subprocess.run([sys.executable, "-m", "looktwice", "models", "--json", "--no-probe"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert {(r["name"], r["where"]) for r in rows} >= {(n, w) for n, w, _ in EXPECTED}
    assert {r["parameters_label"] for r in rows} == {"135M"}
    table = subprocess.run([sys.executable, "-m", "looktwice", "models", "--no-probe"], env=env,
                           capture_output=True, text=True, timeout=120)
    assert "smollm2:135m" in table.stdout and "ollama:smollm2:135m" in table.stdout
    assert table.stdout.splitlines()[1].startswith("*")  # the embedded one is active


def test_ollama_reference_loads_the_blob_in_process(home, monkeypatch):
    from models.runtime.loader import load_backend

    monkeypatch.setenv("OLLAMA_MODELS", str(home / ".ollama" / "models"))
    backend = load_backend("ollama:smollm2:135m")
    assert backend.label == "smollm2:135m · Ollama" and backend.parameters == EMBEDDED_PARAMETERS
    value, gen = backend.generate_json("Answer JSON.", "Say yes.", {"type": "object", "properties": {
        "answer": {"type": "string", "enum": ["yes", "no"]}}, "required": ["answer"]}, max_tokens=20)
    assert value["answer"] in ("yes", "no") and gen.completion_tokens > 0
    with pytest.raises(ModelError, match="Ollama has no model 'qwen2.5:7b'"):
        load_backend("ollama:qwen2.5:7b")


def test_ollama_store_skips_broken_manifests(tmp_path):
    root = tmp_path / "models"
    ollama_store_at(root, "good", "latest")
    bad = root / "manifests" / "registry.ollama.ai" / "library" / "bad" / "latest"
    bad.parent.mkdir(parents=True)
    bad.write_text("{not json")
    gone = ollama_store_at(root, "gone", "1b", namespace="someone")
    data = json.loads(gone.read_text())
    data["layers"][0]["digest"] = "sha256:" + "f" * 64
    gone.write_text(json.dumps(data))
    assert [m.name for m in ollama_store.models(root)] == ["good:latest"]
    with pytest.raises(ModelError, match="missing"):
        ollama_store.resolve("someone/gone:1b", root)


def test_gguf_header_of_the_embedded_model():
    info = read_gguf_info(embedded_model_path())
    assert (info.architecture, info.size_label, info.quantization) == ("llama", "135M", "Q4_1")
    assert info.parameters == EMBEDDED_PARAMETERS and info.context_length == 8192
    assert parameters_label(info.parameters) == "135M" and parameters_label(7_615_616_512) == "7.6B"


def _gguf(kv: list[bytes], tensors: list[tuple[str, tuple[int, ...]]]) -> bytes:
    def s(text: str) -> bytes:
        raw = text.encode()
        return struct.pack("<Q", len(raw)) + raw
    out = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kv)) + b"".join(kv)
    for name, dims in tensors:
        out += s(name) + struct.pack("<I", len(dims)) + struct.pack(f"<{len(dims)}Q", *dims) + struct.pack("<IQ", 0, 0)
    return out


def test_gguf_header_reader_skips_arrays_and_counts_tensors(tmp_path):
    def s(text: str) -> bytes:
        raw = text.encode()
        return struct.pack("<Q", len(raw)) + raw
    kv = [
        s("general.architecture") + struct.pack("<I", 8) + s("qwen2"),
        s("tokenizer.ggml.tokens") + struct.pack("<IIQ", 9, 8, 3) + s("a") + s("bb") + s("ccc"),
        s("tokenizer.ggml.scores") + struct.pack("<IIQ", 9, 6, 2) + struct.pack("<ff", 0.5, 1.5),
        s("qwen2.context_length") + struct.pack("<I", 4) + struct.pack("<I", 32768),
        s("general.file_type") + struct.pack("<I", 4) + struct.pack("<I", 15),
    ]
    path = tmp_path / "m.gguf"
    path.write_bytes(_gguf(kv, [("a", (4, 3)), ("b", (10,))]))
    info = read_gguf_info(path)
    assert (info.architecture, info.context_length, info.parameters, info.quantization) == ("qwen2", 32768, 22, "Q4_K_M")
    path.write_bytes(path.read_bytes()[:40])
    with pytest.raises(ModelError, match="cannot read the GGUF header"):
        read_gguf_info(path)
