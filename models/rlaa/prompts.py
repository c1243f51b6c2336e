"""Prompt templates (files in prompts/, adapted from seed 000 Appendix F), filled with string.Template."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from string import Template

_DIR = Path(__file__).with_name("prompts")


@lru_cache(maxsize=None)
def _template(name: str) -> Template:
    return Template((_DIR / f"{name}.txt").read_text(encoding="utf-8").strip())


def render(role: str, **fields: str) -> tuple[str, str]:
    """The (system, user) messages of one role: attacker, arbitrator or anonymizer.

    All roles share one system prompt and put their fixed instructions before the variable text, so
    llama.cpp reuses the evaluated prefix from one call to the next (the next round, the next draft):
    prompt tokens, not generated ones, dominate the cost of a small model on a CPU.
    """
    return _template("system").substitute(), _template(f"{role}_user").substitute(**fields)
