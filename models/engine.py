"""The engine's one public API: load once, analyze drafts (streaming events) or anonymize them (one result).

Used by the service, the native host, the CLI and the evaluation. The pre-filter runs without the model
lock, so a draft gets its first suggestions in milliseconds even while another analysis holds the model.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from .draft import validate_draft
from .errors import Cancelled, LookTwiceError, ModelError
from .events import Done, Event, Progress, Segment, StageFailed, Suggestions
from .policy import Policy
from .records import AnalysisResult, Finding, Suggestion
from .segments import segment_bounds
from .standins import kind_of
from .runtime.backend import Backend
from .suggestions import SuggestionBook, apply, from_findings
from .vault import Vault

if TYPE_CHECKING:
    from .rlaa.loop import LoopOutcome

_LOCK_POLL_S = 0.05
log = logging.getLogger("looktwice.engine")  # stderr or a log file, never stdout


class Engine:
    """Pre-filter + RLAA loop around one shared model (or none: pre-filter alone)."""

    def __init__(self, prefilter: Any = None, backend: Backend | None = None, model_path: str | None = None,
                 backend_name: str = "llama_cpp", adapter: Any = None, model_ref: str | None = None) -> None:
        if prefilter is None:
            from .prefilter import Prefilter

            prefilter = Prefilter()
        self.prefilter = prefilter
        self.backend = backend
        self._path = model_path
        self._backend_name = backend_name if backend is not None else None
        self.adapter = adapter  # models.adapter.registry.Adapter applied to the backend, or None
        self._questions: Any = None
        self._ref = model_ref or "embedded"  # as the user named it (a path, ollama:NAME, a server URL)

    @classmethod
    def load(cls, model_path: str | None = None, use_llm: bool = True, backend: str = "llama_cpp",
             n_threads: int | None = None, allow_remote: bool = False, use_adapter: bool = True,
             adapter_path: str | None = None) -> "Engine":
        """Load the pre-filter and (unless use_llm is False) the model; raises ModelError on a bad model.

        model_path is any model reference (runtime/reference.py): a path, ollama:NAME, a server URL.
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

            if use_adapter and backend == "llama_cpp" and (model_path in (None, "", "embedded") or adapter_path is not None):
                from .adapter.registry import engine_adapter, load_adapter

                adapter = load_adapter(adapter_path) if adapter_path else engine_adapter()
            model = load_backend(model_path, backend, n_threads, lora_path=adapter.path if adapter else None,
                                 allow_remote=allow_remote)
            path = getattr(model, "path", model_path)
        runtime = getattr(model, "runtime", backend)  # "server" for a model behind a chat server
        return cls(prefilter=prefilter, backend=model, model_path=path, backend_name=runtime, adapter=adapter,
                   model_ref=model_path)

    def model_info(self) -> dict[str, Any]:
        from .rlaa.prompts import prompt_set_for

        backend = self.backend
        info: dict[str, Any] = {
            "model_id": backend.model_id if backend is not None else None,
            "ref": self._ref if backend is not None else None,
            "path": self._path,
            "backend": self._backend_name,
            "llm": backend is not None,
            "adapter": self.adapter.name if self.adapter is not None else None,
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

    def analyze(self, draft: str, policy: Policy, cancel: threading.Event | None = None,
                vault: Vault | None = None, protect_terms: tuple[str, ...] = ()) -> Iterator[Event]:
        """Validate now (InputError is raised by this call), then stream the events of one analysis; the
        last one is `Done`.

        `vault`: the conversation's stand-ins for the reversible styles (a fresh one per draft if None);
        stand-ins minted for this draft are added to it. `protect_terms`: the user's always-protect list."""
        validate_draft(draft)
        return self._events(draft, policy, greedy=False, cancel=cancel, vault=vault, protect_terms=protect_terms)

    def anonymize(self, draft: str, policy: Policy, *, greedy: bool = False,
                  cancel: threading.Event | None = None, vault: Vault | None = None,
                  protect_terms: tuple[str, ...] = ()) -> AnalysisResult:
        """Run a whole analysis and return its result (greedy=True: the FgAA-like baseline, no arbitrator).

        The same stream as `analyze`: a failed model stage leaves the pre-filter's result, as in the browser."""
        validate_draft(draft)
        for event in self._events(draft, policy, greedy=greedy, cancel=cancel, vault=vault,
                                  protect_terms=protect_terms):
            if isinstance(event, Done):
                return event.result
        raise LookTwiceError("the analysis ended without a result")  # _events always ends with Done

    # -- internals -------------------------------------------------------------------------------------

    def _events(self, draft: str, policy: Policy, *, greedy: bool, cancel: threading.Event | None,
                vault: Vault | None = None, protect_terms: tuple[str, ...] = ()) -> Iterator[Event]:
        cancel = cancel or threading.Event()
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        tokens = {"prompt": 0, "completion": 0, "total": 0}
        book = SuggestionBook(draft)
        vault = vault if vault is not None else Vault()
        vault.avoid(draft)
        table = _tables(vault)  # one stand-in map, shared by the pre-filter and RLAA
        bounds = segment_bounds(draft)
        if len(bounds) == 1:
            findings = self.prefilter.find(draft, protect=policy.protect, allow=tuple(policy.allow), cancel=cancel)
            first = book.add(from_findings(self._shown(draft, findings, policy, protect_terms), policy.style,
                                           table[0]))
            timings["prefilter"] = _ms(t0)
            yield Suggestions("prefilter", 0, tuple(first))
        else:
            try:
                yield from self._prefilter_segments(draft, bounds, policy, protect_terms, book, table, cancel)
            except Cancelled:  # a newer draft: what the segments before found stands, Done follows
                cancel.set()
            timings["prefilter"] = _ms(t0)

        rounds, stop_reason, stats, texts = 0, "rational", [], [draft]
        if cancel.is_set():
            stop_reason = "cancelled"
        elif self.backend is not None:
            t1 = time.perf_counter()
            try:
                outcome = yield from self._rlaa(draft, bounds, policy, book, greedy, cancel, timings, table)
                rounds, stop_reason, stats, texts = outcome.rounds, outcome.stop_reason, outcome.stats, outcome.texts
                tokens = outcome.tokens
                if outcome.error:
                    yield StageFailed("rlaa", outcome.error)
            except Cancelled:
                stop_reason = "cancelled"
            except ModelError as exc:
                stop_reason = "error"
                yield StageFailed("rlaa", str(exc))
            except Exception as exc:  # a bug in one stage must not lose the pre-filter's suggestions
                log.exception("RLAA stage failed")
                stop_reason = "error"
                yield StageFailed("rlaa", f"the analysis failed: {exc}")
            timings["rlaa"] = _ms(t1)
        timings["total"] = _ms(t0)
        suggestions = book.suggestions()
        yield Done(AnalysisResult(text=apply(draft, suggestions), suggestions=suggestions, rounds=rounds,
                                  stop_reason=stop_reason, timings_ms=timings, tokens=tokens, round_stats=stats,
                                  round_texts=texts))

    def _shown(self, text: str, findings: list[Finding], policy: Policy,
               protect_terms: tuple[str, ...]) -> list[Finding]:
        """The findings the policy shows, with the user's always-protect terms of `text` added."""
        findings = [f for f in findings if f.validity in policy.valid_tiers or _free_stand_in(f, policy.style)]
        if protect_terms:
            from .protect import merge, protected_findings

            findings = merge(findings, protected_findings(text, protect_terms, self.prefilter))
        return findings

    def _prefilter_segments(self, draft: str, bounds: list[tuple[int, int]], policy: Policy,
                            protect_terms: tuple[str, ...], book: SuggestionBook, table: tuple[Any, Any],
                            cancel: threading.Event) -> Iterator[Event]:
        """A long draft's pre-filter, one event per segment as each is done (the first in a fraction of the
        whole draft's time). With the last segment come the draft-wide pass's changes (second mentions and
        people across segments), so the pre-filter's final findings are those of the whole draft."""
        detect, finish = getattr(self.prefilter, "detect", None), getattr(self.prefilter, "finish", None)
        seen: list[Finding] = []
        for index, (start, end) in enumerate(bounds):
            part = draft[start:end]
            if detect is not None and finish is not None:
                raw = detect(part, protect=policy.protect, allow=tuple(policy.allow), cancel=cancel)
                seen.extend(_shifted(raw, start))
                found = finish(part, raw)
            else:  # a pre-filter without the two halves (tests): each segment on its own
                found = self.prefilter.find(part, protect=policy.protect, allow=tuple(policy.allow), cancel=cancel)
            shown = _shifted(self._shown(part, found, policy, protect_terms), start)
            added = book.add(from_findings(shown, policy.style, table[0]))
            if index == len(bounds) - 1 and finish is not None:
                whole = self._shown(draft, finish(draft, seen), policy, protect_terms)
                added = _union(added, book.revise(from_findings(whole, policy.style, table[0])))
            yield Suggestions("prefilter", 0, tuple(added), Segment(index, len(bounds), start, end))

    def _rlaa(self, draft: str, bounds: list[tuple[int, int]], policy: Policy, book: SuggestionBook, greedy: bool,
              cancel: threading.Event, timings: dict[str, float],
              table: tuple[Any, Any]) -> Generator[Event, None, LoopOutcome]:
        """The RLAA loop on the draft, or on each segment of a long draft in turn (each its own loop: its
        rounds, settled attributes and rational stop), the suggestions of each round streamed at once."""
        from .rlaa.loop import RlaaLoop

        backend = self.backend
        assert backend is not None
        t = time.perf_counter()
        while not backend.lock.acquire(timeout=_LOCK_POLL_S):
            if cancel.is_set():
                raise Cancelled("analysis cancelled while waiting for the model")
        timings["lock_wait"] = _ms(t)
        outcomes: list[LoopOutcome] = []
        try:
            with backend.watching(cancel):
                for index, (start, end) in enumerate(bounds):
                    segment = Segment(index, len(bounds), start, end) if len(bounds) > 1 else None
                    loop = RlaaLoop(backend, self.prefilter, generalize=table[0], generalize_span=table[1],
                                    questions=self._question_model(), thresholds=self._thresholds(),
                                    clues=self.adapter is not None and self.adapter.clues)
                    run = loop.run(draft[start:end], policy, greedy=greedy, cancel=cancel)
                    while True:
                        try:
                            item = next(run)
                        except StopIteration as stop:
                            outcomes.append(stop.value)
                            break
                        if item.kind == "progress":
                            yield Progress("rlaa", item.round, policy.max_rounds, segment)
                        else:
                            found = [replace(s, start=s.start + start, end=s.end + start) for s in item.suggestions]
                            yield Suggestions("rlaa", item.round, tuple(book.add(found)), segment)
                    if outcomes[-1].stop_reason in ("cancelled", "error"):
                        break
        finally:
            backend.lock.release()
        return _combined(draft, bounds, outcomes)

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


def _tables(vault: Vault) -> tuple[Callable[..., str], Callable[..., str | None]]:
    from .generalize import generalize, generalize_span

    return partial(generalize, vault=vault), partial(generalize_span, vault=vault)


def _free_stand_in(finding: Finding, style: str) -> bool:
    """Under the reversible styles, every explicit identifier gets a stand-in whatever its tier: the reply is
    restored on the user's screen, so a stand-in costs the answer nothing (a name in passing is `low`)."""
    return style in ("placeholder", "pseudonym") and kind_of(finding.category, finding.detector) is not None


def _shifted(findings: list[Finding], offset: int) -> list[Finding]:
    return [replace(f, start=f.start + offset, end=f.end + offset) for f in findings] if offset else findings


def _union(first: list[Suggestion], second: list[Suggestion]) -> list[Suggestion]:
    """Both lists of new or changed suggestions, the later version of one id winning, in draft order."""
    by_id = {s.id: s for s in first}
    by_id.update((s.id, s) for s in second)
    return sorted(by_id.values(), key=lambda s: s.start)


def _combined(draft: str, bounds: list[tuple[int, int]], outcomes: list[LoopOutcome]) -> LoopOutcome:
    """One outcome for the whole draft from its segments' (the one outcome itself when there is one segment).

    rounds: the most any segment took; stop: cancelled or error if a segment ended so, max_rounds if one ran
    out of rounds, else rational; texts: the whole draft after each round (a segment that stopped earlier
    stays at its last text); tokens: summed."""
    from .rlaa.loop import LoopOutcome

    if len(bounds) == 1 and len(outcomes) == 1:
        return outcomes[0]
    reasons = [o.stop_reason for o in outcomes]
    stop = next((r for r in ("cancelled", "error", "max_rounds") if r in reasons), "rational")
    rounds = max((o.rounds for o in outcomes), default=0)
    texts = []
    for r in range(rounds + 1):
        parts = [o.texts[min(r, len(o.texts) - 1)] if o.texts else draft[s:e] for o, (s, e) in zip(outcomes, bounds)]
        parts += [draft[s:e] for s, e in bounds[len(outcomes):]]  # segments never reached (cancelled, failed)
        texts.append("".join(parts))
    tokens: dict[str, int] = {}
    for o in outcomes:
        for key, value in o.tokens.items():
            tokens[key] = tokens.get(key, 0) + value
    return LoopOutcome(texts[-1], rounds, stop, [st for o in outcomes for st in o.stats], texts, tokens,
                       next((o.error for o in outcomes if o.error), None))


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000.0, 1)
