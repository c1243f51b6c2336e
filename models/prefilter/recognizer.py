"""Detector base classes, after Presidio: a recognizer declares what it finds; pattern recognizers
declare PATTERNS and CONTEXT words and check candidates in a `validate` hook."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass

from ..records import Finding
from .context import Context


@dataclass(frozen=True)
class Pattern:
    """A candidate regex and the confidence a validated match gets."""

    name: str
    regex: re.Pattern[str]
    score: float


class Recognizer(ABC):
    """Finds spans of one category (or a few related ones) in a draft."""

    name: str = "recognizer"
    categories: tuple[str, ...] = ()

    @abstractmethod
    def find(self, ctx: Context) -> list[Finding]:
        """All findings in the draft; overlaps between recognizers are resolved later."""


class PatternRecognizer(Recognizer):
    """Regex candidates, an optional checksum/format `validate`, optional CONTEXT words that must
    occur shortly before the match (for codes that look like any other number)."""

    category: str = ""
    PATTERNS: tuple[Pattern, ...] = ()
    CONTEXT: tuple[str, ...] = ()  # when set, a match needs one of these words nearby
    CONTEXT_WINDOW = 40
    validity = "high"
    reason = ""

    def __init__(self) -> None:
        self.categories = (self.category,)

    def validate(self, candidate: str) -> bool:
        """Override with a checksum or format check. False drops the candidate."""
        return True

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        """The part of the match that is the finding (override to trim)."""
        return match.start(), match.end()

    def normalize(self, candidate: str) -> str | None:
        return None

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for pattern in self.PATTERNS:
            for match in pattern.regex.finditer(ctx.text):
                start, end = self.span(match)
                candidate = ctx.text[start:end]
                if not candidate or not self.validate(candidate):
                    continue
                if self.CONTEXT and not self.has_context(ctx, start, end):
                    continue
                out.append(
                    Finding(
                        start=start,
                        end=end,
                        text=candidate,
                        category=self.category,
                        score=pattern.score,
                        validity=self.validity,
                        detector=f"{self.name}.{pattern.name}",
                        reason=self.reason,
                        value=self.normalize(candidate),
                    )
                )
        return out

    def has_context(self, ctx: Context, start: int, end: int) -> bool:
        window = ctx.before(start, self.CONTEXT_WINDOW) + " " + ctx.after(end, 15)
        return any(word in window for word in self.CONTEXT)
