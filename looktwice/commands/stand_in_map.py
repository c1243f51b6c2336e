"""Reading and writing a stand-in map file for `anonymize --map` and `restore --map`."""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

from models.errors import InputError
from models.vault import Vault


def read_map(name: str, must_exist: bool = False) -> Vault:
    """The vault in `name`; an empty one when it does not exist yet (unless must_exist)."""
    path = Path(name)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        if must_exist:
            raise InputError(f"the stand-in map {name} does not exist") from None
        return Vault()
    except OSError as exc:
        raise InputError(f"cannot read the stand-in map {name}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"the stand-in map {name} is not JSON ({exc})") from None
    # `anonymize --json` output holds the map under "stand_ins": accept that file as is.
    if isinstance(data, dict) and "stand_ins" in data and "entries" not in data:
        data = data["stand_ins"]
    try:
        return Vault.from_json(data)
    except InputError as exc:
        raise InputError(f"the stand-in map {name}: {exc}") from None


def write_map(name: str, vault: Vault) -> None:
    """Write the map privately (0600: it holds the original values) and atomically (temp file + replace)."""
    path = Path(name)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    data = (json.dumps(vault.to_json(), ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise InputError(f"cannot write the stand-in map {name}: {exc.strerror or exc}") from None
