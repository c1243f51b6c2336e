"""What one process owns: the engine, the work queue and the encrypted store.

The service has one Core; a native host configured to run in-process has its own.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from models.errors import LookTwiceError, ModelError
from models.policy import Policy, default_policy

from .config import STORE_FILE, VERSION, Settings, state_dir, update_config
from .credentials import ensure_key
from .store import EncryptedStore, StoreError
from .work import AnalysisEngine, Busy, Job, WorkQueue

log = logging.getLogger("looktwice.core")

CAPABILITIES = ["analyze", "cancel", "policies", "status", "chunking", "supersede_by_box", "set_model"]


class Core:
    """The engine, its queue and the store, with the operations every entry point needs."""

    def __init__(self, engine: AnalysisEngine, model_info: dict[str, Any], store: EncryptedStore | None,
                 store_problem: str | None, mode: str, queue_size: int, workers: int,
                 directory: Path | None = None, use_llm: bool = True, use_adapter: bool = True) -> None:
        self.model = model_info
        self.store = store
        self.store_problem = store_problem  # set when the key is unusable: policies fall back to defaults
        self.mode = mode  # "running" (the service) or "in_process" (inside a native host)
        self.work = WorkQueue(engine, capacity=queue_size, workers=workers)
        self.work.on_done = self._keep_history
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
        if engine is None:
            from models.engine import Engine

            engine = Engine.load(model_path=settings.model_path, use_llm=settings.use_llm,
                                 use_adapter=settings.use_adapter)
        info = engine.model_info() if hasattr(engine, "model_info") else {}
        store, problem = open_store(directory)
        return cls(engine, info, store, problem, mode, settings.queue_size, settings.workers,
                   directory=directory, use_llm=settings.use_llm, use_adapter=settings.use_adapter)

    # ---- model -----------------------------------------------------------------------------------
    def set_model(self, path: str | None) -> dict[str, Any]:
        """Load the GGUF at `path` (None: the embedded model) and make it the engine of new analyses.

        Blocking (a 7B model takes seconds to load): call it from a thread. Running analyses finish on
        the old engine. On any error the old engine stays and nothing is saved. Raises ModelError for a
        file that is missing or not a model, Busy while another model is loading."""
        from models.engine import Engine
        from models.runtime.loader import check_model_file

        if not self._model_lock.acquire(blocking=False):
            raise Busy("another model is still loading; try again when it is done")
        try:
            if path is not None:
                resolved = Path(path).expanduser()
                if not resolved.is_absolute():
                    raise ModelError(f"give the model file's full path, not {path!r}")
                check_model_file(resolved)
                path = str(resolved)
            engine = Engine.load(model_path=path, use_llm=self.use_llm, use_adapter=self.use_adapter)
            self.work.engine = engine
            self.model = engine.model_info()
            if self.directory is not None:
                update_config({"model_path": path}, self.directory)
            log.info("model set to %s", path or "the embedded model")
            return self.model
        finally:
            self._model_lock.release()

    # ---- policies --------------------------------------------------------------------------------
    def policy_for(self, site: str) -> Policy:
        """The stored policy of `site`, else the default. Raises StoreError when the store is unusable."""
        store = self._store()
        return store.policy(site) or default_policy(site)

    def analysis_policy(self, site: str) -> Policy:
        """Like policy_for, but an unusable store never blocks an analysis: the default applies."""
        try:
            return self.policy_for(site)
        except StoreError as exc:
            log.warning("store unusable, analyzing with the default policy: %s", exc.problem)
            return default_policy(site)

    def set_policy(self, policy: Policy) -> Policy:
        return self._store().put_policy(policy)

    def all_policies(self) -> list[Policy]:
        return self._store().policies()

    def history_enabled(self) -> bool:
        return self._store().history_enabled()

    def set_history(self, enabled: bool) -> None:
        self._store().set_history(enabled)

    def store_state(self) -> dict[str, Any]:
        if self.store is None:
            return {"state": "unusable", "message": self.store_problem}
        return self.store.state()

    def status(self) -> dict[str, Any]:
        return {"type": "status", "service": self.mode, "model": self.model, "queue": self.work.size,
                "capacity": self.work.capacity, "version": VERSION, "store": self.store_state()}

    def hello(self) -> dict[str, Any]:
        return {"type": "hello", "version": VERSION, "capabilities": list(CAPABILITIES), "model": self.model}

    def _store(self) -> EncryptedStore:
        if self.store is None:
            raise LookTwiceError(self.store_problem or "the store is not available")
        return self.store

    def _keep_history(self, job: Job, terminal: dict[str, Any]) -> None:
        # Only anonymized text, only when the user turned history on (off by default).
        if self.store is None or terminal.get("type") != "done" or terminal.get("stop_reason") == "cancelled":
            return
        try:
            self.store.append_history(job.key[0], str(terminal.get("text", "")), str(terminal.get("stop_reason")))
        except StoreError:
            pass


def open_store(directory: Path) -> tuple[EncryptedStore | None, str | None]:
    try:
        key = ensure_key(directory)
    except LookTwiceError as exc:
        return None, str(exc)
    return EncryptedStore(directory / STORE_FILE, key), None
