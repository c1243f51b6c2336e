"""The utility judge of seed 000 (Appendix F, "Utility Judge Prompt") and UTIL, eq. 12."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..errors import ModelError
from ..runtime.backend import Backend
from .cache import AnswerCache, text_key

S_MAX = 10
MAX_TOKENS = 512
EXPLANATION_MAX_CHARS = 400


def _part(low: int, high: int) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "explanation": {"type": "string", "maxLength": EXPLANATION_MAX_CHARS},
            # an enum, not minimum/maximum: llama.cpp's schema grammar does not enforce integer bounds
            "score": {"type": "integer", "enum": list(range(low, high + 1))},
        },
        "required": ["explanation", "score"],
    }


JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"readability": _part(1, 10), "meaning": _part(1, 10), "hallucinations": _part(0, 1)},
    "required": ["readability", "meaning", "hallucinations"],
}


@dataclass(frozen=True)
class Judgement:
    """The judge's three scores for one adapted text: readability, meaning (1–10), hallucination (0/1,
    1 = no new information)."""

    readability: int
    meaning: int
    hallucination: int

    @property
    def util(self) -> float:
        """One sample's term of eq. 12: (read/S_max + mean/S_max + hall) / K, K = 3."""
        return (self.readability / S_MAX + self.meaning / S_MAX + self.hallucination) / 3


def _prompt(name: str) -> str:
    return resources.files(__package__).joinpath(f"prompt_{name}.txt").read_text(encoding="utf-8").strip()


def _score(value: Any, part: str, low: int, high: int) -> int:
    score = value.get(part, {}).get("score") if isinstance(value.get(part), dict) else None
    if isinstance(score, bool) or not isinstance(score, (int, float)) or not low <= score <= high:
        raise ModelError(f"judge answer has no valid {part} score")
    return int(round(score))


class UtilityJudge:
    """Scores (original, adapted) pairs with one backend; answers cached by the pair's hash."""

    def __init__(self, backend: Backend, cache: AnswerCache | None = None) -> None:
        self.backend = backend
        self.cache = cache if cache is not None else AnswerCache()
        self.system = _prompt("judge_system")
        self.template = _prompt("judge_user")

    def judge(self, original: str, adapted: str) -> Judgement | None:
        """The judgement, or None when the model's answer is unusable (counted as missing, not as 0)."""
        key = text_key("judge", self.backend.model_id, original, adapted)
        hit = self.cache.get(key)
        if hit is not None:
            return Judgement(**hit) if hit else None
        prompt = self.template.replace("{original_comment_string}", original).replace(
            "{adapted_comment_string}", adapted
        )
        try:
            value, _ = self.backend.generate_json(self.system, prompt, JUDGE_SCHEMA, max_tokens=MAX_TOKENS)
            if not isinstance(value, dict):
                raise ModelError("judge answer is not a JSON object")
            judgement = Judgement(
                readability=_score(value, "readability", 1, 10),
                meaning=_score(value, "meaning", 1, 10),
                hallucination=_score(value, "hallucinations", 0, 1),
            )
        except ModelError:
            self.cache.put(key, {})
            return None
        self.cache.put(key, {"readability": judgement.readability, "meaning": judgement.meaning,
                             "hallucination": judgement.hallucination})
        return judgement
