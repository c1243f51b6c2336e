"""The per-install secrets: the token every request carries and the store's encryption key (0600 files)."""

from __future__ import annotations

import base64
import os
import secrets
import stat
from pathlib import Path

from models.errors import LookTwiceError

from .config import KEY_FILE, STORE_FILE, TOKEN_FILE, state_dir
from .files import create_exclusive

KEY_BYTES = 32  # AES-256-GCM
TOKEN_HEADER = "X-LookTwice-Token"  # or `Authorization: Bearer <token>`; `?token=` on /v1/ws only


class CredentialError(LookTwiceError):
    """A token or key file exists but is unusable."""

    state = "key_damaged"  # the store's state while its key is unusable (status)


class KeyMissing(CredentialError):
    """The key file is gone but the store it encrypts is still there: a new key could never read it."""

    state = "key_missing"


def ensure_token(directory: Path | None = None) -> str:
    """The install's token, created on first use."""
    path = (directory or state_dir()) / TOKEN_FILE
    if not path.exists():
        create_exclusive(path, (secrets.token_urlsafe(32) + "\n").encode())
    return read_token(directory)


def read_token(directory: Path | None = None) -> str:
    path = (directory or state_dir()) / TOKEN_FILE
    try:
        token = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        raise CredentialError(f"no token at {path}: run `looktwice run` or `looktwice serve` once") from None
    except (UnicodeDecodeError, OSError) as exc:
        raise CredentialError(f"the token file {path} is unreadable ({exc}); delete it to make a new one") from None
    if len(token) < 16:
        raise CredentialError(f"the token file {path} is damaged; delete it to make a new one")
    return token


def ensure_key(directory: Path | None = None) -> bytes:
    """The store key, created on first use. A damaged or missing key is an error, never silently replaced
    while a store exists: a new key would make that store unreadable for good."""
    directory = directory or state_dir()
    path = directory / KEY_FILE
    if not path.exists():
        store = directory / STORE_FILE
        if os.path.lexists(store):
            raise KeyMissing(f"the key file {path} is missing, and the store {store} cannot be read without it. "
                             f"Restore the key file from a backup (the policies and lists come back), or run "
                             f"`looktwice reset-store --new-key` to set the store aside and start empty")
        try:
            create_exclusive(path, base64.b64encode(os.urandom(KEY_BYTES)) + b"\n")
        except OSError as exc:
            raise CredentialError(f"cannot create the key file {path} ({exc.strerror})") from None
    try:
        key = base64.b64decode(path.read_bytes().strip(), validate=True)
    except (ValueError, OSError) as exc:
        raise CredentialError(f"the key file {path} is damaged ({exc}); restore it from a backup, or see "
                              "`looktwice reset-store --new-key`") from None
    if len(key) != KEY_BYTES:
        raise CredentialError(f"the key file {path} has {len(key)} bytes, expected {KEY_BYTES}; restore it from "
                              "a backup, or see `looktwice reset-store --new-key`")
    return key


def key_warnings(directory: Path | None = None) -> list[str]:
    """What is wrong with the key file's permissions (it must be readable by this user only)."""
    path = (directory or state_dir()) / KEY_FILE
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return []
    if os.name == "posix" and mode & 0o077:
        return [f"the key file {path} is readable by others (mode {mode:04o}): anyone who can read it and the "
                f"store can read your policies; run `chmod 600 {path}`"]
    return []
