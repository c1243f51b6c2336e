"""The one accent- and case-folding function every matcher uses (detectors, evidence search, evaluation)."""

from __future__ import annotations

import unicodedata


def fold(text: str) -> str:
    """Case- and accent-insensitive key: 'Zürich' → 'zurich', 'Winston-Salem' → 'winston salem', 'ß' → 'ss'.

    Every character maps to zero or more characters on its own (no context), so a caller can fold a text
    character by character and keep a map back to the original offsets (rlaa/evidence.py does)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.replace("’", "'").replace("-", " ")
