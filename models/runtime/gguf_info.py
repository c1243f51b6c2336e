"""What a GGUF file is, read from its header only: architecture, size label, parameters, quantization.

Why not `gguf.GGUFReader`: it parses every tokenizer entry into numpy views, 5.0 s for the 98 MB
embedded model on this 2-core machine; discovery lists many files and must stay well under a second.
This reader walks the header (GGUF v2/v3 layout, ggml/docs/gguf.md), skips arrays by their lengths and
counts parameters from the tensor shapes, reading a few hundred KB at most.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import IO, Any

from ..errors import ModelError

_MAGIC = b"GGUF"
# GGUF value types (ggml/docs/gguf.md, "gguf_metadata_value_type") and their fixed sizes in bytes.
_SCALAR = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9
_WANTED = ("general.architecture", "general.name", "general.size_label", "general.file_type",
           "general.basename", "general.finetune")


@dataclass(frozen=True)
class GgufInfo:
    """The header facts discovery shows and prompt selection uses."""

    architecture: str | None
    name: str | None  # general.name (often a training run's name: shown only when nothing better exists)
    size_label: str | None  # general.size_label: "135M", "7B"
    parameters: int | None  # summed tensor elements
    quantization: str | None  # "Q4_K_M", "Q4_1", ... from general.file_type
    context_length: int | None


def read_gguf_info(path: str | Path) -> GgufInfo:
    """Raises ModelError for a file that is not GGUF or is cut short."""
    p = Path(path)
    try:
        stat = p.stat()
    except OSError as exc:
        raise ModelError(f"cannot read model file {p}: {exc.strerror}") from None
    return _cached(str(p.resolve()), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=256)
def _cached(path: str, _size: int, _mtime: int) -> GgufInfo:
    try:
        with open(path, "rb", buffering=1 << 16) as fh:
            return _read(fh)
    except (OSError, struct.error, UnicodeDecodeError, ValueError) as exc:
        raise ModelError(f"cannot read the GGUF header of {path}: {exc}") from None


def _read(fh: IO[bytes]) -> GgufInfo:
    if fh.read(4) != _MAGIC:
        raise ValueError("not a GGUF file")
    version, n_tensors, n_kv = struct.unpack("<IQQ", fh.read(20))
    if version < 2:
        raise ValueError(f"GGUF version {version} is too old")
    meta: dict[str, Any] = {}
    for _ in range(n_kv):
        key = _string(fh)
        vtype = _u32(fh)
        if key in _WANTED or key.endswith(".context_length"):
            meta[key] = _value(fh, vtype)
        else:
            _skip(fh, vtype)
    params = 0
    for _ in range(n_tensors):
        _skip_string(fh)
        n_dims = _u32(fh)
        dims = struct.unpack(f"<{n_dims}Q", fh.read(8 * n_dims))
        fh.seek(4 + 8, 1)  # tensor type, data offset
        count = 1
        for d in dims:
            count *= d
        params += count
    arch = meta.get("general.architecture")
    ctx = meta.get(f"{arch}.context_length") if arch else None
    file_type = meta.get("general.file_type")
    return GgufInfo(
        architecture=arch if isinstance(arch, str) else None,
        name=meta.get("general.name") if isinstance(meta.get("general.name"), str) else None,
        size_label=meta.get("general.size_label") if isinstance(meta.get("general.size_label"), str) else None,
        parameters=params or None,
        quantization=quantization_name(file_type) if isinstance(file_type, int) else None,
        context_length=ctx if isinstance(ctx, int) else None,
    )


def quantization_name(file_type: int) -> str | None:
    """general.file_type as llama.cpp names it (its LLAMA_FTYPE_MOSTLY_* constants): 3 → "Q4_1"."""
    return _ftype_names().get(file_type)


@lru_cache(maxsize=1)
def _ftype_names() -> dict[int, str]:
    try:
        from llama_cpp import llama_cpp as lib
    except ImportError:  # pragma: no cover - llama-cpp-python is a hard dependency
        return {}
    names = {}
    for key, value in vars(lib).items():
        if key.startswith("LLAMA_FTYPE_") and isinstance(value, int) and key != "LLAMA_FTYPE_GUESSED":
            names[value] = key.removeprefix("LLAMA_FTYPE_").removeprefix("MOSTLY_").removeprefix("ALL_")
    return names


def parameters_label(parameters: int | None) -> str | None:
    """7_615_616_512 → "7.6B", 134_515_008 → "135M"."""
    if not parameters:
        return None
    if parameters >= 1e9:
        return f"{parameters / 1e9:.1f}B".replace(".0B", "B")
    return f"{round(parameters / 1e6)}M"


def _u32(fh: IO[bytes]) -> int:
    return int(struct.unpack("<I", fh.read(4))[0])


def _u64(fh: IO[bytes]) -> int:
    return int(struct.unpack("<Q", fh.read(8))[0])


def _string(fh: IO[bytes]) -> str:
    n = _u64(fh)
    if n > 1 << 20:
        raise ValueError("implausible string length")
    return fh.read(n).decode("utf-8")


def _skip_string(fh: IO[bytes]) -> None:
    fh.seek(_u64(fh), 1)


def _value(fh: IO[bytes], vtype: int) -> Any:
    if vtype == _STRING:
        return _string(fh)
    if vtype in _SCALAR:
        fmt = _SCALAR[vtype]
        return struct.unpack(fmt, fh.read(struct.calcsize(fmt)))[0]
    _skip(fh, vtype)
    return None


def _skip(fh: IO[bytes], vtype: int) -> None:
    if vtype == _STRING:
        _skip_string(fh)
    elif vtype in _SCALAR:
        fh.seek(struct.calcsize(_SCALAR[vtype]), 1)
    elif vtype == _ARRAY:
        item_type, count = _u32(fh), _u64(fh)
        if item_type in _SCALAR:
            fh.seek(struct.calcsize(_SCALAR[item_type]) * count, 1)
        else:
            for _ in range(count):
                _skip(fh, item_type)
    else:
        raise ValueError(f"unknown GGUF value type {vtype}")
