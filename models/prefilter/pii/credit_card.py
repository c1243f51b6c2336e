"""Payment card numbers: known issuer prefixes, 13–19 digits, Luhn checksum."""

from __future__ import annotations

import re

from stdnum import luhn

from ..recognizer import Pattern, PatternRecognizer

# Visa, Mastercard (51–55, 2221–2720), Amex, Discover, Diners, JCB, Maestro/UnionPay.
_ISSUER = re.compile(r"^(?:4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|3[068]|35|62|5[06-9]|6[37])")


class CreditCardRecognizer(PatternRecognizer):
    name = "credit_card"
    category = "financial"
    reason = "A payment card number."
    PATTERNS = (Pattern("digits", re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])"), 0.95),)

    def validate(self, candidate: str) -> bool:
        digits = re.sub(r"\D", "", candidate)
        if not 13 <= len(digits) <= 19 or not _ISSUER.match(digits):
            return False
        return luhn.is_valid(digits)

    def normalize(self, candidate: str) -> str:
        return re.sub(r"\D", "", candidate)
