"""The service's model: load the chosen one or fall back to the embedded one, and measure its speed.

A chosen model can disappear (a file deleted, an Ollama model removed, a server stopped). The service
must never die of it: it runs on the embedded model and says why in a notice the popup shows; the choice
stays in config.json, so the model is used again once it is back.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from dataclasses import dataclass
from typing import Any

from models.errors import ModelError
from models.events import Done, Event

log = logging.getLogger("looktwice.model")

SPEED_WINDOW = 10  # the last analyses the popup's speed is measured on


def load_engine(model_ref: str | None, use_llm: bool, allow_remote: bool,
                use_adapter: bool = True) -> tuple[Any, str | None]:
    """(engine, notice): the chosen model's engine, else the embedded model's with a notice saying why."""
    from models.engine import Engine

    try:
        return Engine.load(model_path=model_ref, use_llm=use_llm, allow_remote=allow_remote,
                           use_adapter=use_adapter), None
    except ModelError as exc:
        if model_ref in (None, "", "embedded") or not use_llm:
            raise
        notice = fallback_notice(model_ref, str(exc))
        log.warning("%s", notice)
        return Engine.load(model_path=None, use_llm=use_llm, use_adapter=use_adapter), notice


def fallback_notice(model_ref: str, why: str) -> str:
    return f"{model_ref} is not available ({why}); using the embedded model until it is back"


def server_gone(engine: Any) -> str | None:
    """Why the engine's model server no longer answers, or None (not a server, or it answers)."""
    backend = getattr(engine, "backend", None)
    base_url = getattr(backend, "base_url", None)
    if not isinstance(base_url, str):
        return None
    from models.runtime.server_backend import probe_server

    return None if probe_server(base_url) is not None else f"no model server answers at {base_url}"


@dataclass(frozen=True)
class Speed:
    """The model's measured speed over the last analyses that used it."""

    analyses: int
    s_per_analysis: float
    tokens_per_s: float | None  # prompt and generated tokens over the model's time

    def to_json(self) -> dict[str, Any]:
        return {"analyses": self.analyses, "s_per_analysis": self.s_per_analysis, "tokens_per_s": self.tokens_per_s}


class SpeedMeter:
    """Fed with every analysis' terminal event (only `Done` counts); thread-safe."""

    def __init__(self, window: int = SPEED_WINDOW) -> None:
        self._runs: deque[tuple[float, float, int]] = deque(maxlen=window)
        self._lock = threading.Lock()

    def add(self, terminal: Event) -> None:
        if not isinstance(terminal, Done):
            return  # the analysis ended without a result: nothing to measure
        result = terminal.result
        total_ms, model_ms = result.timings_ms.get("total"), result.timings_ms.get("rlaa")
        if result.stop_reason == "cancelled" or not isinstance(model_ms, (float, int)):
            return  # pre-filter only, or cut short: says nothing about the model
        with self._lock:
            self._runs.append((float(total_ms or model_ms), float(model_ms), int(result.tokens.get("total") or 0)))

    def reset(self) -> None:
        with self._lock:
            self._runs.clear()

    def speed(self) -> Speed | None:
        with self._lock:
            runs = list(self._runs)
        if not runs:
            return None
        model_s = sum(r[1] for r in runs) / 1000.0
        tokens = sum(r[2] for r in runs)
        return Speed(len(runs), round(sum(r[0] for r in runs) / 1000.0 / len(runs), 2),
                     round(tokens / model_s, 1) if model_s > 0 and tokens else None)
