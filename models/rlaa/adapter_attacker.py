"""M_atk with the trained adapter: one short question per protected attribute, confidence from the
answer's probability, evidence by occlusion.

The comment is the shared prefix of every question (llama.cpp keeps it in its cache). An attribute is
confidently inferable when the answer's probability reaches the threshold calibrated for it on
held-out personas (the adapter's manifest; an attribute without one is never asked: the adapter is no
better than a text-blind guess on it). The evidence is the span whose removal most lowers that
probability; it goes to the arbitrator like any model inference, so the ghost-leak layer checks it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from ..adapter.prompt import DESCRIBE, MAX_COMMENT_CHARS, clues_of, comment_prefix, question_suffix
from ..policy import Policy
from ..records import Finding, Inference
from ..runtime.llama_questions import Answer
from .attacker import cue_inferences
from ..fold import fold
from .metrics import TokenMeter
from .occlusion import candidate_spans, without

MIN_DROP = 0.1  # a span is evidence when removing it lowers the answer's probability by at least this
# Tokens one evidence search may compute, in readings of the comment. Short comments are bounded too: with
# the clue-reading adapter, unbounded searches on PersonalReddit comments cost a median of ~1,600 tokens
# (11 s on 2 cores) and found no evidence the pre-filter had not (bench/results/pipeline_adapter_clues.md);
# bounding them left PANORAMA's leaks unchanged (bench/results/eval_spia/README.md).
OCCLUSION_BUDGET = 3
CHARS_PER_TOKEN = 4  # English text in SmolLM2's tokens, for the budget (measured: 2,400 chars = 567 tokens)
_NO_GUESS = {"", "unknown", "none", "n/a", "not specified", "not mentioned", "unclear"}


class QuestionModel(Protocol):
    """What the attacker needs from the model (LlamaQuestions; scripted in tests)."""

    def ask(self, prefix: str, question: str) -> Answer: ...

    def probability(self, prefix: str, question: str, answer: Answer) -> float: ...

    def adapter_off(self) -> None: ...


class AdapterAttacker:
    """The Attacker interface (cues / ask / settle) answered by the adapter's questions."""

    def __init__(self, model: QuestionModel, thresholds: Mapping[str, float], meter: TokenMeter,
                 findings: Callable[[str], Iterable[Finding]] = lambda text: (),
                 cost: Callable[[], int] = lambda: 0, clues: bool = False) -> None:
        self.model = model
        self.thresholds = dict(thresholds)
        self.meter = meter
        self.findings = findings  # the cue detectors on the current text: the first occlusion candidates
        self.cost = cost  # tokens the model computed so far (for the token bill)
        self.clues = clues  # the adapter was trained with the findings as clues in its prompt
        self.settled: set[str] = set()
        self.last_asked: list[str] = []
        self.last_confidence: dict[str, float] = {}

    def cues(self, findings: Iterable[Finding], skip: Sequence[tuple[int, int]] = ()) -> list[Inference]:
        return cue_inferences(findings, skip)

    def ask(self, text: str, policy: Policy, handled: Iterable[str] = ()) -> list[Inference]:
        """Inferences for the attributes the adapter answers confidently, each with its occlusion evidence."""
        asked = [a for a in policy.protect if a in DESCRIBE and a in self.thresholds and a not in self.settled]
        self.last_asked = asked
        self.last_confidence = {}
        if not asked:
            return []
        before = self.cost()
        try:
            findings = list(self.findings(text))  # the clues, and the first occlusion candidates
            prefix = self._prefix(text, findings)
            confident: dict[str, Answer] = {}
            for attribute in asked:
                answer = self.model.ask(prefix, question_suffix(attribute))
                self.last_confidence[attribute] = answer.probability
                if fold(answer.text).strip(" .") not in _NO_GUESS and answer.probability >= self.thresholds[attribute]:
                    confident[attribute] = answer
            return self._evidence(text, confident, findings, prefix) if confident else []
        finally:
            self.model.adapter_off()
            spent = self.cost() - before
            if spent:
                from ..runtime.backend import Generation

                self.meter.add("attacker", Generation("", spent, 0, spent))

    def settle(self, valid_attributes: set[str]) -> None:
        """What was asked and gave no valid leak is settled: edits only remove, so it cannot come back."""
        self.settled.update(a for a in self.last_asked if a not in valid_attributes)

    def _prefix(self, text: str, findings: list[Finding]) -> str:
        return comment_prefix(text, clues_of(findings) if self.clues else ())

    def _evidence(self, text: str, confident: dict[str, Answer], findings: list[Finding],
                  prefix: str) -> list[Inference]:
        """The evidence of each confident answer, by occlusion, within a bounded number of model tokens.

        Every candidate costs the re-evaluation of the comment from the candidate to its end, so on a long
        comment the 16 candidates cost up to 16 readings of it. Three bounds keep one search near
        OCCLUSION_BUDGET readings, whatever the length: candidates outside what the model reads are skipped
        (removing them changes nothing it sees); the spans holding a word of an answer are tried first; and
        an attribute is done once a span's removal takes its answer below the attribute's threshold (the
        attacker no longer infers it confidently: that span is enough evidence to act on, and the next
        round asks again about the edited text). Otherwise the span with the largest drop is the evidence,
        as before; the search ends when the budget is spent. `prefix`: the comment as asked."""
        read = min(len(text), MAX_COMMENT_CHARS)
        spans = [sp for sp in candidate_spans(text, [(f.start, f.end) for f in findings]) if sp[1] <= read]
        answer_words = {w for a in confident.values() for w in re.findall(r"\w{3,}", fold(a.text))}

        def named(span: tuple[int, int]) -> bool:
            return bool(answer_words & set(re.findall(r"\w{3,}", fold(text[span[0]:span[1]]))))

        # Latest span first within each group: each removal keeps the cached tokens before it.
        spans.sort(key=lambda span: (not named(span), -span[0]))
        best: dict[str, tuple[float, float, tuple[int, int]]] = {}
        # The reference probability is scored the way the occluded texts are (teacher-forced): llama.cpp's
        # batched and token-by-token arithmetic differ by a few percent, which must not look like evidence.
        start_cost = self.cost()
        budget = OCCLUSION_BUDGET * (len(prefix) // CHARS_PER_TOKEN + 1)
        reference = {a: self.model.probability(prefix, question_suffix(a), ans) for a, ans in confident.items()}
        open_attributes = dict(confident)
        for span in spans:
            if not open_attributes or self.cost() - start_cost > budget:
                break
            # a clue goes with the words it was found in: otherwise removing them would change nothing
            kept = [f for f in findings if f.end <= span[0] or f.start >= span[1]]
            occluded = self._prefix(without(text, span), kept)
            for attribute, answer in list(open_attributes.items()):
                p = self.model.probability(occluded, question_suffix(attribute), answer)
                drop = reference[attribute] - p
                held = best.get(attribute)
                # the largest drop; on a tie the shorter span (the more precise edit)
                if drop >= MIN_DROP and (held is None or drop > held[0] + 1e-9 or (
                        abs(drop - held[0]) <= 1e-9 and span[1] - span[0] < held[2][1] - held[2][0])):
                    best[attribute] = (drop, p, span)
                if drop >= MIN_DROP and p < self.thresholds.get(attribute, 0.0):
                    del open_attributes[attribute]  # no longer confidently inferred without this span
        out = []
        for attribute, (_drop, p, (s, e)) in best.items():
            answer = confident[attribute]
            out.append(Inference(
                attribute=attribute, guess=answer.text, evidence=(text[s:e],), source="llm",
                reasoning=(f"The trained attacker answers {answer.text!r} with probability "
                           f"{reference[attribute]:.2f}; without this phrase {p:.2f}.")))
        return out
