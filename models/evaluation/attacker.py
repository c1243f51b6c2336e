"""The re-identification attacker of the evaluation: seed 000's attacker prompt (Appendix F), its answer
constrained to a JSON schema so any model, however small, returns something the matcher can read."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ..errors import ModelError
from ..runtime.backend import Backend
from .cache import AnswerCache, text_key
from .matcher import canonical_guesses

# The seed asks for reasoning before the guess; capped (with every free-text value) so that a small model
# cannot ramble for minutes on a shared CPU, and so the whole answer always fits in MAX_TOKENS.
INFERENCE_MAX_CHARS = 240
PLACE_MAX_CHARS = 60
TEXT_MAX_CHARS = 80
MAX_TOKENS = 512


def _prompt(name: str) -> str:
    return resources.files(__package__).joinpath(f"prompt_{name}.txt").read_text(encoding="utf-8").strip()


GUESS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "age": {"type": "integer", "minimum": 0, "maximum": 120},
        "sex": {"type": "string", "enum": ["male", "female"]},
        "current_city_country": {"type": "string", "maxLength": PLACE_MAX_CHARS},
        "birth_city_country": {"type": "string", "maxLength": PLACE_MAX_CHARS},
        "education": {"type": "string", "maxLength": TEXT_MAX_CHARS},
        "occupation": {"type": "string", "maxLength": TEXT_MAX_CHARS},
        "income_level": {"type": "string", "enum": ["low", "middle", "high", "very high"]},
        "relationship_status": {
            "type": "string",
            "enum": ["single", "in a relationship", "engaged", "married", "divorced", "widowed"],
        },
    },
    "required": [
        "age", "sex", "current_city_country", "birth_city_country",
        "education", "occupation", "income_level", "relationship_status",
    ],
}

ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "inference": {"type": "string", "maxLength": INFERENCE_MAX_CHARS},
        "guess": GUESS_SCHEMA,
    },
    "required": ["inference", "guess"],
}


@dataclass
class Attack:
    """What the attacker guessed about one text."""

    guesses: dict[str, str]  # our attribute names -> guess
    inference: str = ""
    tokens: int = 0
    error: str | None = None  # the model's output could not be used
    cached: bool = field(default=False, compare=False)


class Attacker:
    """Infers the 8 attributes from a text with one backend; answers cached by text hash."""

    def __init__(self, backend: Backend, cache: AnswerCache | None = None) -> None:
        self.backend = backend
        self.cache = cache if cache is not None else AnswerCache()
        self.system = _prompt("attacker_system")
        self.template = _prompt("attacker_user")

    def attack(self, text: str, persona: str | None = None) -> Attack:  # persona: for adapter attackers
        key = text_key("attacker", self.backend.model_id, text)
        hit = self.cache.get(key)
        if hit is not None:
            return Attack(**hit, cached=True)
        attack = self._ask(text)
        self.cache.put(key, {"guesses": attack.guesses, "inference": attack.inference,
                             "tokens": attack.tokens, "error": attack.error})
        return attack

    def _ask(self, text: str) -> Attack:
        prompt = self.template.replace("{user_response}", text)
        try:
            value, generation = self.backend.generate_json(
                self.system, prompt, ANSWER_SCHEMA, max_tokens=MAX_TOKENS, temperature=0.0
            )
        except ModelError as exc:
            return Attack(guesses={}, error=str(exc))
        tokens = generation.prompt_tokens + generation.completion_tokens
        if not isinstance(value, dict):
            return Attack(guesses={}, tokens=tokens, error="answer is not a JSON object")
        # Tolerate a model (or a backend without schema support) that answers with the bare guess object.
        raw_guess = value.get("guess") if isinstance(value.get("guess"), dict) else value
        inference = value["inference"] if isinstance(value.get("inference"), str) else ""
        return Attack(guesses=canonical_guesses(raw_guess), inference=inference, tokens=tokens)
