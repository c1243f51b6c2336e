"""Seed 000, Algorithm 1: attack, arbitrate, anonymize the EXECUTE set; stop when it is empty.

`run` is a generator so the engine can stream: it yields a progress item at the start of each round and
the round's suggestions (ORIGINAL-draft offsets) at its end, and returns a LoopOutcome.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from ..errors import Cancelled, ModelError
from ..policy import Policy
from ..records import Judgement, RoundStats, Suggestion
from ..runtime.backend import Backend
from .anonymizer import Anonymizer
from .arbitrator import Arbitrator
from .attacker import Attacker
from .metrics import TokenMeter, leaks_resolved, marginal_rate
from .workcopy import WorkingCopy

GREEDY_VALIDITY = "medium"  # what an unarbitrated model inference is acted on as


@dataclass
class LoopItem:
    kind: str  # "progress" | "suggestions"
    round: int
    suggestions: list[Suggestion] = field(default_factory=list)


@dataclass
class LoopOutcome:
    text: str
    rounds: int  # anonymization steps taken (t of Algorithm 1)
    stop_reason: str  # rational / max_rounds / cancelled / error
    stats: list[RoundStats]
    texts: list[str]  # working text after each step, [0] = the draft
    tokens: dict[str, int]
    error: str | None = None


class RlaaLoop:
    def __init__(self, backend: Backend | None, prefilter: Any, *,
                 generalize: Callable[..., str] | None = None,
                 generalize_span: Callable[..., str | None] | None = None,
                 utility: Callable[[str, str], float] | None = None) -> None:
        if generalize is None or generalize_span is None:
            from ..generalize import generalize as table, generalize_span as span_table

            generalize, generalize_span = generalize or table, generalize_span or span_table
        if utility is None:
            from ..textsim import rouge_l_f1 as utility
        self.prefilter = prefilter
        self.utility = utility
        self.meter = TokenMeter()
        self.attacker = Attacker(backend, self.meter)
        self.arbitrator = Arbitrator(backend, self.meter)
        self.anonymizer = Anonymizer(backend, self.meter, generalize, generalize_span)
        self.trace: list[tuple[int, list[Judgement]]] = []  # every round's verdicts, for diagnostics/benchmarks

    def run(self, draft: str, policy: Policy, *, greedy: bool = False,
            cancel: threading.Event | None = None) -> Generator[LoopItem, None, LoopOutcome]:
        cancel = cancel or threading.Event()
        work = WorkingCopy(draft)
        stats: list[RoundStats] = []
        texts = [draft]
        utility_prev = self.utility(draft, draft)
        t, stop_reason, error = 0, "max_rounds", None
        try:
            while t < policy.max_rounds:
                _check(cancel)
                yield LoopItem("progress", t + 1)
                began, tokens_before = time.perf_counter(), self.meter.prompt + self.meter.completion
                text = work.text
                findings = self.prefilter.find(text, protect=policy.protect, allow=tuple(policy.allow))
                inferences = self.attacker.attack(text, policy, findings, work.edited_spans())
                _check(cancel)
                judgements = self._select(text, inferences, greedy)
                self.trace.append((t + 1, judgements))
                executed = judgements if greedy else [j for j in judgements if j.validity in policy.valid_tiers]
                _check(cancel)
                edits = self.anonymizer.edits(text, executed, policy.style) if executed else []
                _check(cancel)
                if not edits and not greedy:
                    # Empty EXECUTE set (or nothing in it could be edited): x(t+1) = x(t), the fixed point.
                    stats.append(RoundStats(t + 1, len(inferences), len(executed), 0, 0.0, 0.0, None,
                                            self._spent(tokens_before), _ms(began)))
                    stop_reason = "rational"
                    break
                work.apply(edits, t + 1)
                new_text = work.text
                mpg = float(leaks_resolved(executed, new_text))
                utility = self.utility(draft, new_text)
                muc = utility_prev - utility
                utility_prev = utility
                stats.append(RoundStats(t + 1, len(inferences), len(executed), len(edits), mpg, muc,
                                        marginal_rate(muc, mpg), self._spent(tokens_before), _ms(began)))
                texts.append(new_text)
                t += 1
                yield LoopItem("suggestions", t, work.suggestions(touched_in=t))
        except Cancelled:
            stop_reason = "cancelled"
        except ModelError as exc:
            stop_reason, error = "error", str(exc)
        return LoopOutcome(work.text, t, stop_reason, stats, texts, self.meter.as_dict(), error)

    def _select(self, text: str, inferences: list, greedy: bool) -> list[Judgement]:
        if not greedy:
            return self.arbitrator.judge(text, inferences)
        # FgAA-like baseline: no arbitration, every inference is acted on.
        return [Judgement(i, i.finding.validity if i.finding is not None else GREEDY_VALIDITY, "greedy", "none")
                for i in inferences]

    def _spent(self, before: int) -> int:
        return self.meter.prompt + self.meter.completion - before


def _check(cancel: threading.Event) -> None:
    if cancel.is_set():
        raise Cancelled("analysis cancelled")


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000.0, 1)
