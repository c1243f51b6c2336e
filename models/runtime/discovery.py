"""What models are usable right now: GGUF files in the stores local apps keep, and servers on loopback.

Nothing is downloaded and nothing is loaded: files are known by their GGUF header, servers by a short
probe (a closed loopback port refuses at once; an open one gets PROBE_TIMEOUT_S). Rows name models the
way their users know them ("qwen2.5:7b · Ollama"), not by the GGUF's training-run `general.name`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..errors import ModelError
from . import ollama_store
from .embedded import FILENAME as EMBEDDED_FILENAME
from .embedded import embedded_model_path
from .gguf_info import parameters_label, read_gguf_info
from .loader import EMBEDDED_NAME, server_model_name
from .reference import OLLAMA_PREFIX, parse_model_ref
from .server_backend import PROBE_TIMEOUT_S, SERVER_LABELS, ServerInfo, parameters_from_name, probe_server

MODELS_DIR_ENV = "LOOKTWICE_MODELS_DIR"
SERVERS_ENV = "LOOKTWICE_MODEL_SERVERS"  # extra server URLs to probe, comma-separated (tests, odd ports)
# The ports these servers listen on out of the box.
DEFAULT_SERVERS = (
    ("http://127.0.0.1:11434/v1", "Ollama"),
    ("http://127.0.0.1:1234/v1", "LM Studio"),
    ("http://127.0.0.1:8080/v1", "llama-server"),
    ("http://127.0.0.1:8000/v1", "llama-cpp-python server"),
)
_MAX_FILES_PER_STORE = 200


@dataclass(frozen=True)
class FoundModel:
    """One row of `looktwice models`: a model that can be used as it is."""

    name: str  # as its users know it
    where: str  # "embedded", "Ollama", "LM Studio", "Hugging Face", "llama-server (127.0.0.1:8080)", ...
    ref: str  # what --model and set_model accept
    location: str  # the file or the server URL
    parameters: int | None
    quantization: str | None
    size_bytes: int | None
    active: bool = False

    @property
    def label(self) -> str:
        return f"{self.name} · {self.where}"

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "label": self.label, "parameters_label": parameters_label(self.parameters)}


def discover(active_ref: str | None = None, *, home: Path | None = None, env: Mapping[str, str] | None = None,
             probe: bool = True) -> list[FoundModel]:
    """Every model found; the one `active_ref` names (None: the embedded one) is marked active."""
    env = os.environ if env is None else env
    home = home or Path(env.get("HOME") or Path.home())
    rows: list[FoundModel] = []
    with ThreadPoolExecutor(max_workers=6) as pool:
        servers = pool.map(_probe, _server_urls(env, active_ref)) if probe else iter(())
        rows.extend(_embedded())
        rows.extend(_ollama_files(ollama_store.store_dir(env, home)))
        for where, roots in _folder_stores(home, env):
            rows.extend(_gguf_files(where, roots))
        rows.extend(row for found in servers for row in found)
    return _mark_active(_unique(rows), active_ref)


def _folder_stores(home: Path, env: Mapping[str, str]) -> list[tuple[str, list[Path]]]:
    hf_home = Path(env["HF_HOME"]) if env.get("HF_HOME") else home / ".cache" / "huggingface"
    hf_hub = Path(env["HF_HUB_CACHE"]) if env.get("HF_HUB_CACHE") else hf_home / "hub"
    data = Path(env["XDG_DATA_HOME"]) if env.get("XDG_DATA_HOME") else home / ".local" / "share"
    support = home / "Library" / "Application Support"  # macOS
    stores = [
        ("LM Studio", [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"]),
        ("Jan", [home / "jan" / "models", data / "Jan" / "data" / "models", data / "Jan" / "data" / "llamacpp",
                 support / "Jan" / "data" / "models"]),
        ("Hugging Face", [hf_hub]),
        ("GPT4All", [data / "nomic.ai" / "GPT4All", support / "nomic.ai" / "GPT4All"]),
    ]
    if env.get(MODELS_DIR_ENV):
        stores.append(("models folder", [Path(env[MODELS_DIR_ENV]).expanduser()]))
    return stores


def _embedded() -> list[FoundModel]:
    try:
        path = embedded_model_path()
    except ModelError:
        return []
    row = _file_row(EMBEDDED_NAME, "embedded", "embedded", path)
    return [row] if row else []


def _ollama_files(root: Path) -> Iterator[FoundModel]:
    for model in ollama_store.models(root):
        row = _file_row(model.name, "Ollama", f"{OLLAMA_PREFIX}{model.name}", model.blob)
        if row:
            yield row


def _gguf_files(where: str, roots: Iterable[Path]) -> Iterator[FoundModel]:
    for root in roots:
        if not root.is_dir():
            continue
        found = 0
        for path in sorted(root.rglob("*.gguf")):
            if found >= _MAX_FILES_PER_STORE:
                break
            if "mmproj" in path.name.lower() or not path.is_file():
                continue  # vision projectors are not chat models
            row = _file_row(_file_name(where, root, path), where, str(path), path)
            if row:
                found += 1
                yield row


def _file_name(where: str, root: Path, path: Path) -> str:
    """The name an app's users know: the file's stem, or its folder's name for Jan's `model.gguf`."""
    if where == "Hugging Face":
        # models--Qwen--Qwen2.5-7B-Instruct-GGUF/snapshots/<rev>/qwen2.5-7b-instruct-q4_k_m.gguf
        repo = next((p for p in path.relative_to(root).parts if p.startswith("models--")), None)
        if repo:
            return f"{repo.removeprefix('models--').replace('--', '/')}/{path.stem}"
    if path.stem == "model":
        return path.parent.name
    return path.stem


def _file_row(name: str, where: str, ref: str, path: Path) -> FoundModel | None:
    try:
        info = read_gguf_info(path)
        size = path.stat().st_size
    except (ModelError, OSError):
        return None  # not a usable GGUF (partial download, other format): not listed
    return FoundModel(name, where, ref, str(path), info.parameters, info.quantization, size)


def _server_urls(env: Mapping[str, str], active_ref: str | None) -> list[tuple[str, str]]:
    """The usual ports, $LOOKTWICE_MODEL_SERVERS, and the active model's server wherever it listens."""
    urls = list(DEFAULT_SERVERS)
    extras = [e.strip() for e in (env.get(SERVERS_ENV) or "").split(",") if e.strip()]
    if active_ref and "://" in active_ref:
        extras.append(active_ref)
    for extra in extras:
        try:
            base = parse_model_ref(extra, allow_remote=True).base_url
        except ModelError:
            continue  # a malformed entry lists nothing
        if base and base not in (u for u, _ in urls):
            urls.append((base, "server"))
    return urls


def _probe(entry: tuple[str, str]) -> list[FoundModel]:
    url, _ = entry
    info: ServerInfo | None = probe_server(url, timeout=PROBE_TIMEOUT_S)
    if info is None:
        return []
    host = url.split("://", 1)[1].split("/", 1)[0]
    where = f"{SERVER_LABELS.get(info.kind, 'server')} ({host})"
    rows = []
    for model in info.models:
        ref = url if len(info.models) == 1 else f"{url}#{model}"
        rows.append(FoundModel(server_model_name(model), where, ref, url, parameters_from_name(model), None,
                               None))
    return rows


def _unique(rows: list[FoundModel]) -> list[FoundModel]:
    seen: set[tuple[str, str]] = set()
    out = []
    for row in rows:
        key = (row.where, row.ref)
        if key not in seen:
            seen.add(key)
            out.append(row)
    return out


def _mark_active(rows: list[FoundModel], active_ref: str | None) -> list[FoundModel]:
    wanted = _canonical(active_ref)

    def active(row: FoundModel) -> bool:
        ref = _canonical(row.ref)
        # a server's only model is listed without its name; the active reference may carry it
        return ref == wanted or ("#" not in ref and "://" in ref and wanted.split("#")[0] == ref)

    return [FoundModel(**{**asdict(r), "active": active(r)}) for r in rows]


def _canonical(ref: str | None) -> str:
    if ref is None or ref.strip() in ("", "embedded"):
        return "embedded"
    ref = ref.strip()
    if ref.startswith("ollama:"):
        return ref
    if "://" in ref:
        try:
            parsed = parse_model_ref(ref, allow_remote=True)
        except ModelError:
            return ref
        return f"{parsed.base_url}#{parsed.server_model}" if parsed.server_model else str(parsed.base_url)
    # Absolute, not resolved: a store's link to the same file is another row, not the active one.
    path = Path(ref).expanduser().absolute()
    try:
        if path.name == EMBEDDED_FILENAME and path == embedded_model_path().absolute():
            return "embedded"
    except ModelError:
        pass
    return str(path)


def print_table(rows: list[FoundModel], out: Any = sys.stdout) -> None:
    headers = ("", "name", "where", "params", "quant", "size", "use with --model")
    table = [(("*" if r.active else ""), r.name, r.where, parameters_label(r.parameters) or "?",
              r.quantization or "?", _size(r.size_bytes), r.ref) for r in rows]
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *table)]
    for line in (headers, *table):
        out.write("  ".join(str(x).ljust(w) for x, w in zip(line, widths)).rstrip() + "\n")


def _size(size: int | None) -> str:
    if size is None:
        return "-"
    return f"{size / 1e9:.1f} GB" if size >= 1e9 else f"{size / 1e6:.0f} MB"
