"""The stand-in vaults of the reversible styles, one per (site, conversation), for the service's analyses
and for restoring replies.

A vault in use stays in memory (it is shared by every draft of its conversation, and the engine adds to it
while it analyses); the encrypted store is the only place it is written to, after each analysis. The
extension never holds a map: it asks for a reply to be restored and gets the restored text and spans.
"""

from __future__ import annotations

import logging
import threading
import time

from models.restore import Restored, Restorer
from models.vault import Vault

from .store import EncryptedStore, StoreError

log = logging.getLogger("looktwice.vaults")


class ConversationVaults:
    """In-memory vaults backed by the encrypted store (none: in memory only, lost at exit)."""

    def __init__(self, store: EncryptedStore | None) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._vaults: dict[tuple[str, str], Vault] = {}
        self._used: dict[tuple[str, str], float] = {}
        self._saved: dict[tuple[str, str], int] = {}  # entries the store holds, to skip needless writes
        self._restorers: dict[tuple[str, str], tuple[int, Restorer]] = {}

    def get(self, site: str, conversation: str) -> Vault:
        key = (site, conversation)
        with self._lock:
            ttl = self.store.vault_seconds if self.store is not None else float("inf")
            if key in self._vaults and time.time() - self._used[key] > ttl:
                self._drop(key)  # expired while the service ran: the store drops it too
            vault = self._vaults.get(key)
            if vault is None:
                entries = []
                if self.store is not None:
                    try:
                        entries = self.store.vault_entries(site, conversation)
                    except StoreError as exc:
                        log.warning("stand-ins of %s are kept in memory only: %s", site, exc.problem)
                vault = Vault.from_json({"entries": entries})
                self._vaults[key] = vault
                self._saved[key] = len(entries)
            self._used[key] = time.time()
            return vault

    def save(self, site: str, conversation: str) -> None:
        """Write the vault to the store if the analysis added stand-ins (blocking: a file write)."""
        key = (site, conversation)
        with self._lock:
            vault = self._vaults.get(key)
        if vault is None or self.store is None or len(vault) == self._saved.get(key, 0):
            return
        self.store.save_vault(site, conversation, vault.to_json()["entries"])
        with self._lock:
            self._saved[key] = len(vault)

    def restore(self, site: str, conversation: str, text: str) -> Restored:
        key = (site, conversation)
        vault = self.get(site, conversation)
        with self._lock:
            cached = self._restorers.get(key)
            if cached is None or cached[0] != len(vault):
                cached = (len(vault), Restorer(vault))
                self._restorers[key] = cached
        return cached[1].restore(text)

    def link(self, site: str, source: str, target: str) -> int:
        """The chat `source` got the id `target`: one vault from now on. Returns its size."""
        moving = self.get(site, source)
        vault = self.get(site, target)
        vault.merge(moving)
        if self.store is not None:
            entries = self.store.link_vaults(site, source, target)
            vault.merge(Vault.from_json({"entries": entries}))
            if len(vault) > len(entries):  # the source's analysis may not have been saved yet
                self.store.save_vault(site, target, vault.to_json()["entries"])
        with self._lock:
            self._drop((site, source))
            self._saved[(site, target)] = len(vault)
        return len(vault)

    def forget(self, site: str | None, conversation: str | None) -> int:
        with self._lock:
            keys = [k for k in self._vaults if (site is None or k[0] == site)
                    and (conversation is None or k[1] == conversation)]
            in_memory = {k for k in keys if len(self._vaults[k])}
            for key in keys:
                self._drop(key)
        stored = self.store.forget_vaults(site, conversation) if self.store is not None else 0
        return max(stored, len(in_memory))

    def _drop(self, key: tuple[str, str]) -> None:
        self._vaults.pop(key, None)
        self._used.pop(key, None)
        self._saved.pop(key, None)
        self._restorers.pop(key, None)
