"""Email addresses."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


class EmailRecognizer(PatternRecognizer):
    name = "email"
    category = "email"
    reason = "An email address identifies you directly."
    PATTERNS = (
        Pattern(
            "address",
            re.compile(r"(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,63})@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}\b"),
            0.95,
        ),
    )

    def validate(self, candidate: str) -> bool:
        local, _, domain = candidate.partition("@")
        return ".." not in candidate and not local.endswith(".") and not domain.startswith("-")

    def normalize(self, candidate: str) -> str:
        return candidate.lower()
