"""The backend protocol every model runtime implements (modelled on simonw/llm's Model)."""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Generation:
    """Text a backend produced and what it cost."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    evaluated_prompt_tokens: int | None = None  # prompt tokens actually computed (the rest came from a cache)


class Backend(ABC):
    """A loaded model. One instance serves the attacker, the arbitrator and the anonymizer.

    Calls are serialized by the caller's lock; `cancel()` may be called from any thread and makes the
    running generation stop early and raise models.errors.Cancelled.
    """

    model_id: str = "unknown"
    supports_schema: bool = False
    # What the loader learned about the model (GGUF header or the server); None when unknown.
    parameters: int | None = None
    quantization: str | None = None
    context_length: int | None = None
    label: str | None = None  # as its users know it: "qwen2.5:7b · Ollama"
    # Replaces every role's sampling temperature when set (0: reproducible runs, e.g. to compare backends).
    temperature_override: float | None = None

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self._cancel = threading.Event()
        self._watched: threading.Event | None = None

    @abstractmethod
    def generate(
        self,
        system: str,
        prompt: str,
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
        top_p: float = 1.0,
        stop: list[str] | None = None,
    ) -> Generation:
        """Chat-style generation: a system message and one user message."""

    @abstractmethod
    def generate_json(
        self,
        system: str,
        prompt: str,
        schema: dict[str, Any],
        *,
        max_tokens: int = 256,
        temperature: float = 0.0,
    ) -> tuple[Any, Generation]:
        """Generation constrained to a JSON schema; returns the parsed value and the raw generation.

        Raises ModelError when the output cannot be parsed (only possible without constrained decoding).
        """

    @abstractmethod
    def count_tokens(self, text: str) -> int:
        """Tokens the model's tokenizer makes of `text`."""

    def sampling_temperature(self, asked: float) -> float:
        return asked if self.temperature_override is None else self.temperature_override

    def cancel(self) -> None:
        """Ask the running generation to stop; it raises Cancelled."""
        self._cancel.set()

    def reset_cancel(self) -> None:
        self._cancel.clear()

    @property
    def cancelled(self) -> bool:
        watched = self._watched
        return self._cancel.is_set() or (watched is not None and watched.is_set())

    @contextmanager
    def watching(self, cancel: threading.Event | None) -> Iterator[None]:
        """While inside, setting `cancel` (an analysis' own event) also stops the running generation."""
        self.reset_cancel()
        self._watched = cancel
        try:
            yield
        finally:
            self._watched = None
