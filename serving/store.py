"""The encrypted store: per-site policies and an optional history of anonymized drafts (off by default).

One file, `store.bin` = MAGIC + 12-byte nonce + AES-256-GCM(JSON). Every change is read-modify-write
under a lock and lands with an atomic replace, so a crash mid-write leaves the previous version intact.
A file that cannot be read (permissions, a directory in its place), decrypted or parsed is an error that
names the file and the way out (`looktwice reset-store`, which keeps it as `store.bin.corrupt-<timestamp>`).

The decrypted content is cached per file version (inode, size, mtime): every analysis asks for its site's
policy, and decrypting the whole store each time made analyses slow as the store grew (issue 15). Another
process's write (the CLI, an in-process host) changes the version, so it is seen at the next read.
The plaintext is bounded (MAX_STORE_BYTES): a write that would pass it is refused with StoreFull; kept
history makes room first, oldest entries out.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ContextManager, Iterator

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from models.errors import InputError, LookTwiceError
from models.categories import CATEGORIES, FIRST_STORED_CATEGORIES
from models.policy import Policy
from protocol.files import atomic_write, file_lock

log = logging.getLogger("looktwice.store")

MAGIC = b"LOOKTWICE-STORE-1\n"
NONCE_BYTES = 12
AAD = b"looktwice store v1"
HISTORY_LIMIT = 500
# The most the decrypted store may hold (UTF-8 JSON). Room for ~40 sites with full allow-lists of long
# terms (models/policy.py bounds one policy at ~100 kB of ASCII); decrypting and parsing it takes a few ms.
MAX_STORE_BYTES = 4 * 1024 * 1024
RESET_HINT = "run `looktwice reset-store` to set it aside and start empty"


class StoreError(LookTwiceError):
    """The store cannot be used; the message names the file and how to reset it."""

    state = "unusable"  # what `looktwice status` and the status message call it

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"the encrypted store {path} {problem}; {RESET_HINT}")
        self.path = path
        self.problem = problem


class StoreInaccessible(StoreError):
    """The file cannot be read at all: no permission (left root-owned by a `sudo` run), a directory in its
    place, an I/O error."""

    state = "inaccessible"


class StoreUnreadable(StoreError):
    """Decryption failed: the key file does not belong to this store, or the file was altered."""

    state = "unreadable"


class StoreCorrupt(StoreError):
    """The file is not a LookTwice store (truncated, overwritten, or its content is not the expected JSON)."""

    state = "corrupt"


class StoreFull(LookTwiceError):
    """A change would make the store larger than MAX_STORE_BYTES; nothing was written."""


def set_aside(path: Path) -> Path | None:
    """Rename `path` (file or whatever is in its place) to `<name>.corrupt-<ts>-<pid>`; never deletes."""
    if not os.path.lexists(path):
        return None
    aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}")
    os.replace(path, aside)
    return aside


VAULT_DAYS = 30  # a conversation's stand-ins are forgotten this long after its last use
MAX_PROTECT_TERMS = 500
MAX_PROTECT_TERM_CHARS = 200


def _empty() -> dict[str, Any]:
    # "vaults": {site: {conversation: {"updated": ts, "entries": [StandIn…]}}}, the originals behind the
    # stand-ins of the reversible styles; "protect": the user's always-protect terms (every site).
    # "policy_categories": {site: the categories there were when its policy was stored} (_saved_with).
    return {"format": 1, "policies": {}, "settings": {"history": False}, "history": [], "vaults": {},
            "protect": [], "policy_categories": {}}


def _saved_with(data: dict[str, Any], site: str) -> tuple[str, ...]:
    """The categories there were when `site`'s policy was stored ("policy_categories"; a store written before
    that record existed holds policies of FIRST_STORED_CATEGORIES)."""
    saved = data.get("policy_categories", {}).get(site)
    return tuple(saved) if isinstance(saved, list) else FIRST_STORED_CATEGORIES


def _serialize(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _version(st: os.stat_result) -> tuple[int, int, int]:
    """What changes when the file is replaced or rewritten (atomic_write always makes a new inode)."""
    return (st.st_ino, st.st_size, st.st_mtime_ns)


class EncryptedStore:
    """Policies and history, encrypted at rest."""

    def __init__(self, path: Path, key: bytes, vault_days: float = VAULT_DAYS) -> None:
        self.path = path
        self._aead = AESGCM(key)
        self._cache: tuple[tuple[int, int, int], dict[str, Any]] | None = None  # (file version, content)
        self._cache_lock = threading.Lock()
        self.vault_seconds = vault_days * 86400.0

    # ---- reading ---------------------------------------------------------------------------------
    def load(self) -> dict[str, Any]:
        """The decrypted content (empty when the file does not exist yet). Read-only for callers: it is
        the cache itself."""
        try:
            version = _version(os.stat(self.path))
        except FileNotFoundError:
            return _empty()
        except OSError as exc:
            raise StoreInaccessible(self.path, f"cannot be read ({exc.strerror or type(exc).__name__})") from None
        with self._cache_lock:
            if self._cache is not None and self._cache[0] == version:
                return self._cache[1]
        try:
            with open(self.path, "rb") as f:
                version = _version(os.fstat(f.fileno()))
                blob = f.read(MAX_STORE_BYTES + 1024)
        except FileNotFoundError:
            return _empty()
        except OSError as exc:  # PermissionError, IsADirectoryError, EIO…
            raise StoreInaccessible(self.path, f"cannot be read ({exc.strerror or type(exc).__name__})") from None
        data = self._decrypt(blob)
        with self._cache_lock:
            self._cache = (version, data)
        return data

    def _decrypt(self, blob: bytes) -> dict[str, Any]:
        if not blob.startswith(MAGIC) or len(blob) < len(MAGIC) + NONCE_BYTES + 16:
            raise StoreCorrupt(self.path, "is not a LookTwice store (bad header or truncated)")
        if len(blob) > MAX_STORE_BYTES + len(MAGIC) + NONCE_BYTES + 16:
            raise StoreCorrupt(self.path, f"is larger than a store can be ({MAX_STORE_BYTES} bytes)")
        nonce = blob[len(MAGIC) : len(MAGIC) + NONCE_BYTES]
        try:
            plain = self._aead.decrypt(nonce, blob[len(MAGIC) + NONCE_BYTES :], AAD)
        except InvalidTag:
            raise StoreUnreadable(self.path, "cannot be decrypted (the key file does not match, or the file "
                                             "was damaged)") from None
        try:
            data = json.loads(plain.decode("utf-8"))
        except ValueError:
            raise StoreCorrupt(self.path, "decrypts but does not hold valid JSON") from None
        if not isinstance(data, dict) or not isinstance(data.get("policies"), dict):
            raise StoreCorrupt(self.path, "decrypts but does not have the expected layout")
        base = _empty()
        base.update(data)
        return base

    def state(self) -> dict[str, Any]:
        """For `looktwice status` and the status message: ok / empty / inaccessible / unreadable / corrupt."""
        if not os.path.lexists(self.path):
            return {"state": "empty", "path": str(self.path)}
        try:
            data = self.load()
        except StoreError as exc:
            return {"state": exc.state, "path": str(self.path), "message": str(exc)}
        return {"state": "ok", "path": str(self.path), "policies": len(data["policies"]),
                "history": bool(data["settings"].get("history")), "history_entries": len(data["history"]),
                "bytes": self.path.stat().st_size, "max_bytes": MAX_STORE_BYTES,
                "conversations": sum(len(c) for c in data["vaults"].values()), "protect_terms": len(data["protect"])}

    def policy(self, site: str) -> Policy | None:
        data = self.load()
        raw = data["policies"].get(site.lower())
        return self._policy(raw, _saved_with(data, site.lower())) if raw is not None else None

    def policies(self) -> list[Policy]:
        data = self.load()
        found = (self._policy(p, _saved_with(data, site)) for site, p in sorted(data["policies"].items()))
        return [p for p in found if p is not None]

    def _policy(self, raw: Any, saved_with: tuple[str, ...]) -> Policy | None:
        """A stored policy as a record of its own (the cache stays untouched), or None for one that breaks
        today's bounds (written by an older version): the site then gets its default. Categories added since
        it was saved (`saved_with`) are protected, as in a new policy."""
        try:
            # Fresh lists (the strings in them are immutable): a deep copy of a 500-term list took ~0.5 ms.
            fresh = {k: list(v) if isinstance(v, list) else v for k, v in raw.items()} if isinstance(raw, dict) else raw
            if isinstance(fresh, dict) and isinstance(fresh.get("protect"), list):
                fresh["protect"] += [c for c in CATEGORIES if c not in saved_with and c not in fresh["protect"]]
            return Policy.from_json(fresh)
        except InputError as exc:
            log.warning("ignoring a stored policy that is no longer valid: %s", exc)
            return None

    def history_enabled(self) -> bool:
        return bool(self.load()["settings"].get("history"))

    def history(self) -> list[dict[str, Any]]:
        return list(self.load()["history"])

    # ---- writing ---------------------------------------------------------------------------------
    def put_policy(self, policy: Policy) -> Policy:
        stored = Policy.from_json({**policy.to_json(), "site": policy.site.lower()})
        with self._change() as data:
            data["policies"][stored.site] = stored.to_json()
            data.setdefault("policy_categories", {})[stored.site] = list(CATEGORIES)
        return stored

    def set_history(self, enabled: bool) -> None:
        """Turning history off also deletes what was kept."""
        with self._change() as data:
            data["settings"]["history"] = bool(enabled)
            if not enabled:
                data["history"] = []

    def append_history(self, site: str, text: str, stop_reason: str) -> bool:
        """Keep an anonymized draft when the user turned history on. Returns whether it was kept."""
        if not self.history_enabled():  # the common case: read only, no write
            return False
        with self._change() as data:
            if not data["settings"].get("history"):
                return False
            data["history"].append({"ts": round(time.time(), 3), "site": site, "text": text,
                                    "stop_reason": stop_reason})
            del data["history"][:-HISTORY_LIMIT]
        return True

    # ---- stand-in vaults (one per site and conversation) and the always-protect list -------------------
    def vault_entries(self, site: str, conversation: str) -> list[dict[str, Any]]:
        """The stored stand-ins of one conversation; none once it has expired."""
        item = self.load()["vaults"].get(site, {}).get(conversation)
        if not isinstance(item, dict) or self._expired(item, time.time()):
            return []
        return list(item.get("entries", []))

    def save_vault(self, site: str, conversation: str, entries: list[dict[str, Any]]) -> None:
        """Store a conversation's stand-ins, keeping entries another process added meanwhile."""
        from models.vault import Vault

        with self._change() as data:
            now = time.time()
            self._sweep_vaults(data, now)
            ours = Vault.from_json({"entries": entries})
            stored = data["vaults"].get(site, {}).get(conversation)
            if isinstance(stored, dict):
                ours.merge(Vault.from_json({"entries": stored.get("entries", [])}))
            data["vaults"].setdefault(site, {})[conversation] = {"updated": round(now, 3),
                                                                 "entries": ours.to_json()["entries"]}

    def link_vaults(self, site: str, source: str, target: str) -> list[dict[str, Any]]:
        """A new chat got its id: its stand-ins join the target conversation's; returns the result."""
        from models.vault import Vault

        with self._change() as data:
            now = time.time()
            self._sweep_vaults(data, now)
            chats = data["vaults"].setdefault(site, {})
            moved = chats.pop(source, None)
            kept = chats.get(target)
            vault = Vault.from_json({"entries": kept.get("entries", []) if isinstance(kept, dict) else []})
            if isinstance(moved, dict):
                vault.merge(Vault.from_json({"entries": moved.get("entries", [])}))
            entries = vault.to_json()["entries"]
            if entries:
                chats[target] = {"updated": round(now, 3), "entries": entries}
            if not chats:
                del data["vaults"][site]
            return list(entries)

    def forget_vaults(self, site: str | None = None, conversation: str | None = None) -> int:
        """Forget one conversation, one site's, or all; returns how many conversations were dropped."""
        with self._change() as data:
            vaults = data["vaults"]
            if site is None:
                count = sum(len(c) for c in vaults.values())
                vaults.clear()
                return count
            chats = vaults.get(site, {})
            if conversation is None:
                vaults.pop(site, None)
                return len(chats)
            count = 1 if chats.pop(conversation, None) is not None else 0
            if not chats:
                vaults.pop(site, None)
            return count

    def sweep_vaults(self) -> int:
        """Drop expired conversations now (at start); returns how many. Writes only when one expired."""
        now = time.time()
        data = self.load()
        expired = sum(1 for chats in data["vaults"].values() for item in chats.values()
                      if not isinstance(item, dict) or self._expired(item, now))
        if expired:
            with self._change() as fresh:
                self._sweep_vaults(fresh, now)
        return expired

    def protect_terms(self) -> list[str]:
        return list(self.load()["protect"])

    def set_protect_terms(self, terms: list[str]) -> list[str]:
        """Replace the always-protect list (trimmed, duplicates dropped ignoring case, order kept)."""
        clean: list[str] = []
        seen: set[str] = set()
        for term in terms:
            term = " ".join(term.split())
            if term and term.casefold() not in seen:
                seen.add(term.casefold())
                clean.append(term)
        if len(clean) > MAX_PROTECT_TERMS or any(len(t) > MAX_PROTECT_TERM_CHARS for t in clean):
            raise LookTwiceError(f"the protect list takes at most {MAX_PROTECT_TERMS} terms of at most "
                                 f"{MAX_PROTECT_TERM_CHARS} characters")
        with self._change() as data:
            data["protect"] = clean
        return clean

    def _expired(self, item: dict[str, Any], now: float) -> bool:
        return now - float(item.get("updated", 0)) > self.vault_seconds

    def _sweep_vaults(self, data: dict[str, Any], now: float) -> None:
        for site in list(data["vaults"]):
            chats = data["vaults"][site]
            for conversation in [c for c, item in chats.items() if not isinstance(item, dict) or self._expired(item, now)]:
                del chats[conversation]
            if not chats:
                del data["vaults"][site]

    def reset(self) -> Path | None:
        """Set the current file aside as `<name>.corrupt-<ts>` (never deleted) and start empty."""
        with self._lock():
            aside = set_aside(self.path)
        with self._cache_lock:
            self._cache = None
        return aside

    def _write(self, data: dict[str, Any]) -> None:
        plain = _serialize(data)
        while len(plain) > MAX_STORE_BYTES and data["history"]:  # kept drafts make room first, oldest out
            del data["history"][: max(1, len(data["history"]) // 8)]
            plain = _serialize(data)
        if len(plain) > MAX_STORE_BYTES:
            raise StoreFull(f"the store is full: this change would make it {len(plain)} bytes, over its "
                            f"limit of {MAX_STORE_BYTES}; remove sites or allow-list terms you no longer need")
        nonce = os.urandom(NONCE_BYTES)
        atomic_write(self.path, MAGIC + nonce + self._aead.encrypt(nonce, plain, AAD), mode=0o600)
        with self._cache_lock:
            self._cache = (_version(os.stat(self.path)), data)

    @contextmanager
    def _change(self) -> Iterator[dict[str, Any]]:
        with self._lock():
            # An unreadable store raises here: never overwrite what we cannot read. A copy: the cached
            # content stays as it is on disk if this change fails.
            data = copy.deepcopy(self.load())
            yield data
            self._sweep_temp_files()
            self._write(data)

    def _sweep_temp_files(self) -> None:
        """Temp files of writers that died mid-write (we hold the lock: none is being written now)."""
        for tmp in self.path.parent.glob(f".{self.path.name}.tmp-*"):
            try:
                tmp.unlink()
            except OSError:
                pass

    def _lock(self) -> ContextManager[None]:
        # Several processes (the service, in-process hosts, the CLI) may write; serialize their changes.
        return file_lock(self.path.with_name(self.path.name + ".lock"))
