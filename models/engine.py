"""The engine's one public API: load once, analyze drafts (streaming events) or anonymize them (one result).

Used by the service, the native host, the CLI and the evaluation. The pre-filter runs without the model
lock, so a draft gets its first suggestions in milliseconds even while another analysis holds the model.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import asdict
from functools import partial
from typing import Any

from .draft import validate_draft
from .errors import Cancelled, LookTwiceError, ModelError
from .policy import Policy
from .records import AnalysisResult
from .runtime.backend import Backend
from .suggestions import SuggestionBook, apply, from_findings

_LOCK_POLL_S = 0.05
log = logging.getLogger("looktwice.engine")  # stderr or a log file, never stdout


class Engine:
    """Pre-filter + RLAA loop around one shared model (or none: pre-filter alone)."""

    def __init__(self, prefilter: Any = None, backend: Backend | None = None, model_path: str | None = None,
                 backend_name: str = "llama_cpp", model_ref: str | None = None) -> None:
        if prefilter is None:
            from .prefilter import Prefilter

            prefilter = Prefilter()
        self.prefilter = prefilter
        self.backend = backend
        self._path = model_path
        self._backend_name = backend_name if backend is not None else None
        self._ref = model_ref or "embedded"  # as the user named it (a path, ollama:NAME, a server URL)

    @classmethod
    def load(cls, model_path: str | None = None, use_llm: bool = True, backend: str = "llama_cpp",
             n_threads: int | None = None, allow_remote: bool = False) -> "Engine":
        """Load the pre-filter and (unless use_llm is False) the model; raises ModelError on a bad model.

        model_path is any model reference (runtime/reference.py): a path, ollama:NAME, a server URL."""
        from .prefilter import Prefilter

        prefilter = Prefilter()
        prefilter.warm()
        model: Backend | None = None
        path = model_path
        if use_llm:
            from .runtime.loader import load_backend

            model = load_backend(model_path, backend, n_threads, allow_remote=allow_remote)
            path = getattr(model, "path", model_path)
        runtime = getattr(model, "runtime", backend)  # "server" for a model behind a chat server
        return cls(prefilter=prefilter, backend=model, model_path=path, backend_name=runtime, model_ref=model_path)

    def model_info(self) -> dict[str, Any]:
        from .rlaa.prompts import prompt_set_for

        backend = self.backend
        info: dict[str, Any] = {
            "model_id": backend.model_id if backend is not None else None,
            "ref": self._ref if backend is not None else None,
            "path": self._path,
            "backend": self._backend_name,
            "llm": backend is not None,
        }
        if backend is not None:
            remote = getattr(backend, "ref", None)
            info.update({
                "name": backend.label or backend.model_id,
                "parameters": backend.parameters,
                "quantization": backend.quantization,
                "context_length": backend.context_length,
                "prompts": prompt_set_for(backend),
                # where drafts go when the model is a server off this machine (the popup says it in red)
                "remote": remote.base_url if remote is not None and remote.remote else None,
            })
        return info

    def analyze(self, draft: str, policy: Policy, cancel: threading.Event | None = None) -> Iterator[dict]:
        """Validate now (InputError is raised by this call), then stream the events of DESIGN.md."""
        validate_draft(draft)
        return self._events(draft, policy, greedy=False, cancel=cancel, sink=None)

    def anonymize(self, draft: str, policy: Policy, *, greedy: bool = False,
                  cancel: threading.Event | None = None) -> AnalysisResult:
        """Run a whole analysis and return its result (greedy=True: the FgAA-like baseline, no arbitrator)."""
        validate_draft(draft)
        sink: list[AnalysisResult] = []
        for event in self._events(draft, policy, greedy=greedy, cancel=cancel, sink=sink):
            if event["type"] == "error" and event["code"] not in ("model_error", "internal_error"):
                raise LookTwiceError(event["message"])
        return sink[0]

    # -- internals -------------------------------------------------------------------------------------

    def _events(self, draft: str, policy: Policy, *, greedy: bool, cancel: threading.Event | None,
                sink: list[AnalysisResult] | None) -> Iterator[dict]:
        cancel = cancel or threading.Event()
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        tokens = {"prompt": 0, "completion": 0, "total": 0}
        book = SuggestionBook(draft)

        findings = self.prefilter.find(draft, protect=policy.protect, allow=tuple(policy.allow))
        findings = [f for f in findings if f.validity in policy.valid_tiers]
        table = _tables()  # one placeholder numbering per draft, shared by the pre-filter and RLAA
        first = book.add(from_findings(findings, policy.style, table[0]))
        timings["prefilter"] = _ms(t0)
        yield {"type": "suggestions", "stage": "prefilter", "round": 0, "suggestions": [s.to_json() for s in first]}

        rounds, stop_reason, stats, texts = 0, "rational", [], [draft]
        if cancel.is_set():
            stop_reason = "cancelled"
        elif self.backend is not None:
            t1 = time.perf_counter()
            try:
                outcome = yield from self._rlaa(draft, policy, book, greedy, cancel, timings, table)
                rounds, stop_reason, stats, texts = outcome.rounds, outcome.stop_reason, outcome.stats, outcome.texts
                tokens = outcome.tokens
                if outcome.error:
                    yield {"type": "error", "code": "model_error", "message": outcome.error}
            except Cancelled:
                stop_reason = "cancelled"
            except ModelError as exc:
                stop_reason = "error"
                yield {"type": "error", "code": "model_error", "message": str(exc)}
            except Exception as exc:  # a bug in one stage must not lose the pre-filter's suggestions
                log.exception("RLAA stage failed")
                stop_reason = "error"
                yield {"type": "error", "code": "internal_error", "message": f"the analysis failed: {exc}"}
            timings["rlaa"] = _ms(t1)
        timings["total"] = _ms(t0)
        suggestions = book.suggestions()
        text = apply(draft, suggestions)
        result = AnalysisResult(text=text, suggestions=suggestions, rounds=rounds, stop_reason=stop_reason,
                                timings_ms=timings, tokens=tokens, round_stats=stats, round_texts=texts)
        if sink is not None:
            sink.append(result)
        yield {"type": "done", "text": text, "rounds": rounds, "stop_reason": stop_reason, "timings_ms": timings,
               "tokens": tokens, "suggestions": [s.to_json() for s in suggestions],
               "round_stats": [asdict(r) for r in stats]}

    def _rlaa(self, draft: str, policy: Policy, book: SuggestionBook, greedy: bool, cancel: threading.Event,
              timings: dict[str, float], table: tuple):
        from .rlaa.loop import RlaaLoop

        backend = self.backend
        assert backend is not None
        t = time.perf_counter()
        while not backend.lock.acquire(timeout=_LOCK_POLL_S):
            if cancel.is_set():
                raise Cancelled("analysis cancelled while waiting for the model")
        timings["lock_wait"] = _ms(t)
        try:
            with backend.watching(cancel):
                loop = RlaaLoop(backend, self.prefilter, generalize=table[0], generalize_span=table[1])
                run = loop.run(draft, policy, greedy=greedy, cancel=cancel)
                while True:
                    try:
                        item = next(run)
                    except StopIteration as stop:
                        return stop.value
                    if item.kind == "progress":
                        yield {"type": "progress", "stage": "rlaa", "round": item.round,
                               "max_rounds": policy.max_rounds}
                    else:
                        changed = book.add(item.suggestions)
                        yield {"type": "suggestions", "stage": "rlaa", "round": item.round,
                               "suggestions": [s.to_json() for s in changed]}
        finally:
            backend.lock.release()


def _tables() -> tuple:
    from .generalize import Placeholders, generalize, generalize_span

    placeholders = Placeholders()
    return partial(generalize, placeholders=placeholders), partial(generalize_span, placeholders=placeholders)


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000.0, 1)
