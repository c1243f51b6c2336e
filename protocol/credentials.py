"""The per-install secrets: the token every request carries and the store's encryption key (0600 files)."""

from __future__ import annotations

import base64
import os
import secrets
from pathlib import Path

from models.errors import LookTwiceError

from .config import KEY_FILE, TOKEN_FILE, state_dir
from .files import create_exclusive

KEY_BYTES = 32  # AES-256-GCM
TOKEN_HEADER = "X-LookTwice-Token"  # or `Authorization: Bearer <token>`; `?token=` on /v1/ws only


class CredentialError(LookTwiceError):
    """A token or key file exists but is unusable."""


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
    """The store key, created on first use. A damaged key file is an error, never silently replaced:
    replacing it would make the existing store unreadable."""
    path = (directory or state_dir()) / KEY_FILE
    if not path.exists():
        create_exclusive(path, base64.b64encode(os.urandom(KEY_BYTES)) + b"\n")
    try:
        key = base64.b64decode(path.read_bytes().strip(), validate=True)
    except (ValueError, OSError) as exc:
        raise CredentialError(f"the key file {path} is damaged ({exc}); see `looktwice reset-store`") from None
    if len(key) != KEY_BYTES:
        raise CredentialError(f"the key file {path} has {len(key)} bytes, expected {KEY_BYTES}; "
                              "see `looktwice reset-store`")
    return key
