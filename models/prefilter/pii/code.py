"""Identifiers of any shape: account, member, employee, case, ticket, licence and passport numbers.

Judged as Presidio's pattern recognizers judge them: by shape and by a context word nearby. A code with a
country-and-kind prefix ("IE-ID-7493093", "US-DL-74111304325") is an identifier by its shape alone; a
mixed code ("J66196812") or a long run of digits ("789261319") only next to a word that says what it is
("passport", "member no.", "case #"). What is not an identifier stays: prices and amounts (a currency or
a decimal point), dates, versions ("v2.3.1"), model numbers (fewer than five digits: "RTX 3080", "SM-G991B").
Numbers with a checksum are left to their own recognizers (national IDs, cards, IBANs), which validate it."""

from __future__ import annotations

import re

from ..context import Context
from ...records import Finding
from ..recognizer import Pattern, PatternRecognizer

# Words that say a code is an identifier (Presidio's context idea; our own list).
CONTEXT = (
    "id", "i.d.", "identification", "identity", "passport", "licence", "license", "permit", "dl",
    "account", "acct", "member", "membership", "employee", "staff", "badge", "customer", "client",
    "patient", "student", "matriculation", "case", "file", "docket", "ticket", "reference", "ref",
    "booking", "confirmation", "reservation", "policy", "claim", "application", "registration",
    "record", "card", "voter", "tax", "insurance",
    "social security", "national", "citizen", "residence", "visa", "pin", "user", "login", "order",
    # A shipment or a payment traced to the person who sent, received or paid it.
    "tracking", "shipment", "parcel", "package", "consignment", "waybill", "invoice", "receipt", "transaction",
)
# Words that make a code a product's, not a person's: "model X12345678", "product code …", "part no. …".
_NOT_PERSONAL = re.compile(r"\b(?:product|model|sku|part|serial|item|article|version|build|firmware|batch|lot|"
                           r"flight|train|bus|route|room|page|chapter|isbn|issn|doi)\b[^\n]{0,15}$")
_NOT_AFTER_MONEY = r"(?<![$€£¥₹.,\d])"
# Codes too short or too plain to stand alone, kept only right after the word that names them ("Vehicle
# registration: DB0311AT", "Customer account MU3768", "Consignment 1-092-230-1", "ref. 3UC5R4Z"): letters
# with two to four digits ("DGS-194", "PE1661TW"), digit groups joined by hyphens (not a date), and digits
# past the sixteen of the plain rule (18-digit national IDs). A model number or a gate has no such word
# before it ("Model WH-1000XM4", "gate B17").
_SHORT = re.compile(
    r"(?<![\w./:@-])(?:(?=[A-Za-z0-9-]*[A-Za-z])(?=(?:[A-Za-z-]*\d){2})[A-Za-z0-9]{2,10}(?:-[A-Za-z0-9]{2,8}){0,2}"
    r"|\d{1,4}(?:-\d{1,4}){2,4}|\d{17,20})(?![\w/@-]|[.,]\d)")
_NAMED_RIGHT_BEFORE = re.compile(
    r"(?i:\b(?:id|identification|identity|passport|licen[cs]e|permit|account|acct|member(?:ship)?|employee|"
    r"customer|client|patient|student|case|file|ticket|reference|ref|booking|confirmation|reservation|policy|"
    r"claim|application|registration|record|card|tax|national|tracking|shipment|parcel|consignment|waybill|"
    r"invoice|receipt|transaction|order|plate|complaint)"
    r"(?:\s+(?:no|nr|number|num|code|id|ref))?\.?\s*(?:[:#]|\.{3,}|…)?\s*)$")
_DATE_LIKE = re.compile(r"\d{1,4}-\d{1,2}-\d{1,4}")


class IdentifierCodeRecognizer(PatternRecognizer):
    name = "code"
    category = "id_number"
    reason = "An identifier (account, ID, licence or case number) points to one person."
    PATTERNS = (
        # "IE-ID-7493093", "US-DL-74111304325", "CA-ID-3947704": country, kind, number.
        Pattern("prefixed", re.compile(r"\b[A-Z]{2,3}(?:-[A-Z]{1,4}){1,2}-\d{5,}\b"), 0.8, context=()),
        # Letters and at least five digits: "J66196812", "B89580716", "AB-12345-X".
        Pattern("mixed", re.compile(r"\b(?=[A-Za-z0-9-]*[A-Za-z])(?=(?:[A-Za-z-]*\d){5})[A-Za-z0-9][A-Za-z0-9-]{5,24}\b"), 0.7),
        # Groups joined by dots or slashes, letters and at least five digits: "RDY.660311", "56/39998/C",
        # "AB/12345/67". Not part of a path, an address or a file name (no "/", ".", ":" or "@" before it),
        # and never without a letter, so a date ("12/03/2021") or a version ("4.12.3") stays.
        Pattern("mixed_separated", re.compile(
            r"(?<![\w./:@-])(?=[A-Za-z0-9]{1,10}[./][A-Za-z0-9])(?=[A-Za-z0-9./]*[A-Za-z])(?=(?:[A-Za-z./]*\d){5})"
            r"[A-Za-z0-9]{1,10}(?:[./][A-Za-z0-9]{1,10}){1,3}(?![\w/@]|\.[A-Za-z0-9])"), 0.7),
        # Digits only, six or more, not an amount, a decimal or part of a longer number.
        Pattern("digits", re.compile(_NOT_AFTER_MONEY + r"\b\d{6,16}\b(?![.,]\d|\s?%|\s?(?:usd|eur|gbp|dollars|euros|pounds)\b)"), 0.65),
    )
    CONTEXT = CONTEXT

    def find(self, ctx: Context) -> list[Finding]:
        out = super().find(ctx)
        for m in _SHORT.finditer(ctx.text):
            start, end = m.span()
            if any(f.start < end and start < f.end for f in out) or not _NAMED_RIGHT_BEFORE.search(ctx.before(start, 40)):
                continue
            code = m.group()
            if _DATE_LIKE.fullmatch(code) or _NOT_PERSONAL.search(ctx.before(start, 30)) or not self.validate(code):
                continue
            out.append(Finding(start, end, code, self.category, 0.6, self.validity, f"{self.name}.named",
                               self.reason, value=self.normalize(code)))
        return out

    def has_context(self, ctx: Context, start: int, end: int, words: tuple[str, ...]) -> bool:
        return super().has_context(ctx, start, end, words) and not _NOT_PERSONAL.search(ctx.before(start, 30))

    def validate(self, candidate: str) -> bool:
        if re.fullmatch(r"(?:19|20)\d{2}-?\d{2}-?\d{2}", candidate):
            return False  # a date: 2023-10-12, 20231012
        if re.fullmatch(r"[vV]\d.*", candidate) and "." in candidate:
            return False
        if re.search(r"\.[A-Za-z]{2,5}$", candidate):
            return False  # a file name or a host: "report.v12345.pdf", "shop12345.com"
        return not candidate.isalpha()

    def normalize(self, candidate: str) -> str:
        return candidate.upper()
