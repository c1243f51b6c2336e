"""Checks a draft before anything reads it: text, not binary, not empty, not absurdly long."""

from __future__ import annotations

import re
from typing import Any

from .errors import InputError

MAX_CHARS = 200_000
BINARY_SHARE = 0.01  # more control characters than this share of the text: binary data, not a draft

# C0 controls except tab, newline, carriage return, plus DEL: their presence means binary data, not a draft.
_BINARY = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def validate_draft(draft: Any) -> str:
    """Return the draft unchanged if it is acceptable text, else raise InputError saying why."""
    if not isinstance(draft, str):
        raise InputError(f"the draft must be text, got {type(draft).__name__}")
    if len(draft) > MAX_CHARS:
        raise InputError(f"the draft is too long: {len(draft):,} characters (limit {MAX_CHARS:,})")
    if not draft.strip():
        raise InputError("the draft is empty")
    # NUL never occurs in text; a stray backspace pasted into a long comment does, and must not cost the
    # user the analysis, but many control characters mean binary data.
    controls = _BINARY.findall(draft)
    if "\x00" in controls or len(controls) > len(draft) * BINARY_SHARE:
        bad = _BINARY.search(draft)
        assert bad is not None
        raise InputError(
            f"the draft contains a control character (U+{ord(bad.group()):04X}) at position {bad.start()}:"
            " it looks like binary data, not text"
        )
    if _SURROGATE.search(draft):
        raise InputError("the draft contains invalid Unicode (a lone surrogate)")
    return draft


def decode_draft(data: bytes, source: str = "input") -> str:
    """Decode bytes read from a file or stdin as UTF-8 text and validate them."""
    if b"\x00" in data:
        raise InputError(f"{source} looks like a binary file (it contains NUL bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{source} is not UTF-8 text (invalid byte at offset {exc.start})") from None
    return validate_draft(text)
