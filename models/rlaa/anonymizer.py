"""M_ano: span edits for the EXECUTE set only. The generalization table first, the model only for phrasing
the table does not cover, and a model edit that adds information or changes nothing is refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..categories import LABELS
from ..errors import ModelError
from ..records import VALIDITY_RANK, Edit, Finding, Judgement
from ..runtime.backend import Backend
from .evidence import is_substantive, locate, quote_parts, sentence_around
from ..fold import fold
from .metrics import TokenMeter
from .prompts import prompt_set_for, render

TEMPERATURE = 0.5  # seed 000, C.4
MAX_REMOVAL_WORDS = 8  # removing a longer phrase would gut the sentence; leave it to the next round instead
_CAPITALIZED = re.compile(r"\b[A-Z][\w'’-]*")


def replacement_schema(max_len: int) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"replacement": {"type": "string", "maxLength": max_len}},
        "required": ["replacement"],
        "additionalProperties": False,
    }


_MARKUP = frozenset("<>{}[]$")


def max_replacement_len(phrase: str) -> int:
    return max(2 * len(phrase), len(phrase) + 30)


def usable_rewrite(phrase: str, rewrite: str, guess: str) -> str | None:
    """Why a model's rewrite of `phrase` must be refused, or None when it is usable."""
    r, p = rewrite.strip(), phrase.strip()
    if not r:
        return "empty"
    if fold(r) == fold(p) or (len(p) >= 4 and fold(p) in fold(r)):
        return "a copy of the original"
    if len(r) > max_replacement_len(p):
        return "longer than the phrase allows"
    if set(r) & _MARKUP - set(p) or "rewritten phrase" in fold(r):
        return "echoes the prompt's markup"  # seen: "the Alamo" -> "<the rewritten phrase>"
    if set(re.findall(r"\d", r)) - set(re.findall(r"\d", p)):
        return "adds digits"
    original_words = {fold(w) for w in re.findall(r"[\w'’-]+", p)}
    new_names = [w for w in _CAPITALIZED.findall(r)[1:] if fold(w) not in original_words and w != "I"]
    if new_names:
        return f"adds a proper noun ({new_names[0]})"
    g = fold(guess).strip()
    if len(g) >= 3 and g in fold(p) and g in fold(r):
        return "still names the guessed value"
    return None


class Anonymizer:
    def __init__(self, backend: Backend | None, meter: TokenMeter, generalize: Callable[..., str],
                 generalize_span: Callable[..., str | None]) -> None:
        self.backend = backend
        self.meter = meter
        self.generalize = generalize
        self.generalize_span = generalize_span
        self.rejected: list[str] = []  # why model edits were refused, for diagnostics

    def edits(self, text: str, executed: list[Judgement], style: str) -> list[Edit]:
        candidates: list[tuple[tuple[int, ...], Edit]] = []
        for j in executed:
            inf = j.inference
            if inf.finding is not None:
                e = self._finding_edit(inf.finding, j.validity, style)
                candidates.append(((1, VALIDITY_RANK[j.validity], e.end - e.start), e))
                continue
            reason = f"Could reveal your {LABELS.get(inf.attribute, inf.attribute)} ({inf.guess})."
            for quote in inf.evidence:
                for part in quote_parts(quote):
                    if not is_substantive(part):
                        continue
                    for start, end in locate(part, text):
                        phrase = self._phrase_edit(text, start, end, inf.attribute, inf.guess, j.validity, reason,
                                                   style)
                        if phrase is not None:
                            candidates.append(((0, VALIDITY_RANK[j.validity], phrase.end - phrase.start), phrase))
        return _non_overlapping(candidates)

    def _finding_edit(self, f: Finding, validity: str, style: str) -> Edit:
        return Edit(f.start, f.end, self.generalize(f, style=style), f.category, validity, f.reason)

    def _phrase_edit(self, text: str, start: int, end: int, attribute: str, guess: str, validity: str,
                     reason: str, style: str) -> Edit | None:
        phrase = text[start:end]
        replacement = self.generalize_span(attribute, phrase, style=style)
        if replacement is None and self.backend is not None:
            replacement = self._ask_model(text, start, end, attribute, guess)
        if replacement is None:
            if len(phrase.split()) > MAX_REMOVAL_WORDS:
                return None
            replacement = ""
        if replacement == "":
            start, end = _eat_space(text, start, end)
        elif phrase[:1].isupper() and replacement[:1].islower():
            replacement = replacement[0].upper() + replacement[1:]
        return Edit(start, end, replacement, attribute, validity, reason)

    def _ask_model(self, text: str, start: int, end: int, attribute: str, guess: str) -> str | None:
        assert self.backend is not None
        phrase = text[start:end]
        system, user = render("anonymizer", prompt_set_for(self.backend),
                              attribute=LABELS.get(attribute, attribute), guess=guess,
                              sentence=sentence_around(text, start, end), phrase=phrase)
        limit = max_replacement_len(phrase)
        try:
            value, gen = self.backend.generate_json(system, user, replacement_schema(limit),
                                                    max_tokens=16 + limit // 2, temperature=TEMPERATURE)
        except ModelError as exc:
            if exc.generation is None:
                raise
            self.meter.add("anonymizer", exc.generation)
            self.rejected.append(f"unparseable answer: {exc}")
            return None
        self.meter.add("anonymizer", gen)
        rewrite = value.get("replacement") if isinstance(value, dict) else None
        if not isinstance(rewrite, str):
            self.rejected.append("no replacement field")
            return None
        why = usable_rewrite(phrase, rewrite, guess)
        if why:
            self.rejected.append(f"{phrase!r} -> {rewrite!r}: {why}")
            return None
        return rewrite.strip()


def _eat_space(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a removal by one neighbouring space so no double space is left behind."""
    if text[end : end + 1] == " ":
        return start, end + 1
    if start > 0 and text[start - 1] == " ":
        return start - 1, end
    return start, end


def _non_overlapping(candidates: list[tuple[tuple[int, ...], Edit]]) -> list[Edit]:
    """Detector edits first, then higher validity, then longer spans; drop whatever overlaps a kept edit."""
    kept: list[Edit] = []
    for _, e in sorted(candidates, key=lambda c: c[0], reverse=True):
        if all(e.end <= k.start or k.end <= e.start for k in kept):
            kept.append(e)
    return sorted(kept, key=lambda e: e.start)
