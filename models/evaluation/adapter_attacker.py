"""The evaluation's attacker with the trained adapters: the 8 attributes asked one question each, by the
adapter of a fold that never trained on the comment's persona (models/adapter/personas.py).

The adapters it uses (`eval-attacker-fold*`) were trained on GPT-4's guesses, not the true values the
engine's adapters learned: a separately trained attacker that the engine did not train against. A
sample without a persona (another data set) is judged by fold 0's adapter; PersonalReddit comments
always have one, and a comment whose persona every adapter trained on is an error, never a silent pick.
"""

from __future__ import annotations

from typing import Any, Callable

from ..adapter.prompt import DESCRIBE, comment_prefix, question_suffix
from ..adapter.registry import Adapter, unseen_adapter
from .attacker import Attack
from .cache import AnswerCache, text_key


class AdapterEvalAttacker:
    """attack(text, persona) -> Attack, answers cached by (adapter, text)."""

    def __init__(self, adapters: list[Adapter], load: Callable[[Adapter], Any], cache: AnswerCache | None = None) -> None:
        self.adapters = adapters
        self._load = load  # Adapter -> LlamaQuestions (loaded on first use)
        self._models: dict[str, Any] = {}
        self.cache = cache if cache is not None else AnswerCache()
        self.model_id = "SmolLM2-135M + " + "/".join(a.name for a in adapters)

    @property
    def backend(self) -> Any:  # PairScorer.model_ids() names the attacker through .backend.model_id
        return self

    def pick(self, persona: str | None) -> Adapter:
        return unseen_adapter(self.adapters, persona) if persona is not None else self.adapters[0]

    def attack(self, text: str, persona: str | None = None) -> Attack:
        adapter = self.pick(persona)
        key = text_key("adapter-attacker", adapter.name, text)
        hit = self.cache.get(key)
        if hit is not None:
            return Attack(**hit, cached=True)
        model = self._models.get(adapter.name)
        if model is None:
            model = self._models[adapter.name] = self._load(adapter)
        before = model.evaluated
        prefix = comment_prefix(text)
        guesses = {a: model.ask(prefix, question_suffix(a)).text for a in DESCRIBE}
        attack = Attack(guesses=guesses, inference=f"adapter {adapter.name}", tokens=model.evaluated - before)
        self.cache.put(key, {"guesses": attack.guesses, "inference": attack.inference, "tokens": attack.tokens,
                             "error": None})
        return attack


def load_questions(n_threads: int | None = None) -> Callable[[Adapter], Any]:
    def load(adapter: Adapter) -> Any:
        from ..runtime.llama_questions import LlamaQuestions
        from ..runtime.loader import load_backend

        return LlamaQuestions(getattr(load_backend(None, n_threads=n_threads, lora_path=adapter.path), "native"))

    return load
