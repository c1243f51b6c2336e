"""What one process owns: the engine, the work queue and the encrypted store.

The service has one Core; a native host configured to run in-process has its own.
"""

from __future__ import annotations

import logging
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from models.errors import ModelError
from models.events import Done, Event
from models.policy import Policy, default_policy

from protocol.config import (DEFAULT_DEBOUNCE_MS, MAX_DRAFT_CHARS, STORE_FILE, VERSION, Settings, state_dir,
                             update_config)
from protocol.credentials import CredentialError, ensure_key, key_warnings
from protocol.errors import Busy, ErrorCode, ProtocolError

from .model_choice import SpeedMeter, fallback_notice, load_engine, server_gone
from .store import EncryptedStore, StoreError, StoreFull
from .vaults import ConversationVaults
from .work import AnalysisEngine, Job, WorkQueue

log = logging.getLogger("looktwice.core")

CAPABILITIES = ["analyze", "cancel", "policies", "status", "chunking", "supersede_by_box", "set_model",
                "list_models", "restore", "conversations", "protect"]


class Core:
    """The engine, its queue and the store, with the operations every entry point needs."""

    def __init__(self, engine: AnalysisEngine, model_info: dict[str, Any], store: EncryptedStore | None,
                 store_problem: CredentialError | None, mode: str, queue_size: int, workers: int,
                 directory: Path | None = None, use_llm: bool = True, allow_remote: bool = False, use_adapter: bool = True,
                 notice: str | None = None) -> None:
        self.model = {**model_info, "notice": notice} if notice else model_info
        self.store = store
        self.store_problem = store_problem  # set when the key is unusable: policies fall back to defaults
        self.mode = mode  # "running" (the service) or "in_process" (inside a native host)
        self.work = WorkQueue(engine, capacity=queue_size, workers=workers)
        self.work.on_done = self._on_done
        self.vaults = ConversationVaults(store)
        self.allow_remote = allow_remote  # model servers off this machine, only when the user said so
        self.speed = SpeedMeter()
        self.directory = directory  # where config.json remembers a model chosen at run time
        self.use_llm = use_llm
        self.use_adapter = use_adapter
        self._model_lock = threading.Lock()

    @property
    def engine(self) -> AnalysisEngine:
        """The engine new analyses run on (the work queue's: one place, so a model change reaches both)."""
        return self.work.engine

    @classmethod
    def load(cls, settings: Settings, mode: str, directory: Path | None = None,
             engine: AnalysisEngine | None = None) -> "Core":
        """Load the engine (unless given) and open the store."""
        directory = directory or state_dir()
        notice = None
        if engine is None:
            engine, notice = load_engine(settings.model_path, settings.use_llm, settings.allow_remote_model,
                                         settings.use_adapter)
        info = engine.model_info()
        store, problem = open_store(directory)
        if store is not None:
            try:
                store.sweep_vaults()  # stand-ins past their time go at start, not only at the next write
            except StoreError:
                pass  # reported by status; analyses fall back to defaults
        return cls(engine, info, store, problem, mode, settings.queue_size, settings.workers,
                   directory=directory, use_llm=settings.use_llm, allow_remote=settings.allow_remote_model,
                   use_adapter=settings.use_adapter,
                   notice=notice)

    # ---- model -----------------------------------------------------------------------------------
    def set_model(self, path: str | None) -> dict[str, Any]:
        """Load the model `path` names (a GGUF file's full path, ollama:NAME:TAG, a loopback server URL;
        None or "embedded": the embedded model) and make it the engine of new analyses.

        Blocking (a 7B model takes seconds to load): call it from a thread. Running analyses finish on
        the old engine. On any error the old engine stays and nothing is saved. Raises ModelError for a
        file that is missing or not a model, a server that does not answer or is off this machine, Busy
        while another model is loading."""
        from models.engine import Engine
        from models.runtime.loader import check_model_file
        from models.runtime.reference import parse_model_ref

        if not self._model_lock.acquire(blocking=False):
            raise Busy("another model is still loading; try again when it is done")
        try:
            ref = parse_model_ref(path, allow_remote=self.allow_remote)
            if ref.kind == "embedded":
                path = None
            elif ref.kind == "file" and path is not None:
                resolved = Path(path).expanduser()
                if not resolved.is_absolute():
                    raise ModelError(f"give the model file's full path, not {path!r}")
                check_model_file(resolved)
                path = str(resolved)
            engine = Engine.load(model_path=path, use_llm=self.use_llm, allow_remote=self.allow_remote,
                                 use_adapter=self.use_adapter)
            self.work.engine = engine
            self.model = engine.model_info()
            self.speed.reset()
            if self.directory is not None:
                update_config({"model_path": path}, self.directory)
            log.info("model set to %s", path or "the embedded model")
            return self.model
        finally:
            self._model_lock.release()

    # ---- policies --------------------------------------------------------------------------------
    def policy_for(self, site: str) -> Policy:
        """The stored policy of `site`, else the default. Raises StoreUnavailable when the store is unusable."""
        store = self._store()
        try:
            return store.policy(site) or default_policy(site)
        except StoreError as exc:
            raise StoreUnavailable(str(exc)) from None

    def analysis_policy(self, site: str) -> Policy:
        """Like policy_for, but an unusable store never blocks an analysis: the default applies."""
        try:
            return self.policy_for(site)
        except StoreUnavailable:
            return default_policy(site)  # status names the problem; logging it per analysis adds nothing

    def set_policy(self, policy: Policy) -> Policy:
        with _store_errors():
            return self._store().put_policy(policy)

    def all_policies(self) -> list[Policy]:
        with _store_errors():
            return self._store().policies()

    def history_enabled(self) -> bool:
        with _store_errors():
            return self._store().history_enabled()

    def set_history(self, enabled: bool) -> None:
        with _store_errors():
            self._store().set_history(enabled)

    def store_state(self) -> dict[str, Any]:
        """ok / empty, or what is wrong (a named state, the message with the way out), plus warnings."""
        if self.store is None:
            problem = self.store_problem
            state: dict[str, Any] = {"state": getattr(problem, "state", "key_damaged"), "message": str(problem),
                                     "path": str((self.directory or state_dir()) / STORE_FILE)}
        else:
            state = self.store.state()
        warnings = key_warnings(self.directory)
        if warnings:
            state["warnings"] = warnings
        return state

    def list_models(self) -> list[dict[str, Any]]:
        """Every model usable now (runtime/discovery.py), the active one marked. Blocking: short probes."""
        from models.runtime.discovery import discover

        active = self.model.get("ref") if self.model.get("llm") else None
        return [row.to_json() for row in discover(active)]

    def status(self) -> dict[str, Any]:
        speed = self.speed.speed()
        return {"type": "status", "service": self.mode, "model": self.model, "queue": self.work.size,
                "capacity": self.work.capacity, "version": VERSION, "store": self.store_state(),
                "speed": speed.to_json() if speed else None}

    def hello(self) -> dict[str, Any]:
        """The handshake; `limits` and `defaults` are what the extension uses (one source: protocol/config.py)."""
        return {"type": "hello", "version": VERSION, "capabilities": list(CAPABILITIES), "model": self.model,
                "limits": {"max_draft_chars": MAX_DRAFT_CHARS}, "defaults": {"debounce_ms": DEFAULT_DEBOUNCE_MS}}

    def _store(self) -> EncryptedStore:
        if self.store is None:
            raise StoreUnavailable(str(self.store_problem or "the store is not available"))
        return self.store

    # ---- stand-ins and the always-protect list ----------------------------------------------------
    def protect_terms(self) -> tuple[str, ...]:
        """For an analysis: an unusable store never blocks it (the list is then empty, with a warning)."""
        if self.store is None:
            return ()
        try:
            return tuple(self.store.protect_terms())
        except StoreError as exc:
            log.warning("store unusable, analyzing without the protect list: %s", exc.problem)
            return ()

    def set_protect_terms(self, terms: list[str]) -> list[str]:
        return self._store().set_protect_terms(terms)

    def stored_protect_terms(self) -> list[str]:
        return self._store().protect_terms()

    def _on_done(self, job: Job, terminal: Event) -> None:
        self.speed.add(terminal)
        self._keep_history(job, terminal)
        if job.vault is not None and job.conversation:
            try:
                self.vaults.save(job.key[0], job.conversation)
            except StoreError as exc:
                log.warning("stand-ins of %s not saved: %s", job.key[0], exc.problem)
        if (isinstance(terminal, Done) and terminal.result.stop_reason == "error"
                and getattr(self.engine, "backend", None) is not None):
            threading.Thread(target=self._fall_back_if_server_gone, daemon=True).start()

    def _fall_back_if_server_gone(self) -> None:
        """A model server that stopped answering is replaced by the embedded model (never a dead service).

        config.json keeps the choice: the server is used again at the next start once it answers."""
        engine = self.engine
        why = server_gone(engine)
        if why is None or not self._model_lock.acquire(blocking=False):
            return
        try:
            from models.engine import Engine

            if self.engine is not engine:
                return  # the user chose another model meanwhile
            ref = str(self.model.get("ref"))
            fallback = Engine.load(model_path=None, use_llm=self.use_llm)
            self.work.engine = fallback
            self.model = {**fallback.model_info(), "notice": fallback_notice(ref, why)}
            self.speed.reset()
            log.warning("%s", self.model["notice"])
        except ModelError:
            log.exception("the embedded model cannot replace a model server that went away")
        finally:
            self._model_lock.release()

    def _keep_history(self, job: Job, terminal: Event) -> None:
        # Only anonymized text, only when the user turned history on (off by default).
        if self.store is None or not isinstance(terminal, Done) or terminal.result.stop_reason == "cancelled":
            return
        try:
            self.store.append_history(job.key[0], terminal.result.text, terminal.result.stop_reason)
        except (StoreError, StoreFull):
            pass


class StoreUnavailable(ProtocolError):
    """The store (or its key) cannot be used; the message names the problem and the way out."""

    def __init__(self, message: str) -> None:
        super().__init__(ErrorCode.STORE_UNAVAILABLE, message)


@contextmanager
def _store_errors() -> Iterator[None]:
    """The store's own errors as the protocol's: the one table says what the client gets."""
    try:
        yield
    except StoreError as exc:
        raise StoreUnavailable(str(exc)) from None
    except StoreFull as exc:
        raise ProtocolError(ErrorCode.STORE_FULL, str(exc)) from None


def open_store(directory: Path) -> tuple[EncryptedStore | None, CredentialError | None]:
    """The store with its key, or why the key cannot be used (a missing key is never made anew beside a store)."""
    try:
        key = ensure_key(directory)
    except CredentialError as exc:
        return None, exc
    return EncryptedStore(directory / STORE_FILE, key), None
