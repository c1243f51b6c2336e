"""M_arb: a validity tier for every inference. Rules first (ghost leaks, cue findings), the model for the rest."""

from __future__ import annotations

from typing import Any

from ..errors import ModelError
from ..records import VALIDITIES, Inference, Judgement
from ..runtime.backend import Backend
from .evidence import context_around, locate, quote_parts
from .ghost import rule_judgement
from .metrics import TokenMeter
from .prompts import prompt_set_for, render

# Characters of the text either side of the evidence that the arbitrator reads: the whole of a short draft
# (up to twice this), the evidence's neighbourhood in a long one, where the whole window cost four times the
# prompt tokens for the same verdict's grounds (the evidence and what surrounds it).
CONTEXT_CHARS = 500

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "validity_level": {"type": "string", "enum": list(VALIDITIES)},
        "validation_notes": {"type": "string", "maxLength": 120},
    },
    "required": ["validity_level", "validation_notes"],
    "additionalProperties": False,
}


class Arbitrator:
    def __init__(self, backend: Backend | None, meter: TokenMeter) -> None:
        self.backend = backend
        self.meter = meter

    def judge(self, text: str, inferences: list[Inference]) -> list[Judgement]:
        out = []
        for inf in inferences:
            verdict = rule_judgement(inf, text)
            if verdict is None:
                verdict = self._ask_model(text, inf)
            out.append(verdict)
        return out

    def _ask_model(self, text: str, inf: Inference) -> Judgement:
        if self.backend is None:
            # No model to verify with: a grounded, relevant quote counts as a medium leak.
            return Judgement(inf, "medium", "grounded evidence, not verified by a model", "rules")
        span = next((s for q in inf.evidence for p in quote_parts(q) for s in locate(p, text)), (0, 0))
        system, user = render("arbitrator", prompt_set_for(self.backend),
                              comment=context_around(text, span[0], span[1], CONTEXT_CHARS),
                              attribute=inf.attribute,
                              guess=inf.guess, evidence="; ".join(repr(q) for q in inf.evidence),
                              reasoning=inf.reasoning or "(none given)")
        try:
            value, gen = self.backend.generate_json(system, user, SCHEMA, max_tokens=80, temperature=0.0)
        except ModelError as exc:
            if exc.generation is None:
                raise
            self.meter.add("arbitrator", exc.generation)
            return Judgement(inf, "invalid", f"the arbitrator's answer was unusable ({exc})", "llm")
        self.meter.add("arbitrator", gen)
        level = value.get("validity_level") if isinstance(value, dict) else None
        notes = value.get("validation_notes", "") if isinstance(value, dict) else ""
        if level not in VALIDITIES:
            return Judgement(inf, "invalid", "the arbitrator gave no validity level", "llm")
        return Judgement(inf, level, str(notes).strip(), "llm")
