"""IBANs, validated by python-stdnum (country format and mod-97 checksum)."""

from __future__ import annotations

import re

from stdnum import iban

from ..recognizer import Pattern, PatternRecognizer

# Country code, check digits, then 11–30 letters/digits, optionally grouped by spaces.
# Case-insensitive: "de89 3704 …" is still an IBAN.
_CANDIDATE = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b", re.IGNORECASE)
MIN_LENGTH = 15  # the shortest IBAN (Norway) has 15 characters


class IbanRecognizer(PatternRecognizer):
    name = "iban"
    category = "financial"
    reason = "A bank account number (IBAN)."
    PATTERNS = (Pattern("iban", _CANDIDATE, 0.95),)

    def validate(self, candidate: str) -> bool:
        return iban.is_valid(candidate)

    def valid_span(self, text: str, match: re.Match[str], pattern: Pattern) -> tuple[int, int] | None:
        # The greedy candidate may swallow a following word ("… 00 ok"): drop trailing groups
        # until the rest validates.
        start, end = match.span()
        while end - start >= MIN_LENGTH:
            if self.validate(text[start:end]):
                return start, end
            cut = text.rfind(" ", start, end)
            if cut <= start:
                return None
            end = cut
        return None

    def normalize(self, candidate: str) -> str:
        return str(iban.compact(candidate))
