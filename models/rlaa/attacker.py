"""M_atk: what a reader could infer about the author from the current text.

Two sources: the pre-filter's cue detectors (always; each finding is an inference with its own span), and
the model, asked narrowly about the protected attributes the detectors did not already cover, with short
JSON answers that must quote the text verbatim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from ..categories import ATTRIBUTES, BELIEFS, LABELS, MEMBERSHIPS, ORIGINS, RECORDS
from ..errors import ModelError
from ..policy import Policy
from ..records import Finding, Inference
from ..runtime.backend import Backend
from .metrics import TokenMeter
from .prompts import prompt_set_for, render

# The special categories are asked too: health of every model; the beliefs, an origin, a union membership and a
# criminal record only of a model big enough for the paper's prompts (prompt_set_for): it infers them from what is
# implied ("mass every Sunday", "canvassing for the Greens", "out on the picket line with the nurses", "the day I
# got out"), where the cue detectors read only what is said. The embedded 135M model cannot, and more attributes in
# its prompt cost every draft seconds (a model switch in the e2e tests waited out its minute).
STRONG_MODEL_ONLY = BELIEFS + ORIGINS + MEMBERSHIPS + RECORDS
LLM_ATTRIBUTES = ATTRIBUTES + ("health",) + STRONG_MODEL_ONLY
MAX_INFERENCES = 2  # per window; small models ramble past two, big ones rarely need more per round
WINDOW_CHARS = 2400  # keeps the prompt well inside a 4k context
TEMPERATURE = 0.1  # seed 000, C.4

_DESCRIBE = {
    "age": "age: how old the author is",
    "sex": "sex: male or female",
    "city_country": "city_country: where the author lives (city, country)",
    "birth_city_country": "birth_city_country: where the author was born or grew up",
    "education": "education: the author's highest education or field of study",
    "occupation": "occupation: the author's job",
    "income_level": "income_level: low, middle, high or very high",
    "relationship_status": "relationship_status: single, in a relationship, engaged, married, divorced or widowed",
    "health": "health: a health condition, diagnosis or medication of the author",
    "religion": "religion: the author's religion or faith",
    "politics": "politics: the author's political views or party",
    "sexuality": "sexuality: the author's sexual orientation",
    "ethnicity": "ethnicity: the author's racial or ethnic origin",
    "trade_union": "trade_union: a trade union the author belongs to or acts for",
    "criminal_record": "criminal_record: an arrest, conviction, sentence or offence of the author",
}


def cue_inferences(findings: Iterable[Finding], skip: Sequence[tuple[int, int]] = ()) -> list[Inference]:
    """Detector findings as inferences; findings inside text we wrote ourselves (`skip`) are not re-flagged."""
    out = []
    for f in findings:
        if any(s <= f.start and f.end <= e for s, e in skip):
            continue
        out.append(Inference(attribute=f.category, guess=f.value or f.text, reasoning=f.reason,
                             evidence=(f.text,), source="cue", finding=f))
    return out


def attack_schema(attributes: list[str]) -> dict[str, Any]:
    item = {
        "type": "object",
        "properties": {
            "attribute": {"type": "string", "enum": attributes},
            "evidence": {"type": "string", "minLength": 1, "maxLength": 100},
            "guess": {"type": "string", "minLength": 1, "maxLength": 40},
            "reasoning": {"type": "string", "maxLength": 90},
        },
        "required": ["attribute", "evidence", "guess", "reasoning"],
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "properties": {"inferences": {"type": "array", "items": item, "maxItems": MAX_INFERENCES}},
        "required": ["inferences"],
        "additionalProperties": False,
    }


class Attacker:
    """Cue inferences from the detectors, then the model's inferences on the text with the cues edited.

    The model is asked after the cue edits are applied, so it spends its (costly) look on what the
    detectors could not see, including residual evidence of an attribute they already generalized.
    """

    def __init__(self, backend: Backend | None, meter: TokenMeter) -> None:
        self.backend = backend
        self.meter = meter
        # Attributes the model was asked about and found no valid leak for. Edits only generalize or
        # remove, so a later, edited text cannot leak them anew: they are not asked again.
        self.settled: set[str] = set()
        self.last_asked: list[str] = []

    def cues(self, findings: Iterable[Finding], skip: Sequence[tuple[int, int]] = ()) -> list[Inference]:
        return cue_inferences(findings, skip)

    def ask(self, text: str, policy: Policy, handled: Iterable[str] = ()) -> list[Inference]:
        """The model's inferences about the protected attributes not settled yet ([] without a model)."""
        self.last_asked = []
        if self.backend is None:
            return []
        strong = prompt_set_for(self.backend) == "paper"
        asked = [a for a in policy.protect if a in LLM_ATTRIBUTES and a not in self.settled
                 and (strong or a not in STRONG_MODEL_ONLY)]
        self.last_asked = asked
        if not asked:
            return []
        return self.ask_model(text, asked, sorted(set(handled)))

    def settle(self, valid_attributes: set[str]) -> None:
        """After arbitration: what was asked this round and gave no valid leak is settled."""
        self.settled.update(a for a in self.last_asked if a not in valid_attributes)

    def ask_model(self, text: str, attributes: list[str], handled: list[str]) -> list[Inference]:
        assert self.backend is not None
        hints = ", ".join(handled) or "nothing"
        schema = attack_schema(attributes)
        out: list[Inference] = []
        for window in windows(text):
            system, user = render("attacker", prompt_set_for(self.backend), comment=window, hints=hints,
                                  attributes="\n".join(f"- {_DESCRIBE.get(a, LABELS[a])}" for a in attributes))
            try:
                value, gen = self.backend.generate_json(system, user, schema, max_tokens=60 + 70 * MAX_INFERENCES,
                                                        temperature=TEMPERATURE)
            except ModelError as exc:
                self._count_failed(exc)
                continue
            self.meter.add("attacker", gen)
            out.extend(parse_inferences(value, attributes))
        return out

    def _count_failed(self, exc: ModelError) -> None:
        """A cut-short answer (it carries its generation) is dropped; a failing backend is an error."""
        gen = exc.generation
        if gen is None:
            raise exc
        self.meter.add("attacker", gen)


def parse_inferences(value: Any, attributes: list[str]) -> list[Inference]:
    """The model's JSON as inferences; anything malformed is dropped, never trusted."""
    items = value.get("inferences") if isinstance(value, dict) else None
    out = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        attribute, guess = item.get("attribute"), item.get("guess")
        evidence, reasoning = item.get("evidence"), item.get("reasoning", "")
        if attribute not in attributes or not isinstance(guess, str) or not isinstance(evidence, str):
            continue
        out.append(Inference(attribute=attribute, guess=guess.strip(), reasoning=str(reasoning).strip(),
                             evidence=(evidence.strip(),), source="llm"))
    return out


_BREAK = re.compile(r"\n\s*\n|(?<=[.!?])\s+")


def windows(text: str, size: int = WINDOW_CHARS) -> list[str]:
    """The text in pieces of at most `size` characters, cut at paragraph or sentence ends when possible."""
    if len(text) <= size:
        return [text]
    out, start = [], 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            cuts = [m.end() for m in _BREAK.finditer(text, start + size // 2, end)]
            if cuts:
                end = cuts[-1]
        out.append(text[start:end])
        start = end
    return out
