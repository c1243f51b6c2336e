"""Detector base classes, after Presidio: a recognizer declares what it finds; pattern recognizers
declare PATTERNS and CONTEXT words and check candidates in a `validate` hook."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..records import Finding
from .context import Context


@dataclass(frozen=True)
class Pattern:
    """A candidate regex and the confidence a validated match gets. A pattern may carry its own
    checksum (`validate`) and context words (`context`), which replace the recognizer's for its
    matches: one recognizer can then hold several formats of one kind of number (national IDs)."""

    name: str
    regex: re.Pattern[str]
    score: float
    validate: Callable[[str], bool] | None = None
    context: tuple[str, ...] | None = None


class Recognizer(ABC):
    """Finds spans of one category (or a few related ones) in a draft."""

    name: str = "recognizer"
    categories: tuple[str, ...] = ()

    @abstractmethod
    def find(self, ctx: Context) -> list[Finding]:
        """All findings in the draft; overlaps between recognizers are resolved later."""


class PatternRecognizer(Recognizer):
    """Regex candidates, an optional checksum/format `validate`, optional CONTEXT words that must
    occur near the match (for codes that look like any other number)."""

    category: str = ""
    PATTERNS: tuple[Pattern, ...] = ()
    CONTEXT: tuple[str, ...] = ()  # when set, a match needs one of these words nearby
    CONTEXT_BEFORE = 40  # characters looked at before and after a match for a context word
    CONTEXT_AFTER = 20
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

    def valid_span(self, text: str, match: re.Match[str], pattern: Pattern) -> tuple[int, int] | None:
        """The validated span of a match, or None. Override when a candidate may need trimming first."""
        start, end = self.span(match)
        check = pattern.validate or self.validate
        return (start, end) if start < end and check(text[start:end]) else None

    def normalize(self, candidate: str) -> str | None:
        return None

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for pattern in self.PATTERNS:
            context = pattern.context if pattern.context is not None else self.CONTEXT
            for match in pattern.regex.finditer(ctx.text):
                span = self.valid_span(ctx.text, match, pattern)
                if span is None:
                    continue
                start, end = span
                if context and not self.has_context(ctx, start, end, context):
                    continue
                candidate = ctx.text[start:end]
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

    def has_context(self, ctx: Context, start: int, end: int, words: tuple[str, ...]) -> bool:
        """A context word as a whole word shortly before or after the span ("ssn" yes, "lesson" no)."""
        window = ctx.before(start, self.CONTEXT_BEFORE) + " " + ctx.after(end, self.CONTEXT_AFTER)
        return context_regex(words).search(window) is not None


@lru_cache(maxsize=64)
def context_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    """One regex for a tuple of context words, each matched as whole words."""
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")(?!\w)")
