"""Usernames: @handles and Reddit's u/name."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


class HandleRecognizer(PatternRecognizer):
    name = "handle"
    category = "username"
    reason = "A username links this text to your other accounts."
    PATTERNS = (
        # Not preceded by a word character, so the "@" of an email never starts a handle.
        Pattern("at", re.compile(r"(?<![\w@./])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{1,28}[A-Za-z0-9_])?(?![\w@])"), 0.85),
        Pattern("reddit", re.compile(r"(?<![\w/])/?u/[A-Za-z0-9_-]{3,20}\b"), 0.85),
    )

    def validate(self, candidate: str) -> bool:
        name = candidate.lstrip("/@").removeprefix("u/")
        return not name.isdigit()

    def normalize(self, candidate: str) -> str:
        return candidate.lstrip("/")
