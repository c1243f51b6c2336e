"""Finding an attacker's quotes in the text: tolerant of case, accents and spacing, exact about offsets."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from ..fold import fold

_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…)\s*")
_TRIM = " \t\n\"'“”‘’`.,;:!?()[]"
_SENTENCE_END = re.compile(r"[.!?\n]")


def _fold(ch: str) -> str:
    """A character's search form: accents dropped, lower case, any whitespace as one space."""
    return " " if ch.isspace() else fold(ch)


@lru_cache(maxsize=8)  # the same working text is searched for many quotes in a round
def _normalize(text: str) -> tuple[str, list[int]]:
    """The folded text and, for each of its characters, the index of the original character."""
    out: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        folded = _fold(ch)
        if folded == " " and out and out[-1] == " ":
            continue
        for c in folded:
            out.append(c)
            index.append(i)
    return "".join(out), index


def quote_parts(quote: str) -> list[str]:
    """A quote split at ellipses and trimmed of quotation marks and edge punctuation."""
    parts = [p.strip(_TRIM) for p in _ELLIPSIS.split(quote or "")]
    return [p for p in parts if p]


def is_substantive(part: str) -> bool:
    """At least three letters or digits: 'I' or '...' is not evidence."""
    return sum(ch.isalnum() for ch in part) >= 3


def locate(part: str, text: str) -> list[tuple[int, int]]:
    """Every occurrence of `part` in `text` as (start, end) code-point offsets of the original text."""
    needle, _ = _normalize(part.strip())
    needle = needle.strip()
    if not needle:
        return []
    hay, index = _normalize(text)
    spans: list[tuple[int, int]] = []
    pos = hay.find(needle)
    while pos != -1:
        start = index[pos]
        end = index[pos + len(needle) - 1] + 1
        while end < len(text) and unicodedata.combining(text[end]):
            end += 1  # keep combining marks with the base character they modify
        if not spans or start >= spans[-1][1]:
            spans.append((start, end))
        pos = hay.find(needle, pos + 1)
    return spans


def sentence_around(text: str, start: int, end: int, limit: int = 300) -> str:
    """The sentence holding text[start:end], clipped to about `limit` characters around the span."""
    left = max(0, start - limit)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, left, start)]
    s = ends[-1] if ends else left
    m = _SENTENCE_END.search(text, end, min(len(text), end + limit))
    e = m.end() if m else min(len(text), end + limit)
    return text[s:e].strip()


def context_around(text: str, start: int, end: int, limit: int = 600) -> str:
    """Up to `limit` characters either side of a span, for prompts about long drafts."""
    if len(text) <= 2 * limit:
        return text
    s, e = max(0, start - limit), min(len(text), end + limit)
    return ("…" if s else "") + text[s:e] + ("…" if e < len(text) else "")
