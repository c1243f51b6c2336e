"""Payment card numbers: known issuer prefixes, 13–19 digits, Luhn checksum."""

from __future__ import annotations

import re

from stdnum import luhn

from ..recognizer import Pattern, PatternRecognizer

# Visa, Mastercard (51–55, 2221–2720), Amex, Discover, Diners, JCB, Maestro/UnionPay.
_ISSUER = re.compile(r"^(?:4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|3[068]|35|62|5[06-9]|6[37])")


_GROUPINGS = frozenset({(4, 4, 4, 4), (4, 4, 4, 4, 3), (4, 6, 5), (4, 6, 4), (4, 4, 4, 1), (4, 4, 4, 2), (4, 4, 4, 3), (4, 4, 5), (4, 4, 4, 4, 1), (4, 4, 4, 4, 2)})


class CreditCardRecognizer(PatternRecognizer):
    name = "credit_card"
    category = "financial"
    reason = "A payment card number."
    # Not after "+": "+4915123456712" is a phone number even when its digits pass Luhn.
    PATTERNS = (Pattern("digits", re.compile(r"(?<![\d+-])\d(?:[ -]?\d){12,18}(?![\d-])"), 0.95),)

    def validate(self, candidate: str) -> bool:
        digits = re.sub(r"\D", "", candidate)
        if not 13 <= len(digits) <= 19 or not _ISSUER.match(digits):
            return False
        groups = tuple(len(g) for g in re.split(r"[ -]", candidate))
        # Cards are written in one run or in the issuers' groups (4-4-4-4, Amex 4-6-5, …); other
        # groupings ("55 11 96123-4805") are phone numbers whose digits happen to pass Luhn.
        if len(groups) > 1 and groups not in _GROUPINGS:
            return False
        return luhn.is_valid(digits)

    def normalize(self, candidate: str) -> str:
        return re.sub(r"\D", "", candidate)
