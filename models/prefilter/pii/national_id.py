"""National identity numbers validated by python-stdnum. Formats that look like any other number
(9–12 plain digits) also need a context word nearby ("SSN", "BSN", "Steuer-ID", "Aadhaar")."""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.au import tfn as au_tfn
from stdnum.br import cpf as br_cpf
from stdnum.ca import sin as ca_sin
from stdnum.de import idnr as de_idnr
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.fr import nir as fr_nir
from stdnum.ie import pps as ie_pps
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.it import codicefiscale as it_cf
from stdnum.my import nric as my_nric
from stdnum.nl import bsn as nl_bsn
from stdnum.no import fodselsnummer as no_fodselsnummer
from stdnum.pk import cnic as pk_cnic
from stdnum.pl import pesel as pl_pesel
from stdnum.us import ein as us_ein
from stdnum.us import itin as us_itin
from stdnum.us import ssn as us_ssn
from stdnum.za import idnr as za_idnr

from ..recognizer import Pattern, PatternRecognizer


_NINO_PREFIX_BAD = frozenset({"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})


def _uk_nino(value: str) -> bool:
    """UK National Insurance number: two prefix letters (D, F, I, Q, U, V never; O not second), six
    digits, suffix A–D. stdnum has no module for it."""
    compact = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", compact):
        return False
    return compact[:2] not in _NINO_PREFIX_BAD


def _nhs_number(value: str) -> bool:
    """NHS number (England, Wales, Isle of Man): ten digits, the last a modulus-11 check digit of the first nine
    weighted 10 down to 2 (NHS Data Dictionary, "NHS number"); stdnum has no module for it."""
    digits = re.sub(r"[\s-]", "", value)
    if not re.fullmatch(r"\d{10}", digits):
        return False
    check = 11 - sum(int(d) * w for d, w in zip(digits[:9], range(10, 1, -1))) % 11
    return check != 10 and (0 if check == 11 else check) == int(digits[9])


def _au_medicare(value: str) -> bool:
    """Australian Medicare card number: ten digits (an eleventh, the card holder's position, may follow), the
    first 2–6, the ninth a check digit: the first eight weighted 1, 3, 7, 9, 1, 3, 7, 9, modulo 10 (Services
    Australia's published algorithm); stdnum has no module for it."""
    digits = re.sub(r"[\s-]", "", value)
    if not re.fullmatch(r"[2-6]\d{9,10}", digits):
        return False
    return sum(int(d) * w for d, w in zip(digits[:8], (1, 3, 7, 9, 1, 3, 7, 9))) % 10 == int(digits[8])


def _digits(count: int) -> Callable[[str], bool]:
    """A number with no published check digit (Nigeria's NIN and BVN, the Philippines' TIN and PhilHealth PIN):
    only its length, and its word beside it, say what it is."""
    def is_valid(value: str) -> bool:
        return len(re.sub(r"[\s-]", "", value)) == count
    return is_valid


def _ph_tin(value: str) -> bool:
    """Philippine TIN: nine digits, then the branch code (three digits, five in newer forms) or none."""
    return len(re.sub(r"[\s-]", "", value)) in (9, 12, 14)


def _hk_hkid(value: str) -> bool:
    """Hong Kong identity card number (everyday7): one or two letters, six digits, a check character (0-9 or A),
    written with the check in brackets ("Y123456(9)"). The check is the Immigration Department's published one
    (python-stdnum has no HKID): a lone letter is led by a space worth 36, letters are worth A=10 … Z=35, the eight
    characters are weighted 9 … 2, and the check makes the sum with it a multiple of 11 (A stands for 10)."""
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", value)
    if m is None:
        return False
    letters, digits, check = m.groups()
    values = ([36] if len(letters) == 1 else []) + [ord(c) - ord("A") + 10 for c in letters] + [int(d) for d in digits]
    total = sum(v * w for v, w in zip(values, range(9, 1, -1)))
    return (total + (10 if check == "A" else int(check))) % 11 == 0


def _lk_nic(value: str) -> bool:
    """Sri Lanka's National Identity Card number (everyday9), as the Department for Registration of Persons issues
    it: the old card's nine digits and a letter V or X (the birth year's last two digits, the day of the year, three
    serial digits and a check digit) and the new card's twelve digits (the full birth year, the day, a 0 and the
    same four). The day is 1–366, plus 500 for a woman, so 367–500 and past 866 are no day; the check digit's rule
    is unpublished and python-stdnum has no module, so only the date is checked."""
    compact = value.upper()
    m = re.fullmatch(r"\d\d(\d{3})\d{4}[VX]", compact) or re.fullmatch(r"(?:19|20)\d\d(\d{3})0\d{4}", compact)
    if m is None:
        return False
    day = int(m.group(1))
    return 1 <= day <= 366 or 501 <= day <= 866


# CMS's Medicare Beneficiary Identifier (everyday10), as its "Understanding the MBI format" sheet specifies: eleven
# characters, 1: a digit 1-9, 2, 5, 8, 9: a letter, 4, 7, 10, 11: a digit, 3 and 6: either; the letters never S, L,
# O, I, B or Z. Cards print it in groups of four, three and four ("1EG4-TE5-MK73"). python-stdnum has no module.
_MBI_LETTER = "[AC-HJKMNP-RT-Y]"
_MBI_EITHER = "[0-9AC-HJKMNP-RT-Y]"
_MBI_GROUPS = (rf"[1-9]{_MBI_LETTER}{_MBI_EITHER}\d", rf"{_MBI_LETTER}{_MBI_EITHER}\d", rf"{_MBI_LETTER}{{2}}\d{{2}}")


def _us_mbi(value: str) -> bool:
    return re.fullmatch("-?".join(_MBI_GROUPS), value.upper()) is not None


_SCORE = 0.9  # a checksum-valid number of a national format (with its context word where it needs one)


def _id(name: str, regex: str, is_valid: Callable[[str], bool], context: tuple[str, ...] | None = None) -> Pattern:
    return Pattern(name, re.compile(regex), _SCORE, validate=is_valid, context=context)


class NationalIdRecognizer(PatternRecognizer):
    name = "national_id"
    category = "id_number"
    reason = "A national identity number identifies you."
    # Each format has its own checksum; the ones that look like any other number need a context word.
    PATTERNS = (
        _id("us_ssn", r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])", us_ssn.is_valid),
        # "my social" is how Americans say it ("my social is 536221987"); "social" alone is too common a word
        _id("us_ssn", r"(?<!\d)\d{9}(?!\d)", us_ssn.is_valid, ("ssn", "social security", "my social", "her social",
                                                               "his social", "ss#")),
        _id("uk_nino", r"\b[A-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b", _uk_nino),
        _id("es_dni", r"\b\d{8}-?[A-Z]\b", es_dni.is_valid),
        _id("es_nie", r"\b[XYZ]-?\d{7}-?[A-Z]\b", es_nie.is_valid),
        _id("it_codice_fiscale", r"\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b", it_cf.is_valid),
        _id("in_pan", r"\b[A-Z]{5}\d{4}[A-Z]\b", in_pan.is_valid),
        _id("fr_nir", r"\b[12]\s?\d{2}\s?\d{2}\s?\d{2}\s?\d{3}\s?\d{3}\s?\d{2}\b", fr_nir.is_valid),
        _id("nl_bsn", r"(?<!\d)\d{9}(?!\d)|\b\d{4}\.\d{2}\.\d{3}\b", nl_bsn.is_valid,
            ("bsn", "burgerservicenummer", "citizen service number")),
        _id("de_idnr", r"(?<!\d)\d{2}\s?\d{3}\s?\d{3}\s?\d{3}(?!\d)", de_idnr.is_valid,
            ("steuer-id", "steuerid", "steuer id", "identifikationsnummer", "tax id", "idnr")),
        _id("ca_sin", r"(?<!\d)\d{3}[\s-]?\d{3}[\s-]?\d{3}(?!\d)", ca_sin.is_valid, ("sin", "social insurance")),
        _id("ie_pps", r"\b\d{7}[A-W][AHWTX]?\b", ie_pps.is_valid, ("pps", "ppsn", "personal public service")),
        _id("uk_nhs", r"(?<![\d-])\d{3}[\s-]?\d{3}[\s-]?\d{4}(?![\d-])", _nhs_number, ("nhs", "chi number", "health number")),
        _id("in_aadhaar", r"(?<!\d)\d{4}\s?\d{4}\s?\d{4}(?!\d)", in_aadhaar.is_valid, ("aadhaar", "aadhar", "uid")),
        # everyday2: South Africa's ID number (13 digits: birth date, sex, citizenship, Luhn), Australia's tax file
        # number and Medicare card, Nigeria's National Identification Number and Bank Verification Number (11
        # digits each, no check digit), the Philippines' TIN (9 digits and a 3–5 digit branch code) and PhilHealth
        # number (2-9-1 digits).
        _id("za_idnr", r"(?<![\d-])\d{6}\s?\d{4}\s?\d{3}(?![\d-])", za_idnr.is_valid,
            ("id", "id number", "identity number", "id no", "identity document")),
        _id("au_tfn", r"(?<![\d-])\d{3}\s?\d{3}\s?\d{2,3}(?![\d-])", au_tfn.is_valid, ("tfn", "tax file")),
        _id("au_medicare", r"(?<![\d-])\d{4}\s?\d{5}\s?\d(?:[\s/-]?\d)?(?![\d-])", _au_medicare, ("medicare",)),
        _id("ng_nin_bvn", r"(?<![\d-])\d{11}(?![\d-])", _digits(11),
            ("nin", "bvn", "national identification number", "national identity number", "bank verification number")),
        _id("ph_tin", r"(?<![\d-])\d{3}-\d{3}-\d{3}(?:-\d{3,5})?(?![\d-])", _ph_tin,
            ("tin", "tax identification number")),
        _id("ph_philhealth", r"(?<![\d-])\d{2}-?\d{9}-?\d(?![\d-])", _digits(12), ("philhealth", "phic")),
        # session 20: the US taxpayer numbers beside the SSN (python-stdnum's prefix and range checks): an individual
        # taxpayer number (ITIN, 9xx-7x-xxxx: its own shape, as the SSN's) and an employer's (EIN, a sole trader's
        # too: "12-3456789", only beside its word)
        _id("us_itin", r"(?<![\d-])9\d{2}-\d{2}-\d{4}(?![\d-])", us_itin.is_valid),
        _id("us_itin", r"(?<!\d)9\d{8}(?!\d)", us_itin.is_valid, ("itin", "taxpayer")),
        _id("us_ein", r"(?<![\d-])\d{2}-?\d{7}(?![\d-])", us_ein.is_valid,
            ("ein", "fein", "employer identification", "tax id", "tax id number", "tin")),
        # everyday7: Hong Kong's identity card; the bracketed check is its own mark, without brackets it needs its word
        _id("hk_hkid", r"\b[A-Z]{1,2}\d{6}\([0-9A]\)(?!\w)", _hk_hkid),
        _id("hk_hkid", r"\b[A-Z]{1,2}\d{6}[0-9A]\b", _hk_hkid, ("hkid", "hk id", "identity card")),
        # everyday8: Malaysia's MyKad number (YYMMDD-PB-###G: a real birth date and a listed birthplace code, by
        # python-stdnum) and Pakistan's CNIC (5-7-1 digits: a province digit 1–7 and a sex digit, by python-stdnum).
        # Dashed, each shape is its own mark; run together the digits are any number and need their word.
        _id("my_nric", r"(?<![\d-])\d{6}-\d{2}-\d{4}(?![\d-])", my_nric.is_valid),
        _id("my_nric", r"(?<![\d-])\d{12}(?![\d-])", my_nric.is_valid, ("ic", "mykad", "nric", "kad pengenalan")),
        _id("pk_cnic", r"(?<![\d-])\d{5}-\d{7}-\d(?![\d-])", pk_cnic.is_valid),
        _id("pk_cnic", r"(?<![\d-])\d{13}(?![\d-])", pk_cnic.is_valid, ("cnic", "nic", "nicop", "id card")),
        # everyday9: India's GST number (a state code, the holder's PAN, a registration count, "Z", a check
        # character; python-stdnum's check): a sole trader's invoice carries it, and its shape is its own mark
        _id("in_gstin", r"\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b", in_gstin.is_valid),
        # everyday9: Sri Lanka's NIC (_lk_nic): the old card's letter is its own mark, the new card's twelve digits
        # need their word
        _id("lk_nic", r"(?<![\d-])\d{9}[VvXx]\b", _lk_nic),
        _id("lk_nic", r"(?<![\d-])(?:19|20)\d{10}(?![\d-])", _lk_nic, ("nic", "national identity card", "id card")),
        # everyday10: Poland's PESEL (birth date, serial, sex, check digit) and Norway's fødselsnummer (birth date,
        # serial, two check digits), eleven digits each, beside their word; Brazil's CPF (nine digits, two check
        # digits): its dotted shape "123.456.789-09" is its own mark, run together it needs its word (all by
        # python-stdnum); Botswana's Omang (the national identity card's number, nine digits, no published check)
        # beside its word; the US Medicare Beneficiary Identifier (_us_mbi): grouped with dashes its letter-digit
        # pattern is its own mark, run together it needs its word.
        _id("pl_pesel", r"(?<![\d-])\d{11}(?![\d-])", pl_pesel.is_valid, ("pesel",)),
        _id("no_fodselsnummer", r"(?<![\d-])\d{6}\s?\d{5}(?![\d-])", no_fodselsnummer.is_valid,
            ("fødselsnummer", "fodselsnummer", "birth number", "d-nummer")),
        _id("br_cpf", r"(?<![\d.-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d-])", br_cpf.is_valid),
        _id("br_cpf", r"(?<![\d-])\d{11}(?![\d-])", br_cpf.is_valid, ("cpf",)),
        _id("bw_omang", r"(?<![\d-])\d{9}(?![\d-])", _digits(9), ("omang",)),
        _id("us_mbi", r"\b" + "-".join(_MBI_GROUPS) + r"\b", _us_mbi),
        _id("us_mbi", r"\b" + "".join(_MBI_GROUPS) + r"\b", _us_mbi,
            ("mbi", "medicare")),
    )

    def normalize(self, candidate: str) -> str:
        return re.sub(r"[\s.-]", "", candidate)
