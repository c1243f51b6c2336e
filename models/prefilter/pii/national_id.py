"""National identity numbers validated by python-stdnum. Formats that look like any other number
(9–12 plain digits) also need a context word nearby ("SSN", "BSN", "Steuer-ID", "Aadhaar")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from stdnum.ca import sin as ca_sin
from stdnum.de import idnr as de_idnr
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.fr import nir as fr_nir
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import pan as in_pan
from stdnum.it import codicefiscale as it_cf
from stdnum.nl import bsn as nl_bsn
from stdnum.us import ssn as us_ssn

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding


@dataclass(frozen=True)
class IdFormat:
    """One national ID: candidate regex, validator, and the context words it needs (if any)."""

    name: str
    regex: re.Pattern[str]
    is_valid: Callable[[str], bool]
    context: tuple[str, ...] = ()


_NINO_PREFIX_BAD = frozenset({"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})


def _uk_nino(value: str) -> bool:
    """UK National Insurance number: two prefix letters (D, F, I, Q, U, V never; O not second), six
    digits, suffix A–D. stdnum has no module for it."""
    compact = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", compact):
        return False
    return compact[:2] not in _NINO_PREFIX_BAD


FORMATS: tuple[IdFormat, ...] = (
    IdFormat("us_ssn", re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])"), us_ssn.is_valid),
    IdFormat("us_ssn", re.compile(r"(?<!\d)\d{9}(?!\d)"), us_ssn.is_valid, ("ssn", "social security")),
    IdFormat("uk_nino", re.compile(r"\b[A-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b"), _uk_nino),
    IdFormat("es_dni", re.compile(r"\b\d{8}-?[A-Z]\b"), es_dni.is_valid),
    IdFormat("es_nie", re.compile(r"\b[XYZ]-?\d{7}-?[A-Z]\b"), es_nie.is_valid),
    IdFormat("it_codice_fiscale", re.compile(r"\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b"), it_cf.is_valid),
    IdFormat("in_pan", re.compile(r"\b[A-Z]{5}\d{4}[A-Z]\b"), in_pan.is_valid),
    IdFormat("fr_nir", re.compile(r"\b[12]\s?\d{2}\s?\d{2}\s?\d{2}\s?\d{3}\s?\d{3}\s?\d{2}\b"), fr_nir.is_valid),
    IdFormat("nl_bsn", re.compile(r"(?<!\d)\d{9}(?!\d)|\b\d{4}\.\d{2}\.\d{3}\b"), nl_bsn.is_valid,
             ("bsn", "burgerservicenummer", "citizen service number")),
    IdFormat("de_idnr", re.compile(r"(?<!\d)\d{2}\s?\d{3}\s?\d{3}\s?\d{3}(?!\d)"), de_idnr.is_valid,
             ("steuer-id", "steuerid", "steuer id", "identifikationsnummer", "tax id", "idnr")),
    IdFormat("ca_sin", re.compile(r"(?<!\d)\d{3}[\s-]?\d{3}[\s-]?\d{3}(?!\d)"), ca_sin.is_valid,
             ("sin", "social insurance")),
    IdFormat("in_aadhaar", re.compile(r"(?<!\d)\d{4}\s?\d{4}\s?\d{4}(?!\d)"), in_aadhaar.is_valid, ("aadhaar", "aadhar", "uid")),
)


class NationalIdRecognizer(Recognizer):
    name = "national_id"
    categories = ("id_number",)
    CONTEXT_WINDOW = 40

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for fmt in FORMATS:
            for m in fmt.regex.finditer(ctx.text):
                if not fmt.is_valid(m.group()):
                    continue
                if fmt.context:
                    window = ctx.before(m.start(), self.CONTEXT_WINDOW) + " " + ctx.after(m.end(), 20)
                    if not any(re.search(rf"\b{re.escape(w)}\b", window) for w in fmt.context):
                        continue
                out.append(Finding(m.start(), m.end(), m.group(), "id_number", 0.9, "high",
                                   f"national_id.{fmt.name}", "A national identity number identifies you.",
                                   re.sub(r"[\s.-]", "", m.group())))
        return out
