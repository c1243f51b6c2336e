"""The one accent- and case-folding function every matcher uses (detectors, evidence search, evaluation)."""

from __future__ import annotations

import functools
import unicodedata


def fold(text: str) -> str:
    """Case- and accent-insensitive key: 'Zürich' → 'zurich', 'Winston-Salem' → 'winston salem', 'ß' → 'ss'.

    Every character maps to zero or more characters on its own (no context), so a caller can fold a text
    character by character and keep a map back to the original offsets (rlaa/evidence.py does).
    Short strings (words and names, which the detectors fold over and over) are remembered."""
    if len(text) <= _SHORT:
        return _fold_short(text)
    return _fold(text)


_SHORT = 64


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.replace("’", "'").replace("-", " ")


_fold_short = functools.lru_cache(maxsize=1 << 15)(_fold)
