"""Email addresses."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


_URL_CREDENTIALS = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s:/@]*:$")


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

    def valid_span(self, text: str, match: re.Match[str], pattern: Pattern) -> tuple[int, int] | None:
        if _URL_CREDENTIALS.search(text, max(0, match.start() - 200), match.start()):
            return None  # "postgres://admin:hunter2@db.example.com": a password and a host, not an address (secret.py)
        return super().valid_span(text, match, pattern)

    def validate(self, candidate: str) -> bool:
        local, _, domain = candidate.partition("@")
        return ".." not in candidate and not local.endswith(".") and not domain.startswith("-")

    def normalize(self, candidate: str) -> str:
        return candidate.lower()
