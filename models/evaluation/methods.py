"""The anonymization methods compared on the same inputs: `none` (the original), `mask` (pre-filter spans
replaced by ***, the NER-masking baseline), `greedy` (FgAA: every inference acted on, fixed rounds) and
`rlaa` (the engine with its arbitrator and rational stop)."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from ..errors import InputError, LookTwiceError
from ..policy import Policy

METHODS = ("none", "mask", "greedy", "rlaa")
MASK = "***"


@dataclass
class MethodRun:
    """What one method made of one text, and what it cost."""

    text: str
    rounds: int = 0
    stop_reason: str = "none"
    round_stats: list[dict[str, Any]] = field(default_factory=list)
    round_texts: list[str] = field(default_factory=list)  # [0] = the original
    tokens: int = 0
    seconds: float = 0.0
    edits: int = 0
    timings_ms: dict[str, float] = field(default_factory=dict)
    error: str | None = None


def parse_methods(spec: str) -> list[str]:
    names = [m.strip() for m in spec.split(",") if m.strip()]
    unknown = [m for m in names if m not in METHODS]
    if not names or unknown:
        raise InputError(f"--method takes a comma list of {', '.join(METHODS)}; got {spec!r}")
    return list(dict.fromkeys(names))


def mask_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with every span (overlapping ones merged) replaced by one MASK."""
    merged: list[list[int]] = []
    for start, end in sorted(s for s in spans if s[0] < s[1]):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    out, last = [], 0
    for start, end in merged:
        out.append(text[last:start])
        out.append(MASK)
        last = end
    out.append(text[last:])
    return "".join(out)


def _total_tokens(tokens: dict[str, int]) -> int:
    if "total" in tokens:
        return int(tokens["total"])
    return int(sum(v for v in tokens.values() if isinstance(v, (int, float))))


class MethodRunner:
    """Runs the methods; the engine (and the pre-filter, by default the engine's) are made on first use."""

    def __init__(self, engine_factory: Callable[[], Any], prefilter_factory: Callable[[], Any] | None = None,
                 max_rounds: int = 3, engine_for: Callable[[Any, str], Any] | None = None) -> None:
        """engine_for(base_engine, persona): the engine for a comment of that persona (the evaluation's
        per-fold adapters: no comment anonymized by an adapter trained on its persona)."""
        self._engine_factory, self._prefilter_factory = engine_factory, prefilter_factory
        self._engine_for = engine_for
        self._engine: Any = None
        self._prefilter: Any = None
        self.policy = Policy(site="eval", mode="suggest", max_rounds=max_rounds)

    @property
    def engine(self) -> Any:
        if self._engine is None:
            self._engine = self._engine_factory()
        return self._engine

    @property
    def engine_loaded(self) -> bool:
        return self._engine is not None

    @property
    def prefilter(self) -> Any:
        if self._prefilter is None:  # the engine's own pre-filter unless told otherwise (spaCy loads once)
            factory = self._prefilter_factory
            self._prefilter = factory() if factory is not None else self.engine.prefilter
        return self._prefilter

    def run(self, method: str, text: str, persona: str | None = None) -> MethodRun:
        started = time.perf_counter()
        if method == "none":
            run = MethodRun(text=text, round_texts=[text])
        elif method == "mask":
            # the findings the product would show under the default policy, as the engine filters them
            findings = [f for f in self.prefilter.find(text, protect=self.policy.protect)
                        if f.validity in self.policy.valid_tiers]
            masked = mask_spans(text, [(f.start, f.end) for f in findings])
            run = MethodRun(text=masked, rounds=1, stop_reason="prefilter", round_texts=[text, masked],
                            edits=len(findings))
        elif method in ("greedy", "rlaa"):
            run = self._anonymize(text, greedy=method == "greedy", persona=persona)
        else:
            raise InputError(f"unknown method {method!r}")
        run.seconds = time.perf_counter() - started
        return run

    def _anonymize(self, text: str, greedy: bool, persona: str | None = None) -> MethodRun:
        try:
            engine = self.engine
            if self._engine_for is not None and persona is not None:
                engine = self._engine_for(engine, persona)
            result = engine.anonymize(text, self.policy, greedy=greedy)
        except LookTwiceError as exc:
            # The user would be left with their draft as written: score that, and say why.
            return MethodRun(text=text, stop_reason="error", round_texts=[text], error=str(exc))
        except Exception as exc:  # noqa: BLE001 - an engine bug must not end a night-long run;
            # it is recorded per sample and counted in metrics.json and the table ("errors").
            return MethodRun(text=text, stop_reason="error", round_texts=[text],
                             error=f"{type(exc).__name__}: {exc}")
        return MethodRun(
            text=result.text,
            rounds=result.rounds,
            stop_reason=result.stop_reason,
            round_stats=[asdict(r) for r in result.round_stats],
            round_texts=list(result.round_texts) or [text],
            tokens=_total_tokens(result.tokens),
            timings_ms=dict(result.timings_ms),
            edits=len(result.suggestions),
        )
