"""Small typed records that cross module and process boundaries.

Offsets are Unicode code points into the text they were found in (Python string indices).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

VALIDITIES = ("high", "medium", "low", "invalid")
VALIDITY_RANK = {"high": 3, "medium": 2, "low": 1, "invalid": 0}
SUBJECTS = ("author", "other", "unknown")  # the author's own data, someone the author mentions, not known


@dataclass(frozen=True)
class Finding:
    """A span the pre-filter or a cue detector found: what it is and how sure we are."""

    start: int
    end: int
    text: str
    category: str  # one of categories.CATEGORIES
    score: float  # 0..1, detector confidence
    validity: str  # high / medium / low
    detector: str  # name of the detector that found it
    reason: str  # one sentence for the user
    value: str | None = None  # normalized value the span reveals (e.g. "Zurich, Switzerland", "31")
    subject: str = "unknown"  # whose data it is: one of SUBJECTS

    def overlaps(self, other: "Finding") -> bool:
        return self.start < other.end and other.start < self.end


@dataclass(frozen=True)
class Suggestion:
    """One independently acceptable edit of the original draft (DESIGN.md, 'Suggestion')."""

    id: str
    start: int
    end: int
    original: str
    replacement: str
    category: str
    validity: str
    source: str  # "prefilter" | "rlaa"
    reason: str
    round: int = 0
    subject: str = "unknown"  # one of SUBJECTS: the card says "This names someone you mention" for "other"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Inference:
    """What the attacker claims about one attribute, with the verbatim quotes it rests on."""

    attribute: str
    guess: str
    reasoning: str
    evidence: tuple[str, ...]
    source: str = "llm"  # "cue" (a detector) or "llm"
    finding: Finding | None = None  # the detector finding behind a "cue" inference


@dataclass(frozen=True)
class Judgement:
    """The arbitrator's verdict on one inference."""

    inference: Inference
    validity: str  # high / medium / low / invalid
    notes: str
    by: str  # "rules" (deterministic ghost-leak layer) or "llm"


@dataclass(frozen=True)
class Edit:
    """A span edit of the working text of one round."""

    start: int
    end: int
    replacement: str
    category: str
    validity: str
    reason: str


@dataclass
class RoundStats:
    """Marginal privacy gain, utility cost and their ratio for one round (seed 000, section 3.2)."""

    round: int
    inferences: int
    valid: int
    edits: int
    mpg: float
    muc: float
    mrs: float | None  # None when mpg == 0
    tokens: int = 0
    ms: float = 0.0


@dataclass
class AnalysisResult:
    """Everything one analysis produced: the anonymized text and how it got there."""

    text: str
    suggestions: list[Suggestion]
    rounds: int
    stop_reason: str  # rational / max_rounds / cancelled / error
    timings_ms: dict[str, float] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    round_stats: list[RoundStats] = field(default_factory=list)
    round_texts: list[str] = field(default_factory=list)  # working text after each round, [0] = draft

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "suggestions": [s.to_json() for s in self.suggestions],
            "rounds": self.rounds,
            "stop_reason": self.stop_reason,
            "timings_ms": self.timings_ms,
            "tokens": self.tokens,
            "round_stats": [asdict(r) for r in self.round_stats],
        }
