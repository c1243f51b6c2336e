"""A backend that replays canned outputs, for tests (like simonw/llm's MockModel)."""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import Cancelled, ModelError
from .backend import Backend, Generation

Responder = Callable[[str, str, "dict[str, Any] | None"], Any]


@dataclass(frozen=True)
class Call:
    """One request the scripted backend received."""

    method: str  # "generate" | "generate_json"
    system: str
    prompt: str
    schema: dict[str, Any] | None
    temperature: float
    max_tokens: int


class ScriptedBackend(Backend):
    """Answers each call with the next enqueued output (a string, a JSON value, or a callable).

    When the queue is empty, `default` answers (a value or a callable of (system, prompt, schema)); without
    a default an empty queue is a ModelError. `delay_s` makes every call slow, checking for cancellation
    every 10 ms like a real generation loop does.
    """

    model_id = "scripted"
    supports_schema = True

    def __init__(self, outputs: list[Any] | None = None, *, default: Any = None, delay_s: float = 0.0) -> None:
        super().__init__()
        self._queue: deque[Any] = deque(outputs or [])
        self.default = default
        self.delay_s = delay_s
        self.history: list[Call] = []

    def enqueue(self, *outputs: Any) -> None:
        self._queue.extend(outputs)

    def generate(self, system: str, prompt: str, *, max_tokens: int = 256, temperature: float = 0.0,
                 top_p: float = 1.0, stop: list[str] | None = None) -> Generation:
        self.history.append(Call("generate", system, prompt, None, temperature, max_tokens))
        value = self._next(system, prompt, None)
        text = value if isinstance(value, str) else json.dumps(value)
        return Generation(text, self.count_tokens(system + prompt), self.count_tokens(text))

    def generate_json(self, system: str, prompt: str, schema: dict[str, Any], *, max_tokens: int = 256,
                      temperature: float = 0.0) -> tuple[Any, Generation]:
        self.history.append(Call("generate_json", system, prompt, schema, temperature, max_tokens))
        value = self._next(system, prompt, schema)
        text = value if isinstance(value, str) else json.dumps(value)
        try:
            parsed = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ModelError(f"the model's output is not JSON: {exc}") from None
        return parsed, Generation(text, self.count_tokens(system + prompt), self.count_tokens(text))

    def count_tokens(self, text: str) -> int:
        return len(text.split())

    def _next(self, system: str, prompt: str, schema: dict[str, Any] | None) -> Any:
        self._wait()
        if self._queue:
            value = self._queue.popleft()
        elif self.default is not None:
            value = self.default
        else:
            raise ModelError("scripted backend: no output left")
        return value(system, prompt, schema) if callable(value) else value

    def _wait(self) -> None:
        deadline = time.monotonic() + self.delay_s
        while True:
            if self.cancelled:
                raise Cancelled("generation cancelled")
            if time.monotonic() >= deadline:
                return
            time.sleep(min(0.01, max(0.0, deadline - time.monotonic())))
