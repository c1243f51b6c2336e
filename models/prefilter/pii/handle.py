"""Usernames: @handles, Reddit's u/name and Cash App's $cashtag."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


class HandleRecognizer(PatternRecognizer):
    name = "handle"
    category = "username"
    reason = "A username links this text to your other accounts."
    PATTERNS = (
        # Not preceded by a word character, so the "@" of an email never starts a handle.
        # Hyphens inside: Venmo's usernames ("@sarah-okafor-3"), never at the end ("ask @jo - she knows").
        Pattern("at", re.compile(r"(?<![\w@./])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{1,28}[A-Za-z0-9_])?(?![\w@-])"), 0.85),
        Pattern("reddit", re.compile(r"(?<![\w/])/?u/[A-Za-z0-9_-]{3,20}\b"), 0.85),
        # Cash App's $cashtag (a letter first, up to 20 letters, digits or underscores), beside the app's name: a
        # dollar sign before a word is otherwise a ticker ("$AAPL") or a currency code.
        Pattern("cashtag", re.compile(r"(?<![\w$])\$[A-Za-z][A-Za-z0-9_]{1,19}\b"), 0.85,
                context=("cash app", "cashapp", "cashtag", "cash tag")),
    )

    def validate(self, candidate: str) -> bool:
        name = candidate.lstrip("/@").removeprefix("u/")
        return not name.isdigit()

    def normalize(self, candidate: str) -> str:
        return candidate.lstrip("/")
