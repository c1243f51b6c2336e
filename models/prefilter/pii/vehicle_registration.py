"""Vehicle registrations (number plates): one car, so one owner, in a sale listing, an insurance claim or a
parking dispute.

A plate is a short code in capitals and digits, written in up to four groups ("LB17 XKD", "CA 456-789",
"MH 12 DE 4471", "7ABC123"), which alone could be anything; so it needs its word right before ("reg",
"registration", "rego", "number plate", "licence plate", "plate"). Indian plates have a shape of their own
(Motor Vehicles Act: the state's code, the district office's number, a series of one to three letters and four
digits), whose state codes are ISO 3166-2:IN's (pycountry): those are found without the word."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_SCORE = 0.8  # a plate's shape after its word; above `code.named`, which finds some of these as any code


def _indian_state_codes() -> str:
    import pycountry

    return "|".join(sorted(s.code.split("-")[1] for s in pycountry.subdivisions if s.country_code == "IN"))


# Groups of one to four capitals or digits joined by a space or a hyphen, or one token of up to eight; at least
# one digit and one letter (a plate of letters only is a word, of digits only any number).
# everyday4: Ireland's plates end in a serial of up to six digits after the year and the county ("191-D-40877").
_PLATE = (r"(?=[A-Z0-9 -]*\d)(?=[A-Z0-9 -]*[A-Z])(?:[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){1,2}[ -]\d{5,6}|"
          r"[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){1,3}|[A-Z0-9]{2,8})")


def _plate(value: str) -> bool:
    return 4 <= sum(c.isalnum() for c in value) <= 10


# everyday8: a plate right after the vehicle it is on ("the trotro GT 4418-19", "his car SJK 8812 Z", "a Toyota
# Probox PH 4417", "a silver Transit CF19 XKP"): a vehicle noun (general English, and the minibus taxis of Ghana,
# Kenya and the Philippines) or a make (data/car_makes.py) with at most one model word between. The plate there has
# a shape of its own: a series of two or three letters (or the UK's "CF19"), a space, three or four digits (a letter
# after them), and at most a year or letter suffix ("-19", " Z", " XKP"); a model's name ("Corolla E210", "CR-V",
# "X5 M", "F 150", "GR 86") or a bus route ("bus A 12") is no such shape.
_VEHICLE_NOUNS = ("car|van|ute|truck|lorry|bus|minibus|taxi|cab|motorbike|motorcycle|scooter|bike|trotro|matatu|"
                  "jeepney|tuk-tuk|suv|pickup|pick-up|vehicle|4x4")


def _makes() -> str:
    from ..data.car_makes import CAR_MAKES

    return "|".join(re.escape(m) for m in sorted(CAR_MAKES, key=len, reverse=True))


_AFTER_VEHICLE = (r"(?i:\b(?:" + _VEHICLE_NOUNS + "|" + _makes() + r"))(?:[ \t]+[A-Z][\w-]*)?[ \t]+"
                  r"(?P<v>(?:[A-Z]{2,3}|[A-Z]{2}\d{2})[ ]\d{3,4}[A-Z]?(?:(?:-\d{2}|[ ][A-Z]{1,3}))?"
                  # everyday9: Sri Lanka's plate, a province's two letters, the series' two or three, a dash and four
                  # digits ("WP QA-4512"; the Department of Motor Traffic's format since 2000)
                  r"|[A-Z]{2}[ ][A-Z]{2,3}-\d{4})(?![\w-])")


def _not_a_year(value: str) -> bool:
    """A model and its year ("Civic EX 2018") is no plate: the digits of a letter series then a year stay."""
    digits = re.search(r"\d+", value.split(" ", 1)[1])
    return digits is None or not (len(digits.group()) == 4 and 1950 <= int(digits.group()) <= 2035
                                  and value.split(" ", 1)[1] == digits.group())


class VehicleRegistrationRecognizer(PatternRecognizer):
    name = "vehicle_registration"
    category = "id_number"
    reason = "A number plate identifies one vehicle, and so its owner."
    PATTERNS = (
        Pattern("plate", re.compile(
            r"(?i:\b(?:reg|rego|registration|(?:number|licen[cs]e|registration)\s+plate|plate)"
            r"(?:\s+(?:no|nr|number|num))?\.?(?:\s+(?:is|was))?)\s*[:#]?\s*(?P<v>" + _PLATE + r")(?![\w-])"),
            _SCORE, validate=_plate, context=()),
        Pattern("in_plate", re.compile(
            r"(?<![\w-])(?P<v>(?:" + _indian_state_codes() + r")[ -]?\d{1,2}[ -]?[A-Z]{1,3}[ -]?\d{4})(?![\w-])"),
            _SCORE, context=()),
        Pattern("after_vehicle", re.compile(_AFTER_VEHICLE), _SCORE, validate=_not_a_year, context=()),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        return match.span("v")
