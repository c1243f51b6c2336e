"""Prompt templates, filled with string.Template, in two sets chosen by the model's size.

- "narrow" (prompts/*.txt, adapted from seed 000 Appendix F): short, one task per call, one shared system
  prompt. For small models: the embedded 135M one follows these and loses the thread in longer ones.
- "paper" (prompts/paper/*.txt): seed 000 Appendix F's attacker / arbitrator / anonymizer prompts, each
  with its own system prompt, kept close to the paper's wording; only the answer format is ours (the same
  JSON schemas, with verbatim evidence and span edits). For instruct models of 1B parameters and more,
  the size the paper used them with.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any

_DIR = Path(__file__).with_name("prompts")
PROMPT_SETS = ("narrow", "paper")
PAPER_MIN_PARAMETERS = 1_000_000_000


def prompt_set_for(backend: Any) -> str:
    """"paper" for a model of 1B+ parameters (GGUF header or server info), else "narrow".

    A model of unknown size gets the narrow prompts: every model follows them, small ones only those."""
    parameters = getattr(backend, "parameters", None)
    return "paper" if isinstance(parameters, int) and parameters >= PAPER_MIN_PARAMETERS else "narrow"


@lru_cache(maxsize=None)
def _template(name: str) -> Template:
    return Template((_DIR / f"{name}.txt").read_text(encoding="utf-8").strip())


def render(role: str, prompt_set: str = "narrow", **fields: str) -> tuple[str, str]:
    """The (system, user) messages of one role: attacker, arbitrator or anonymizer.

    Narrow: all roles share one system prompt and put their fixed instructions before the variable text,
    so llama.cpp reuses the evaluated prefix from one call to the next (the next round, the next draft):
    prompt tokens, not generated ones, dominate the cost of a small model on a CPU.
    """
    if prompt_set == "paper":
        return _template(f"paper/{role}_system").substitute(), _template(f"paper/{role}_user").substitute(**fields)
    return _template("system").substitute(), _template(f"{role}_user").substitute(**fields)
