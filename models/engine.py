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
                 backend_name: str = "llama_cpp", adapter: Any = None) -> None:
        if prefilter is None:
            from .prefilter import Prefilter

            prefilter = Prefilter()
        self.prefilter = prefilter
        self.backend = backend
        self._path = model_path
        self._backend_name = backend_name if backend is not None else None
        self.adapter = adapter  # models.adapter.registry.Adapter applied to the backend, or None
        self._questions: Any = None

    @classmethod
    def load(cls, model_path: str | None = None, use_llm: bool = True, backend: str = "llama_cpp",
             n_threads: int | None = None, use_adapter: bool = True, adapter_path: str | None = None) -> "Engine":
        """Load the pre-filter and (unless use_llm is False) the model; raises ModelError on a bad model.

        The embedded model gets the trained attacker adapter unless use_adapter is False (it was trained
        for that model only); adapter_path picks another adapter (the evaluation's per-fold ones)."""
        from .prefilter import Prefilter

        prefilter = Prefilter()
        prefilter.warm()
        model: Backend | None = None
        path = model_path
        adapter = None
        if use_llm:
            from .runtime.loader import load_backend

            if use_adapter and backend == "llama_cpp" and (model_path is None or adapter_path is not None):
                from .adapter.registry import engine_adapter, load_adapter

                adapter = load_adapter(adapter_path) if adapter_path else engine_adapter()
            model = load_backend(model_path, backend, n_threads, lora_path=adapter.path if adapter else None)
            path = getattr(model, "path", model_path)
        return cls(prefilter=prefilter, backend=model, model_path=path, backend_name=backend, adapter=adapter)

    def model_info(self) -> dict[str, Any]:
        return {
            "model_id": self.backend.model_id if self.backend is not None else None,
            "path": self._path,
            "backend": self._backend_name,
            "llm": self.backend is not None,
            "adapter": self.adapter.name if self.adapter is not None else None,
        }

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
                loop = RlaaLoop(backend, self.prefilter, generalize=table[0], generalize_span=table[1],
                                questions=self._question_model(), thresholds=self._thresholds())
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


    def _question_model(self) -> Any:
        """The adapter's question interface over the loaded model (one per engine: it caches tokens)."""
        if self.adapter is None or self.backend is None or not hasattr(self.backend, "native"):
            return None
        if self._questions is None:
            from .runtime.llama_questions import LlamaQuestions

            self._questions = LlamaQuestions(getattr(self.backend, "native"))
        return self._questions

    def _thresholds(self) -> dict[str, float] | None:
        return dict(self.adapter.thresholds) if self.adapter is not None else None


def _tables() -> tuple:
    from .generalize import Placeholders, generalize, generalize_span

    placeholders = Placeholders()
    return partial(generalize, placeholders=placeholders), partial(generalize_span, placeholders=placeholders)


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000.0, 1)
