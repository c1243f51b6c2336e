"""Per-round economics of seed 000 §3.2 (MPG, MUC, MRS) and the token bill of an analysis."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..records import Judgement
from ..runtime.backend import Generation
from .evidence import is_substantive, locate, quote_parts


@dataclass
class TokenMeter:
    """Prompt and completion tokens spent, per role and in total."""

    prompt: int = 0
    completion: int = 0
    evaluated: int = 0  # prompt tokens really computed (prefix-cache misses)
    calls: int = 0
    by_role: dict[str, int] = field(default_factory=dict)

    def add(self, role: str, gen: Generation) -> None:
        self.prompt += gen.prompt_tokens
        self.completion += gen.completion_tokens
        self.evaluated += gen.prompt_tokens if gen.evaluated_prompt_tokens is None else gen.evaluated_prompt_tokens
        self.calls += 1
        self.by_role[role] = self.by_role.get(role, 0) + gen.prompt_tokens + gen.completion_tokens

    def as_dict(self) -> dict[str, int]:
        return {"prompt": self.prompt, "completion": self.completion, "total": self.prompt + self.completion,
                "prompt_evaluated": self.evaluated, "calls": self.calls, **{f"{k}_total": v for k, v in sorted(self.by_role.items())}}


def leaks_resolved(executed: list[Judgement], before: tuple[str, ...], new_text: str) -> int:
    """MPG of a round: executed leaks whose evidence occurred in the text `before` the edits and no
    longer occurs in the new text. A leak whose evidence was never there (a ghost the greedy baseline
    acts on) resolves nothing."""
    resolved = 0
    for j in executed:
        inf = j.inference
        quotes = [inf.finding.text] if inf.finding is not None else list(inf.evidence)
        parts = [p for q in quotes for p in quote_parts(q) if is_substantive(p)] or quotes
        was_there = any(locate(p, text) for p in parts for text in before)
        if was_there and not any(locate(p, new_text) for p in parts):
            resolved += 1
    return resolved


def marginal_rate(muc: float, mpg: float) -> float | None:
    """MRS = MUC / MPG; undefined (None) when the round gained no privacy."""
    return muc / mpg if mpg else None
