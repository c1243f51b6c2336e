"""Load a backend from a model reference with one-line errors for bad files.

A reference is a GGUF path, `ollama:NAME[:TAG]` (its blob, loaded in-process), a chat server's URL
(the server backend), or None / "embedded" for the embedded SmolLM2 (see reference.py).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..errors import ModelError
from .backend import Backend
from .reference import parse_model_ref

EMBEDDED_NAME = "SmolLM2-135M-Instruct"

BACKENDS = ("llama_cpp", "ctransformers")
_GGUF_MAGIC = b"GGUF"


def load_backend(model_path: str | None = None, backend: str = "llama_cpp", n_threads: int | None = None,
                 lora_path: str | Path | None = None, *, allow_remote: bool = False) -> Backend:
    """n_threads: CPU threads for llama.cpp (default: all cores); ignored by the legacy backend.
    lora_path: a GGUF LoRA adapter llama.cpp applies at load time (llama_cpp backend only).

    Raises ModelError (RemoteModelRefused for a server off this machine without allow_remote)."""
    if backend not in BACKENDS:
        raise ModelError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    ref = parse_model_ref(model_path, allow_remote=allow_remote)
    if ref.kind == "server":
        from .server_backend import ServerBackend

        if backend != "llama_cpp":
            raise ModelError(f"a model server is used as it is; --backend {backend} applies to files only")
        server = ServerBackend(ref)
        server.label = f"{server_model_name(server.model_id)} · {server_label(server)}"
        return server
    where = "embedded"
    if ref.kind == "embedded":
        from .embedded import embedded_model_path

        path = embedded_model_path()
        if backend == "llama_cpp":  # the faster Q8_0 copy of the shipped Q4_1 (runtime_copy.py says why)
            from .runtime_copy import runtime_copy

            path = runtime_copy(path)
        name = EMBEDDED_NAME
    elif ref.kind == "ollama":
        from . import ollama_store

        assert ref.ollama_name is not None
        path = ollama_store.resolve(ref.ollama_name).blob
        name, where = ref.ollama_name, "Ollama"
        check_model_file(path)
    else:
        path = Path(ref.path or "").expanduser()
        check_model_file(path, require_gguf=backend == "llama_cpp")
        name, where = path.stem, "file"
    if lora_path is not None:
        check_model_file(Path(lora_path))
    loaded: Backend
    if backend == "ctransformers":
        if lora_path is not None:
            raise ModelError("the ctransformers backend cannot apply a LoRA adapter; use llama_cpp")
        from .ctransformers_backend import CTransformersBackend

        loaded = CTransformersBackend(path)
    else:
        from .llama_cpp_backend import LlamaCppBackend

        loaded = LlamaCppBackend(path, n_threads=n_threads, lora_path=lora_path)
    _describe_file(loaded, path, f"{name} · {where}")
    return loaded


def _describe_file(loaded: Backend, path: Path, label: str) -> None:
    from .gguf_info import read_gguf_info

    loaded.label = label
    try:
        info = read_gguf_info(path)
    except ModelError:
        return  # llama.cpp loaded it; the header facts are informative only
    loaded.parameters, loaded.quantization = info.parameters, info.quantization
    loaded.context_length = getattr(loaded, "n_ctx", None) or info.context_length


def server_label(server: Any) -> str:
    from .server_backend import SERVER_LABELS

    return f"{SERVER_LABELS.get(server.info.kind, 'server')} ({server.base_url})"


def server_model_name(model_id: str) -> str:
    # llama-cpp-python's server lists the model file's path as its id; people know the file's name.
    return Path(model_id).stem if model_id.endswith(".gguf") else model_id


def check_model_file(path: Path, require_gguf: bool = True) -> None:
    """Catch the common mistakes before llama.cpp does (its errors are less clear)."""
    if not path.exists():
        raise ModelError(f"model file not found: {path}")
    if not path.is_file():
        raise ModelError(f"model path is not a file: {path}")
    if not os.access(path, os.R_OK):
        raise ModelError(f"model file is not readable: {path}")
    try:
        with path.open("rb") as fh:
            magic = fh.read(4)
    except OSError as exc:
        raise ModelError(f"cannot read model file {path}: {exc.strerror}") from None
    if require_gguf and magic != _GGUF_MAGIC:
        raise ModelError(f"not a GGUF model file: {path}")
