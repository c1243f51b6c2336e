"""Load a backend from a model path (None: the embedded SmolLM2) with one-line errors for bad files."""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import ModelError
from .backend import Backend

BACKENDS = ("llama_cpp", "ctransformers")
_GGUF_MAGIC = b"GGUF"


def load_backend(model_path: str | None = None, backend: str = "llama_cpp", n_threads: int | None = None,
                 lora_path: str | Path | None = None) -> Backend:
    """n_threads: CPU threads for llama.cpp (default: all cores); ignored by the legacy backend.
    lora_path: a GGUF LoRA adapter llama.cpp applies at load time (llama_cpp backend only)."""
    if backend not in BACKENDS:
        raise ModelError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    if model_path is None:
        from .embedded import embedded_model_path

        path = embedded_model_path()
    else:
        path = Path(model_path).expanduser()
        check_model_file(path, require_gguf=backend == "llama_cpp")
    if lora_path is not None:
        check_model_file(Path(lora_path))
    if backend == "ctransformers":
        if lora_path is not None:
            raise ModelError("the ctransformers backend cannot apply a LoRA adapter; use llama_cpp")
        from .ctransformers_backend import CTransformersBackend

        return CTransformersBackend(path)
    from .llama_cpp_backend import LlamaCppBackend

    return LlamaCppBackend(path, n_threads=n_threads, lora_path=lora_path)


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
