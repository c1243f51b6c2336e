"""Bank codes written beside an account: the US ABA routing number (checksum by python-stdnum), the UK and
Irish sort code, the Australian BSB, the Indian IFSC and the SWIFT/BIC code (format by python-stdnum). With
the account number they say where the money is; the routing and sort codes alone name the author's bank and
branch, often their town.

Each shape is an ordinary number or word without its context word ("12-05-24" is a date, "ABSOLUTE" passes
the BIC format), so every one needs its own word nearby, as the banks and the forms that ask for them write
it ("routing number", "sort code", "BSB", "IFSC", "SWIFT"/"BIC")."""

from __future__ import annotations

import re

from stdnum import bic
from stdnum.us import rtn

from ..recognizer import Pattern, PatternRecognizer

_SCORE = 0.85  # a bank code's shape (and checksum where it has one) with its own word beside it


# A word in capitals passes the BIC format ("ABSOLUTE": bank ABSO, country LU, place TE); a BIC's letters are
# abbreviations, no word of English text (wordfreq's Zipf frequency).
_WORD_ZIPF = 2.0


def _bic(value: str) -> bool:
    from wordfreq import zipf_frequency

    return bool(bic.is_valid(value)) and zipf_frequency(value.lower(), "en") < _WORD_ZIPF


def _ifsc(value: str) -> bool:
    """Reserve Bank of India: four letters of the bank, a zero, six letters or digits of the branch."""
    return re.fullmatch(r"[A-Z]{4}0[A-Z0-9]{6}", value) is not None


class BankCodeRecognizer(PatternRecognizer):
    name = "bank_code"
    category = "financial"
    reason = "A bank code with your account names your bank and branch."
    PATTERNS = (
        Pattern("us_routing", re.compile(r"(?<![\d-])\d{9}(?![\d-])"), _SCORE, validate=rtn.is_valid,
                context=("routing", "aba", "rtn", "transit number")),
        Pattern("sort_code", re.compile(r"(?<![\d-])\d{2}([- ])\d{2}\1\d{2}(?![\d-])|(?<![\d-])\d{6}(?![\d-])"),
                _SCORE, context=("sort code", "sortcode", "sort-code")),
        Pattern("au_bsb", re.compile(r"(?<![\d-])\d{3}[- ]?\d{3}(?![\d-])"), _SCORE, context=("bsb",)),
        Pattern("in_ifsc", re.compile(r"\b[A-Z]{4}0[A-Z0-9]{6}\b"), _SCORE, validate=_ifsc, context=("ifsc",)),
        Pattern("bic", re.compile(r"\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b"), _SCORE, validate=_bic,
                context=("swift", "bic")),
    )
