"""IBANs, validated by python-stdnum (country format and mod-97 checksum)."""

from __future__ import annotations

import re

from stdnum import iban

from ..context import Context
from ..recognizer import Pattern, PatternRecognizer
from ...records import Finding

# Country code, check digits, then 11–30 letters/digits, optionally grouped by spaces.
# Case-insensitive: "de89 3704 …" is still an IBAN.
_CANDIDATE = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b", re.IGNORECASE)


class IbanRecognizer(PatternRecognizer):
    name = "iban"
    category = "financial"
    reason = "A bank account number (IBAN)."
    PATTERNS = (Pattern("iban", _CANDIDATE, 0.95),)

    def find(self, ctx: Context) -> list[Finding]:
        # The greedy candidate may swallow a following word ("… 00 ok"): drop trailing groups
        # until the rest validates.
        out = []
        for match in _CANDIDATE.finditer(ctx.text):
            start, end = match.span()
            while end - start >= 15:
                candidate = ctx.text[start:end]
                if iban.is_valid(candidate):
                    out.append(
                        Finding(start, end, candidate, self.category, 0.95, "high", "iban.iban",
                                self.reason, iban.compact(candidate))
                    )
                    break
                cut = ctx.text.rfind(" ", start, end)
                if cut <= start:
                    break
                end = cut
        return out
