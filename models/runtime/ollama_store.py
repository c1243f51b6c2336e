"""Ollama's model store on disk: manifests name the models, their model layer is a plain GGUF blob.

Layout (Ollama ≥ 0.1.x): `$OLLAMA_MODELS` or `~/.ollama/models`, with
`manifests/<registry>/<namespace>/<model>/<tag>` (an OCI-style JSON manifest) and
`blobs/sha256-<hex>`. The layer whose mediaType is `application/vnd.ollama.image.model` is the GGUF file
llama.cpp loads directly, so `ollama:qwen2.5:7b` runs in-process without Ollama itself running.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..errors import ModelError

DEFAULT_REGISTRY = "registry.ollama.ai"
DEFAULT_NAMESPACE = "library"
MODEL_LAYER = "application/vnd.ollama.image.model"


@dataclass(frozen=True)
class OllamaModel:
    """One tagged model of the store and the GGUF blob it runs."""

    name: str  # as `ollama list` shows it: "qwen2.5:7b", "user/model:tag"
    blob: Path
    size: int


def store_dir(env: Mapping[str, str] | None = None, home: Path | None = None) -> Path:
    env = os.environ if env is None else env
    if env.get("OLLAMA_MODELS"):
        return Path(env["OLLAMA_MODELS"]).expanduser()
    return (home or Path.home()) / ".ollama" / "models"


def resolve(name: str, root: Path | None = None) -> OllamaModel:
    """The blob of `name` ("qwen2.5:7b"; ":latest" when no tag); ModelError when it is not in the store."""
    root = root or store_dir()
    model, _, tag = name.partition(":")
    parts = model.split("/")
    if len(parts) == 1:
        parts = [DEFAULT_REGISTRY, DEFAULT_NAMESPACE, *parts]
    elif len(parts) == 2:
        parts = [DEFAULT_REGISTRY, *parts]
    manifest = root / "manifests" / Path(*parts) / (tag or "latest")
    if not manifest.is_file():
        raise ModelError(f"Ollama has no model {name!r} in {root} (see `ollama list`, or `looktwice models`)")
    return _read(manifest, _display_name(parts, tag or "latest"), root)


def models(root: Path | None = None) -> Iterator[OllamaModel]:
    """Every tagged model of the store whose manifest and blob are readable (others are skipped)."""
    root = root or store_dir()
    base = root / "manifests"
    if not base.is_dir():
        return
    for manifest in sorted(p for p in base.rglob("*") if p.is_file()):
        parts = manifest.relative_to(base).parts
        if len(parts) != 4:
            continue
        try:
            yield _read(manifest, _display_name(list(parts[:3]), parts[3]), root)
        except ModelError:
            continue


def _display_name(parts: list[str], tag: str) -> str:
    registry, namespace, model = parts
    if registry == DEFAULT_REGISTRY:
        name = model if namespace == DEFAULT_NAMESPACE else f"{namespace}/{model}"
    else:
        name = f"{registry}/{namespace}/{model}"
    return f"{name}:{tag}"


def _read(manifest: Path, name: str, root: Path) -> OllamaModel:
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ModelError(f"unreadable Ollama manifest {manifest}: {exc}") from None
    layers = data.get("layers") if isinstance(data, dict) else None
    layer = next((x for x in layers or [] if isinstance(x, dict) and x.get("mediaType") == MODEL_LAYER), None)
    digest = layer.get("digest") if layer else None
    if not isinstance(digest, str) or not digest.startswith("sha256:"):
        raise ModelError(f"the Ollama manifest of {name} has no model layer")
    blob = root / "blobs" / digest.replace(":", "-", 1)
    if not blob.is_file():
        raise ModelError(f"the Ollama model {name} lists a blob that is missing: {blob}")
    return OllamaModel(name, blob, blob.stat().st_size)
