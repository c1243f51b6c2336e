"""Links: full URLs and www. addresses (bare domains like "reddit.com" are not personal)."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_TRAILING = ".,;:!?)]}'\"»”’"


class UrlRecognizer(PatternRecognizer):
    name = "url"
    category = "url"
    reason = "A link can lead to you (a profile, a page, a photo)."
    PATTERNS = (
        Pattern("scheme", re.compile(r"\b(?:https?|ftp)://[^\s<>\"]+", re.IGNORECASE), 0.9),
        Pattern("www", re.compile(r"(?<![\w./])www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[^\s<>\"]*", re.IGNORECASE), 0.85),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        start, end = match.span()
        text = match.string
        # A closing bracket belongs to the URL only when the URL opened one (Wikipedia links).
        while end > start and text[end - 1] in _TRAILING:
            if text[end - 1] == ")" and text.count("(", start, end) >= text.count(")", start, end):
                break
            end -= 1
        return start, end

    def validate(self, candidate: str) -> bool:
        return len(candidate) > 10
