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
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        return match.span("v")
