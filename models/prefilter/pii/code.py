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
from ..recognizer import Pattern, PatternRecognizer, find_held

# session 21: the short names tax offices and health services give a person's number ("my NI number is …",
# "UTR", "SSN", "SIN", "TFN", "IRD number", "PPSN", "NHS number", "NRIC", "HKID", "BSN", "Aadhaar"). Whatever
# follows one of them is that number, not a phone, whatever its shape or checksum (session 22: "My SIN is
# 046 454 286", "UTR 12345 67890").
NUMBER_SHORT_NAMES = ("ni", "nino", "utr", "ssn", "sin", "tfn", "ird", "pps", "ppsn", "nhs", "nric", "hkid", "bsn",
                      "aadhaar",
                      # session 23: Brazil's CPF and RG, Spain's and Peru's DNI, Mexico's CURP (not "RFC": Internet
                      # standards are cited "RFC 2616"; not Spain's "NIE", a Polish and Dutch word)
                      "cpf", "rg", "dni", "curp")
# What stands between a number's label and the number, in any case: a word for "number" (the Romance "nº"/"n°"
# too: "CPF nº 123"), "is"/"was", a colon or "#" ("NHS no. ", "My SIN is ", "UTR: ", "CPF Number: "). One grammar for
# every label: cues/implicit.py reads Brazil's CPF by it, after_number_short_name the short names.
NUMBER_LABEL_TAIL = r"(?:\s+(?:no|nr|number|num)|\s*n[º°])?\.?(?:\s+(?:is|was))?\s*[:#]?\s*"
_SHORT_NAME_RIGHT_BEFORE = re.compile(r"(?i:\b(?:" + "|".join(NUMBER_SHORT_NAMES) + r")" + NUMBER_LABEL_TAIL + r")$")


def after_number_short_name(before: str) -> bool:
    """Whether a tax office's or a health service's short name for a person's number ends the words before
    a number ("My SIN is ", "UTR: ", "NHS no. "): the number is that identifier, not a phone."""
    return _SHORT_NAME_RIGHT_BEFORE.search(before) is not None


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
    # A school's, an employer's, a host's and a customs office's numbers for a person (issue 11, round 6):
    # pupil and personnel numbers, payroll and enrolment numbers, invitation and voucher codes, the EU's
    # trader number (EORI: Economic Operators Registration and Identification).
    "pupil", "personnel", "payroll", "enrolment", "enrollment", "invitation", "voucher", "eori",
    # A lab's, a landlord's and a charity's numbers (issue 11, round 7).
    "sample", "lease", "agreement", "contract", "declaration", "certificate",
    # A vehicle's and an animal's identifiers (issue 11, round 8): the vehicle identification number (ISO 3779)
    # and its older name, an implanted microchip (ISO 11784).
    "vin", "chassis", "microchip",
    # A phone's own number (the 15-digit International Mobile Equipment Identity, 3GPP TS 23.003), which a shop
    # records against its owner, and a register's entry (issue 11, pii16).
    "imei", "register",
    # Issue 11, pii18: a paper slip that records a deed against a person (a pay, deposit, landing or betting slip).
    # ("Serial" stays a product's word, `_NOT_PERSONAL`: round 7's "Serial 7RV H95" is no one's identifier.)
    "slip",
    # Issue 11, pii19: a tag a workshop ties to a customer's thing ("Repair tag 88-S033-5", a cloakroom's or a
    # livestock ear tag), and the note that goes with a delivery to its receiver ("Delivery note PD1/365-0"); a
    # docket (already a context word) also right before the code ("Tanker docket ET7/070-0").
    "tag", "delivery note", "dispatch note",
    # everyday2: a pharmacy's number for a patient's prescription ("Rx# 8834217", "prescription no. 66721"), a
    # school's or a hospital's for a pupil or a patient it admitted ("admission number DPS/2019/4471").
    "prescription", "rx", "admission",
    # a hospital's medical record number ("MRN 00482913"), as clinical notes and patient portals label it
    "mrn", "medical record",
    *NUMBER_SHORT_NAMES,
)
# Words that make a code a product's, not a person's: "model X12345678", "product code …", "part no. …".
_NOT_PERSONAL = re.compile(r"\b(?:product|model|sku|part|serial|item|article|version|build|firmware|batch|lot|"
                           r"flight|train|bus|route|room|page|chapter|isbn|issn|doi)\b"
                           # in the same sentence: "sign page 3. Patient ID 8706 1371 3741" is a patient's
                           r"(?:(?![.!?]\s+\w)[^\n]){0,15}$")
_NOT_AFTER_MONEY = r"(?<![$€£¥₹.,\d])"
# What makes a run of digits an amount or a decimal, not a number, after it: a decimal part, a percent, a currency's
# code or name in any case ("123456 USD", "250000 dollars"). One tail for the digits pattern and _NAMED_DIGITS.
_NOT_AN_AMOUNT_AFTER = r"(?![.,]\d|\s?%|\s?(?i:usd|eur|gbp|dollars|euros|pounds)\b)"
# Codes too short or too plain to stand alone, kept only right after the word that names them ("Vehicle
# registration: DB0311AT", "Customer account MU3768", "Consignment 1-092-230-1", "ref. 3UC5R4Z"): letters
# with two to four digits ("DGS-194", "PE1661TW"), digit groups joined by hyphens (not a date), and digits
# past the sixteen of the plain rule (18-digit national IDs). A model number or a gate has no such word
# before it ("Model WH-1000XM4", "gate B17").
# A check letter or digit may end it ("AWG-0948-H"); digit groups may be longer when they hold six digits or
# more ("9901-8351576-8"). Also codes written in groups with one space between them, in capitals and digits
# ("705 TBO", "M 504068", "1581 1730 6497"), only there: "Patient ID 12 and 14" has a lower-case word.
# Issue 11, round 7: groups may also be joined by a slash and be four ("860/34-P", "U-40-ATG-0"); a lone first
# letter may start them ("C-69-EDF-5"); more identifier nouns (sample, lease, agreement, contract, declaration,
# certificate) and any noun followed by "no."/"number" ("Sample number …", "Lease agreement no. …").
# Issue 11, round 8: groups joined by dots too ("4281.HW.587"), and one token of up to twenty capitals and digits
# (a 17-character VIN).
# Issue 11, pii16: groups joined by an underscore ("2933_912", "AB_4471"), as systems that forbid other marks in
# a key write them; capitals, a colon and digits ("ZUA:9918"; not a label's own "ID:", "No:", "Tel:" — those
# words end the match's look-behind instead); digit groups joined by dots, seven digits or more ("898.93.510";
# not a date or an IP address: `validate`).
_SHORT = re.compile(
    r"(?<![\w./:@-])(?:(?=[A-Za-z0-9/._-]*[A-Za-z])(?=(?:[A-Za-z/._-]*\d){2})[A-Za-z0-9]{1,10}(?:[-/._][A-Za-z0-9]{1,8}){0,3}"
    r"|(?!(?:ID|NO|NR|REF|PIN|TEL|FAX|MOB)\b)[A-Z]{2,4}:\d{3,8}"
    r"|(?=[A-Z0-9]*[A-Z])(?=(?:[A-Z]*\d){2})[A-Z0-9]{11,20}"
    r"|\d{1,4}(?:-\d{1,4}){2,4}|(?=(?:[-_]?\d){6})\d{1,8}(?:[-_]\d{1,8}){1,3}|\d{17,20}"
    # session 23: a check digit after a hyphen, as Brazil's RG and Chile's RUT write it ("12.345.678-9", "…-K")
    r"|(?=(?:\.?\d){7})\d{2,4}(?:\.\d{2,4}){2,3}(?:-[\dKk]{1,2})?"
    # (a short name is the label, not the code's first group: "UTR 12345 67890" is "12345 67890", session 22)
    r"|(?!(?:ID|NO|NR|REF|PIN|" + "|".join(n.upper() for n in NUMBER_SHORT_NAMES) + r")\b)(?=[A-Z0-9 ]*[A-Z0-9]{2})(?=(?:[A-Z ]*\d){2})(?=(?: ?[A-Z0-9]){5})[A-Z0-9]{1,6}(?: [A-Z0-9]{1,6}){1,3}(?! ?\d))"
    r"(?![\w/@-]|[.,]\d)")
_NAMED_RIGHT_BEFORE = re.compile(
    r"(?i:\b(?:id|identification|identity|passport|licen[cs]e|permit|account|acct|member(?:ship)?|employee|"
    r"customer|client|patient|student|case|file|ticket|reference|ref|booking|confirmation|reservation|policy|"
    r"claim|application|registration|record|card|tax|national|tracking|shipment|parcel|consignment|waybill|"
    r"invoice|receipt|transaction|order|plate|complaint|pupil|personnel|payroll|enrol(?:l)?ment|invitation|voucher|"
    r"eori|sample|lease|agreement|contract|declaration|certificate|vin|chassis|microchip|imei|badge|register|"
    r"slip|tag|(?:delivery|dispatch)\s+note|docket|prescription|rx|admission|mrn|medical\s+record|"
    # session 22: the short names ("my SIN is 046 454 286", "UTR 12345 67890")
    + "|".join(NUMBER_SHORT_NAMES) + r")"
    # the thing that bears the number may follow the word (issue 11, round 9: "ID document 6112 1539 6529",
    # "identity card …", "passport book …"; issue 11, pii16: "register entry …", "Pupil pass …", and a phone's IMEI,
    # a volunteer's badge, a register's entry named by "imei", "badge", "register")
    r"(?:\s+(?:no|nr|number|num|code|id|ref|document|doc|card|book|entry|pass))?\.?(?:\s+(?:is|was))?\s*(?:[:#]|\.{3,}|…)?\s*"
    # any noun followed by a number word: "Lease agreement no. …", "Gift Aid declaration reference …"
    r"|\b(?:[a-z]{3,}|[A-Z]{3,5})\s+(?:no|nr|number|num)\.?(?:\s+(?:is|was))?\s*(?:[:#]|…)?\s*)$")  # "PPS number is …" too
_DATE_LIKE = re.compile(r"\d{1,4}-\d{1,2}-\d{1,4}")
# everyday9: a register's short name in capitals, then "No." and the entry's number, as hospitals and offices label
# a person's record ("IP No. 2026/KMC/44817", "CR No. 202611457": in-patient, central registration): the label's
# capitals and "No." say it is a numbered record, whatever the two to five letters stand for; the number holds five
# digits or more (not "UK No. 1", "Vol No. 12").
# everyday9 (everyday8's leftover): a mobile-money till or paybill number, which a shop, a church or a wedding
# committee gives for contributions ("M-Pesa till 886120", "Paybill 522533"; Safaricom's Lipa na M-Pesa numbers
# are five to seven digits). Only in a draft that names mobile money, so "open till 230000" is no till.
_TILL_NUMBER = re.compile(r"\b(?i:till|paybill|pay[ \t]+bill)(?:[ \t]+(?i:number|no\.?))?[ \t]*[:#]?[ \t]*"
                          r"(?P<code>\d{5,7})(?![\w/@-]|[.,]\d)")
_MOBILE_MONEY = ("m-pesa", "mpesa", "paybill", "pay bill", "buy goods", "lipa na", "till number", "till no")
_CAPS_LABEL_NUMBER = re.compile(
    r"(?<![\w.-])[A-Z]{2,5}[ \t]+(?:No|NO)\.?[ \t]*[:#]?[ \t]*"
    r"(?P<code>(?=(?:[A-Z/-]*\d){5})[A-Z0-9]{1,12}(?:[/-][A-Z0-9]{1,12}){0,3})(?![\w/@-]|[.,]\d)")
# Four or five digits are a person's number only right after a holder's noun and a number word ("badge number
# 30291", "employee no. 4471", "member #5521"): alone they are amounts, years and model numbers.
_SHORT_DIGITS = re.compile(r"(?<![\w./:@-])\d{4,5}(?![\w/@-]|[.,]\d)")
_HOLDER_NUMBER_BEFORE = re.compile(
    r"(?i:\b(?:employee|staff|badge|member(?:ship)?|customer|client|patient|student|pupil|personnel|payroll|"
    r"account|acct|policy|claim|case|ticket|booking|confirmation|reservation|tracking|reference|locker|"
    r"library\s+card|id|prescription|rx|admission|"
    # everyday4: a customer's own order, as a shop's reply names it ("thanks for order #40552", "invoice no. 88213")
    r"order|invoice|receipt|transaction)\s+(?:no|nr|number|num|#)\.?\s*[:#]?\s*|\b(?:member|employee|badge|patient|student|rx)\s*#\s?"
    # session 20: a badge's number written right after it, as a worker gives it to HR ("I'm Tomasz, badge 44718")
    r"|\bbadge\s+"
    # everyday10: a club's or a gym's number right after "membership" ("membership 55821"), as "badge" above
    r"|\bmembership\s+"
    # everyday3: what opens a home or reaches one person, in delivery notes and shift swaps: a gate's or a door's
    # code ("gate code 4471", "keypad code is 2580"), a home's unit ("buzz unit 1204", "apt 3301") and a desk
    # phone's extension ("ext 4412", "extension 2231"); "zip code", "area code" and "promo code" are no such code
    r"|\b(?:gate|door|entry|access|alarm|keypad|key\s?safe|lockbox|lock\s?box|buzzer|building|front\s+door)\s+code"
    r"(?:\s+is)?\s*[:#]?\s*|\b(?:unit|apt|apartment|suite|flat)\.?\s*#?\s?|\b(?:ext|extn|extension)\.?\s*[:#]?\s*"
    # the same said the other way round: "code for the gate is 5183", "the code to the lockbox is 2906" (session 19)
    r"|\bcode\s+(?:for|to)\s+(?:the\s+|my\s+|our\s+)?(?:gate|door|front\s+door|lockbox|lock\s?box|key\s?safe|"
    r"alarm|garage|building|keypad)\s+is\s*[:#]?\s*)$")


# everyday10: a plain run of five to sixteen digits right after a noun and a number word ("NIB number 21847563",
# "Juror number 20417", "Employee No. 884210") or an acronym and "#" ("ADCRR #318842", "DOC #1187345": the
# register's capitals say it is a numbered record): the noun names what the number identifies, whatever the noun.
# Not a phone's, a place's or a thing's number (those nouns are read by their own recognizers or are no one's:
# "phone number 0412555123", "house number 12345", "model number 55100"), nor an amount ("number 50000 dollars").
_NAMED_DIGITS = re.compile(r"(?<![\w./:@-])\d{5,16}(?![\w/@-])" + _NOT_AN_AMOUNT_AFTER)
_NOT_HOLDER_NOUNS = ("phone", "mobile", "cell", "contact", "tel", "telephone", "fax", "whatsapp", "landline", "home",
                     "work", "office", "house", "street", "building", "room", "page", "flight", "train", "bus",
                     "route", "model", "part", "serial", "item", "lot", "batch", "track", "seat", "gate", "platform",
                     "table", "lucky", "jersey", "shirt", "squad", "issue", "volume", "vol", "chapter", "verse", "size",
                     "edition", "series", "episode", "season", "level", "step", "question", "exercise", "figure", "fig",
                     "any", "the", "that", "this", "same", "new", "old", "big", "small", "large", "total", "round",
                     "prime", "odd", "even", "whole", "high", "low")
_NUMBERED_NOUN_BEFORE = re.compile(
    r"(?:(?<![\w'’-])(?!(?i:" + "|".join(_NOT_HOLDER_NOUNS) + r")\b)(?:[A-Za-z][a-z]{2,}|[A-Z]{2,6})[ \t]+(?i:no\.?|nr\.?|number|num\.?)"
    r"|(?<![\w'’-])[A-Z]{2,6}[ \t]*#)[ \t]*[:#]?[ \t]*$")

# everyday10: a payment card's last four digits, as receipts, bank apps and people name the card ("paid from my Amex
# ending 4417", "the Visa ending in 0921", "card ending with 5532", "last four digits 8812"): with the card's other
# digits hidden, those four and the issuer are what points to the holder. A card word (or an issuer's name) must
# stand a few words before; "the season ending 2024", "ending in 1999" alone stay.
_CARD_ENDING = re.compile(
    r"\b(?i:card|visa|mastercard|master\s+card|amex|american\s+express|discover|debit|credit|maestro)\b"
    r"(?:[ \t]+[\w'’-]+){0,3}?[ \t]+(?i:ending|ends)(?:[ \t]+(?i:in|with))?[ \t]*[:#]?[ \t]*(?P<code>\d{4})(?![\w/@-]|[.,]\d)"
    r"|\b(?i:last[ \t]+(?:4|four)(?:[ \t]+digits)?)(?:[ \t]+(?i:are|is|of[ \t]+(?:my|the|his|her)[ \t]+card))?[ \t]*[:#]?[ \t]*"
    r"(?P<last>\d{4})(?![\w/@-]|[.,]\d)")


# Session 22: one's own number named by an acronym that no list here knows, said with "is" ("My OEN is 123456789",
# "my AHCN is 12345-6789": Ontario's education number, Alberta's health card): written in capitals, the acronym
# is a scheme's name; the words themselves ("my code is", "my score is") stay, as their case says.
_MY_ACRONYM_IS = re.compile(r"\b[Mm]y[ \t]+(?P<acronym>[A-Z]{2,6})(?:[ \t]+(?:[Nn]o\.?|[Nn]umber|#))?[ \t]*(?:is|was|:|=)[ \t]*$")


_MY_ACRONYM = re.compile(_MY_ACRONYM_IS.pattern.removesuffix("$"))


def _my_acronym_is(ctx: Context, start: int) -> bool:
    return _MY_ACRONYM_IS.search(ctx.text, max(0, start - 30), start) is not None


def named_by_scheme_acronym(ctx: Context, start: int) -> bool:
    """The number at `start` is one's own under a scheme's acronym ("My UCAS number is 123-456-7890"), not a
    country's ("My UK number is …" is a phone's)."""
    from ..context import fold
    from ..data.gazetteer import gazetteer

    m = _MY_ACRONYM_IS.search(ctx.text, max(0, start - 30), start)
    return m is not None and gazetteer().lookup(fold(m.group("acronym"))) is None


def names_an_identifier(before: str) -> bool:
    """Whether the words right before a number name what it identifies ("Order", "Ticket no.", "ID document")."""
    return _NAMED_RIGHT_BEFORE.search(before) is not None

# Units and times written in capitals after a number, never a group of a spaced code.
_UNITS = frozenset("PCS PC KG MG ML CM MM KM GB MB TB KB AM PM EUR USD GBP CHF KW KWH HP MP USB".split())


def _date(code: str) -> bool:
    """A date written with hyphens: year-month-day or day-month-year (either order of day and month);
    "903-86-0930" is no date."""
    if not _DATE_LIKE.fullmatch(code):
        return False
    a, b, c = (int(p) for p in code.split("-"))
    if len(code.split("-")[0]) == 4:
        return 1 <= b <= 12 and 1 <= c <= 31
    return (1 <= a <= 31 and 1 <= b <= 12) or (1 <= a <= 12 and 1 <= b <= 31)


def _dotted_date(code: str) -> bool:
    """A date written with dots, day.month.year or year.month.day ("12.03.2021", "2021.03.12")."""
    parts = code.split(".")
    return len(parts) == 3 and _date("-".join(parts))


def _ip_address(code: str) -> bool:
    """Four dotted numbers of at most 255: an IPv4 address, which the IP recognizer judges."""
    parts = code.split(".")
    return len(parts) == 4 and all(int(p) <= 255 for p in parts)


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
        Pattern("digits", re.compile(_NOT_AFTER_MONEY + r"\b\d{6,16}\b" + _NOT_AN_AMOUNT_AFTER), 0.65),
    )
    CONTEXT = CONTEXT

    def find(self, ctx: Context) -> list[Finding]:
        out = super().find(ctx)
        for m in find_held(_SHORT, ctx):  # every branch needs a digit: 338 of the 404 comments have none
            start, end = m.span()
            inside = [f for f in out if f.start < end and start < f.end]
            # a longer code holds a finding of its part ("M 504068" holds "504068"): the whole replaces it
            if any(f.start < start or f.end > end or (f.start, f.end) == (start, end) for f in inside) or not (
                    _NAMED_RIGHT_BEFORE.search(ctx.before(start, 40)) or _my_acronym_is(ctx, start)):
                continue
            code = m.group()
            if _date(code) or _NOT_PERSONAL.search(ctx.before(start, 30)) or not self.validate(code):
                continue
            if " " in code and any(g in _UNITS for g in code.split()):
                continue  # "order 12 PCS", "card 64 GB": a quantity and its unit
            out = [f for f in out if f not in inside]
            out.append(Finding(start, end, code, self.category, 0.6, self.validity, f"{self.name}.named",
                               self.reason, value=self.normalize(code)))
        for m in find_held(_CAPS_LABEL_NUMBER, ctx) if " No" in ctx.text or " NO" in ctx.text else ():
            start, end = m.span("code")
            code = m.group("code")
            if (any(f.start < end and start < f.end for f in out) or _date(code)
                    or _NOT_PERSONAL.search(ctx.before(m.start(), 30))):
                continue
            out.append(Finding(start, end, code, self.category, 0.6, self.validity, f"{self.name}.named",
                               self.reason, value=self.normalize(code)))
        for m in find_held(_TILL_NUMBER, ctx) if ctx.has_any(_MOBILE_MONEY) else ():
            start, end = m.span("code")
            if not any(f.start < end and start < f.end for f in out):
                out.append(Finding(start, end, m.group("code"), self.category, 0.6, self.validity, f"{self.name}.named",
                                   self.reason, value=m.group("code")))
        for m in find_held(_CARD_ENDING, ctx) if "end" in ctx.lower or "last" in ctx.lower else ():
            group = "code" if m.group("code") else "last"
            start, end = m.span(group)
            if not any(f.start < end and start < f.end for f in out):
                out.append(Finding(start, end, m.group(group), self.category, 0.6, self.validity,
                                   f"{self.name}.card_ending", self.reason, value=m.group(group)))
        for m in _NAMED_DIGITS.finditer(ctx.text) if ctx.has_decimal else ():
            start, end = m.span()
            if (any(f.start < end and start < f.end for f in out)
                    or not _NUMBERED_NOUN_BEFORE.search(ctx.text, max(0, start - 30), start)
                    or _NOT_PERSONAL.search(ctx.before(start, 30))):
                continue
            out.append(Finding(start, end, m.group(), self.category, 0.6, self.validity, f"{self.name}.named",
                               self.reason, value=m.group()))
        for m in find_held(_SHORT_DIGITS, ctx):
            start, end = m.span()
            if (any(f.start < end and start < f.end for f in out) or re.fullmatch(r"(?:19|20)\d\d", m.group())
                    or not _HOLDER_NUMBER_BEFORE.search(ctx.before(start, 30))):
                continue  # a year, or no holder's number named right before
            out.append(Finding(start, end, m.group(), self.category, 0.6, self.validity, f"{self.name}.named",
                               self.reason, value=m.group()))
        return out

    def context_possible(self, ctx: Context, context: tuple[str, ...]) -> bool:
        return super().context_possible(ctx, context) or ("my " in ctx.lower and _MY_ACRONYM.search(ctx.text) is not None)

    def has_context(self, ctx: Context, start: int, end: int, words: tuple[str, ...]) -> bool:
        return ((super().has_context(ctx, start, end, words) or _my_acronym_is(ctx, start))
                and not _NOT_PERSONAL.search(ctx.before(start, 30)))

    def validate(self, candidate: str) -> bool:
        if re.fullmatch(r"(?:19|20)\d{2}-?(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01])", candidate):
            return False  # a date: 2023-10-12, 20231012 (not a student number "20231587": no 15th month)
        if re.fullmatch(r"[vV]\d.*", candidate) and "." in candidate:
            return False
        if re.search(r"\.(?=[A-Z]{0,4}[a-z])[A-Za-z]{2,5}$", candidate):
            return False  # a file name or a host: "report.v12345.pdf", "shop12345.com"; issue 11, pii18: an
            # extension in capitals is a code's check letters ("Mill ticket 90436.WT", "Waybill 42088.FX")
        if re.fullmatch(r"\d+(?:\.\d+)+", candidate) and (_dotted_date(candidate) or _ip_address(candidate)):
            return False  # "12.03.2021", "192.168.10.12"
        if re.fullmatch(r"\d{1,3}(?:\.\d{3})+", candidate):
            return False  # an amount with dots between its thousands: "1.250.000"
        return not candidate.isalpha()

    def normalize(self, candidate: str) -> str:
        return candidate.upper()
