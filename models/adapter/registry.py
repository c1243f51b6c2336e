"""The adapters that ship with LookTwice (models/adapters/) and what each one's manifest says.

Every `NAME.gguf` has a `NAME.json` beside it: the target it was trained on, the personas it was
trained on (persona keys, models/adapter/personas.py), the confidence thresholds calibrated on
held-out personas, and where its data and licence come from.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ModelError

ADAPTER_DIR = Path(__file__).resolve().parent.parent / "adapters"
ENGINE_ADAPTER = "attacker"  # the engine's attacker, trained on every PersonalReddit training comment
EVAL_ATTACKER = "eval-attacker-fold{fold}"  # the evaluation's attacker (target: GPT-4's guess), per fold
EVAL_ENGINE = "eval-engine-fold{fold}"  # the engine's attacker for the evaluation (target: truth), per fold


@dataclass(frozen=True)
class Adapter:
    """A LoRA adapter file and its manifest."""

    name: str
    path: Path
    target: str  # "truth" or "gpt4"
    fold: int | None  # None: trained on every persona
    trained_personas: frozenset[str] = field(repr=False)
    thresholds: dict[str, float]  # attribute -> the answer probability from which it counts as inferable
    data: str = ""
    clues: bool = False  # trained with the pre-filter's findings in the prompt: it must be asked with them

    def trained_on(self, persona: str | None) -> bool:
        """Whether a comment of this persona was in the training data (unknown persona: assume yes)."""
        return persona is None or persona in self.trained_personas


def load_adapter(path: str | Path) -> Adapter:
    """An adapter from its GGUF path; the manifest must sit beside it as NAME.json."""
    path = Path(path).expanduser()
    manifest_path = path.with_suffix(".json")
    if not path.is_file():
        raise ModelError(f"adapter file not found: {path}")
    try:
        manifest: dict[str, Any] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ModelError(f"adapter {path.name} has no readable manifest {manifest_path.name} ({exc})") from None
    return Adapter(name=path.stem, path=path, target=str(manifest.get("target", "truth")),
                   fold=manifest.get("fold"), trained_personas=frozenset(manifest.get("trained_personas", ())),
                   thresholds={str(k): float(v) for k, v in (manifest.get("thresholds") or {}).items()},
                   data=str(manifest.get("data", "")), clues=bool(manifest.get("clues", False)))


def engine_adapter() -> Adapter:
    return load_adapter(ADAPTER_DIR / f"{ENGINE_ADAPTER}.gguf")


def fold_adapters(pattern: str) -> list[Adapter]:
    """The per-fold adapters of one kind (EVAL_ATTACKER or EVAL_ENGINE), fold 0 first."""
    out = []
    fold = 0
    while (ADAPTER_DIR / f"{pattern.format(fold=fold)}.gguf").is_file():
        out.append(load_adapter(ADAPTER_DIR / f"{pattern.format(fold=fold)}.gguf"))
        fold += 1
    if not out:
        raise ModelError(f"no adapters {pattern.format(fold='*')}.gguf in {ADAPTER_DIR}")
    return out


def unseen_adapter(adapters: list[Adapter], persona: str | None) -> Adapter:
    """The adapter that never trained on this persona; an error when there is none (never a silent pick)."""
    for adapter in adapters:
        if not adapter.trained_on(persona):
            return adapter
    raise ModelError(f"every adapter was trained on persona {persona}: the persona split does not hold")
