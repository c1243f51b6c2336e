"""Where LookTwice keeps its state and how the service is configured (DESIGN.md, 'Where state lives').

One directory per user: platformdirs' user config dir for "looktwice", or `LOOKTWICE_HOME`.
Settings come from `config.json` in that directory, overridden by environment variables, so a browser-started
host, a test and `looktwice serve` all agree on the same values.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from models import __version__
from models.draft import MAX_CHARS
from models.errors import InputError

VERSION = __version__

DEFAULT_PORT = 8765
MAX_BODY_BYTES = 1024 * 1024  # HTTP request bodies
MAX_DRAFT_CHARS = MAX_CHARS  # the engine's own limit (models/draft.py): one value everywhere
DEFAULT_DEBOUNCE_MS = 300  # how long the extension waits after the last keystroke before analyzing
# A WebSocket message carries at most one draft: 200k code points, JSON-escaped (up to 12 bytes for an
# astral character as a surrogate pair), plus the envelope.
MAX_WS_MESSAGE_BYTES = 4 * 1024 * 1024
DEFAULT_QUEUE_SIZE = 16  # analyses admitted at once (running + waiting); beyond it: busy / HTTP 429
# The engine runs its pre-filter outside the model lock: with several worker threads a new draft gets its
# first suggestions while another analysis holds the model. Waiting for the lock costs no CPU.
DEFAULT_WORKERS = 4

TOKEN_FILE = "token"
KEY_FILE = "key"
STORE_FILE = "store.bin"
SERVICE_FILE = "service.json"
SERVICE_LOCK = "service.lock"  # held by the running service: one service per state directory
CONFIG_FILE = "config.json"
SERVICE_LOG = "service.log"
HOST_LOG = "native_host.log"


def state_dir() -> Path:
    """The per-user state directory, created (0700) on first use."""
    home = os.environ.get("LOOKTWICE_HOME")
    if home:
        path = Path(home).expanduser()
    else:
        import platformdirs

        path = Path(platformdirs.user_config_dir("looktwice", appauthor=False))
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


@dataclass
class Settings:
    """What the service and the host need to know before they start."""

    port: int = DEFAULT_PORT
    in_process: bool = False  # the native host runs the engine itself instead of using the service
    use_llm: bool = True
    use_adapter: bool = True  # the embedded model's trained attacker adapter (models/adapters/)
    model_path: str | None = None  # any model reference: a GGUF path, ollama:NAME:TAG, a loopback server URL
    allow_remote_model: bool = False  # a model server off this machine (drafts go there): only when asked
    queue_size: int = DEFAULT_QUEUE_SIZE
    workers: int = DEFAULT_WORKERS
    extension_origins: list[str] = field(default_factory=list)  # registered by install-host
    idle_exit: int = 1800  # seconds; a service the native host started exits after this long unused

    @classmethod
    def load(cls, directory: Path | None = None) -> "Settings":
        directory = directory or state_dir()
        data = read_json_file(directory / CONFIG_FILE) or {}
        settings = cls()
        for name in ("port", "queue_size", "workers", "idle_exit"):
            if name in data:
                setattr(settings, name, _int(name, data[name]))
        for name in ("in_process", "use_llm", "use_adapter", "allow_remote_model"):
            if name in data:
                setattr(settings, name, bool(data[name]))
        if isinstance(data.get("model_path"), str):
            settings.model_path = data["model_path"]
        origins = data.get("extension_origins")
        if isinstance(origins, list):
            settings.extension_origins = [o for o in origins if isinstance(o, str)]
        env = os.environ
        if env.get("LOOKTWICE_PORT"):
            settings.port = _int("LOOKTWICE_PORT", env["LOOKTWICE_PORT"])
        if env.get("LOOKTWICE_IN_PROCESS"):
            settings.in_process = _flag(env["LOOKTWICE_IN_PROCESS"])
        if env.get("LOOKTWICE_NO_LLM"):
            settings.use_llm = not _flag(env["LOOKTWICE_NO_LLM"])
        if env.get("LOOKTWICE_NO_ADAPTER"):
            settings.use_adapter = not _flag(env["LOOKTWICE_NO_ADAPTER"])
        if env.get("LOOKTWICE_IDLE_EXIT"):
            settings.idle_exit = _int("LOOKTWICE_IDLE_EXIT", env["LOOKTWICE_IDLE_EXIT"])
        if env.get("LOOKTWICE_MODEL"):
            settings.model_path = env["LOOKTWICE_MODEL"]
        return settings


def update_config(changes: dict[str, Any], directory: Path | None = None) -> None:
    """Merge `changes` into config.json (atomically)."""
    from .files import atomic_write

    path = (directory or state_dir()) / CONFIG_FILE
    data = read_json_file(path) or {}
    data.update(changes)
    atomic_write(path, (json.dumps(data, indent=2, sort_keys=True) + "\n").encode(), mode=0o600)


def read_json_file(path: Path) -> dict[str, Any] | None:
    """A JSON object from `path`, or None when the file is missing; a damaged file is an InputError."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise InputError(f"{path} is not valid JSON ({exc}); fix or delete it") from None
    if not isinstance(data, dict):
        raise InputError(f"{path} must hold a JSON object")
    return data


def _int(name: str, value: Any) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise InputError(f"{name} must be an integer; got {value!r}") from None
    if number < 0:
        raise InputError(f"{name} must not be negative; got {number}")
    return number


def _flag(value: str) -> bool:
    return value.strip().lower() not in ("", "0", "false", "no", "off")
