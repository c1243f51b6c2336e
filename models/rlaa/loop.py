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
from ..records import Inference, Judgement, RoundStats, Suggestion
from ..runtime.backend import Backend
from .adapter_attacker import AdapterAttacker, QuestionModel
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
                 utility: Callable[[str, str], float] | None = None,
                 questions: QuestionModel | None = None, thresholds: dict[str, float] | None = None,
                 clues: bool = False) -> None:
        """questions/thresholds: the trained attacker adapter (models/adapter); without it the model is
        asked with the JSON attacker prompt."""
        if generalize is None or generalize_span is None:
            from ..generalize import generalize as table, generalize_span as span_table

            generalize, generalize_span = generalize or table, generalize_span or span_table
        if utility is None:
            from ..textsim import rouge_l_f1

            utility = rouge_l_f1
        self.prefilter = prefilter
        self.utility = utility
        self.meter = TokenMeter()
        self.attacker: Attacker | AdapterAttacker
        if questions is not None and backend is not None:
            self.attacker = AdapterAttacker(questions, thresholds or {}, self.meter,
                                            cost=lambda: int(getattr(questions, "evaluated", 0)), clues=clues)
        else:
            self.attacker = Attacker(backend, self.meter)
        self.arbitrator = Arbitrator(backend, self.meter)
        self.anonymizer = Anonymizer(backend, self.meter, generalize, generalize_span)
        self.trace: list[tuple[int, list[Judgement]]] = []  # every round's verdicts, for diagnostics/benchmarks
        self._round = 0

    def run(self, draft: str, policy: Policy, *, greedy: bool = False,
            cancel: threading.Event | None = None) -> Generator[LoopItem, None, LoopOutcome]:
        cancel = cancel or threading.Event()
        if isinstance(self.attacker, AdapterAttacker):
            self.attacker.findings = lambda text: self.prefilter.find(text, protect=policy.protect,
                                                                      allow=tuple(policy.allow))
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
                self._round = t + 1
                text = round_start = work.text
                # Phase 1a: the cue detectors; their verdicts are the detectors' own (no model), so their
                # edits are applied before the model looks, which then sees what they could not.
                findings = self.prefilter.find(text, protect=policy.protect, allow=tuple(policy.allow))
                cues = self.attacker.cues(findings, work.edited_spans())
                cue_exec = self._execute(text, cues, policy, greedy)
                cue_edits = self.anonymizer.edits(text, cue_exec, policy.style) if cue_exec else []
                if cue_edits:
                    work.apply(cue_edits, t + 1)
                _check(cancel)
                # Phase 1b-3: the model's inferences, arbitration, span edits for the EXECUTE set only.
                text = work.text
                inferences = self.attacker.ask(text, policy, (i.attribute for i in cues))
                _check(cancel)
                llm_exec = self._execute(text, inferences, policy, greedy)
                if not greedy:
                    self.attacker.settle({j.inference.attribute for j in llm_exec})
                llm_edits = self.anonymizer.edits(text, llm_exec, policy.style) if llm_exec else []
                _check(cancel)
                executed, edits = cue_exec + llm_exec, cue_edits + llm_edits
                inferences = cues + inferences
                if not edits and not greedy:
                    # Empty EXECUTE set (or nothing in it could be edited): x(t+1) = x(t), the fixed point.
                    stats.append(RoundStats(t + 1, len(inferences), len(executed), 0, 0.0, 0.0, None,
                                            self._spent(tokens_before), _ms(began)))
                    stop_reason = "rational"
                    break
                if llm_edits:
                    work.apply(llm_edits, t + 1)
                new_text = work.text
                mpg = float(leaks_resolved(executed, (round_start, text), new_text))
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

    def _execute(self, text: str, inferences: list[Inference], policy: Policy, greedy: bool) -> list[Judgement]:
        """The EXECUTE set: judgements whose tier is in V_valid (greedy: every inference, unjudged)."""
        if greedy:  # FgAA-like baseline: no arbitration, every inference is acted on
            judgements = [Judgement(i, i.finding.validity if i.finding is not None else GREEDY_VALIDITY, "greedy",
                                    "none") for i in inferences]
        else:
            judgements = self.arbitrator.judge(text, inferences)
        self.trace.append((self._round, judgements))
        return judgements if greedy else [j for j in judgements if j.validity in policy.valid_tiers]

    def _spent(self, before: int) -> int:
        return self.meter.prompt + self.meter.completion - before


def _check(cancel: threading.Event) -> None:
    if cancel.is_set():
        raise Cancelled("analysis cancelled")


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000.0, 1)
