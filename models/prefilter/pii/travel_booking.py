"""A trip booked in the author's name: the flight number, the seat and the airline's booking reference (PNR).

With the date, a flight number and a seat point to one passenger, and the booking reference opens the booking
itself (name, passport, phone) on the airline's site. Each has the shape of any short code ("BA 2490" could be a
model, "23A" a flat, "X7KQ2B" a product key), so each needs its own word: "flight" right before the number or
air-travel words nearby (IATA designators are two letters or a letter and a digit: Resolution 762), "seat" right
before a row and a seat letter (A–K, the letters cabins use) with air-travel words nearby, "PNR"/"booking reference"/"record locator"/
"confirmation code" right before the locator (IATA's record locators are five to eight letters and digits)."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_SCORE = 0.85  # the shape with its own word beside it: higher than `code.named`, which finds some of these too

# An IATA airline designator (two letters, or a letter and a digit either way) and a flight number of one to four
# digits, an operational suffix letter allowed: "BA 2490", "AI131", "6E-2134", "U2 8147". After a designator with
# a digit, two digits at least: "B17", "A4" are gates and seats.
_FLIGHT = r"(?:[A-Z]{2}[ -]?\d{1,4}|(?:[A-Z]\d|\d[A-Z])[ -]?\d{2,4})[A-Z]?"
# Where a gate, a terminal, a row or a room is named, the code after it is that place ("gate C123").
_PLACE_BEFORE = r"(?<!\b[Gg]ate )(?<!\b[Tt]erminal )(?<!\b[Rr]ow )(?<!\b[Rr]oom )"
# Aircraft types share the shape ("A320", "B737"): the plane, not the passenger's flight.
_AIRCRAFT = re.compile(r"A3\d\d|A220|B7\d7")
# Words of air travel that make a designator-and-number nearby a flight (within the recognizer's window). Not
# "boarding": trains, ferries and coaches board too (a seat on them flagged 7 texts of issue 11's twenty_second family).
_AIR_WORDS = ("flight", "flights", "airline", "airlines", "airways", "layover", "pnr")
_SEAT_LETTERS = "A-K"


def _flight_number(value: str) -> bool:
    digits = re.sub(r"\D", "", value[2:])
    if _AIRCRAFT.fullmatch(value.replace(" ", "").replace("-", "")):
        return False
    # four digits that read as a year after two capitals ("UK 2019", "EU 2024") are a year, not a flight
    return not (len(digits) == 4 and re.fullmatch(r"(?:19|20)\d\d", digits) is not None and value[:2].isalpha())


def _locator(value: str) -> bool:
    """A record locator holds a digit, or is six capitals that are no English word (wordfreq Zipf)."""
    from wordfreq import zipf_frequency

    if any(c.isdigit() for c in value):
        return True
    return len(value) == 6 and zipf_frequency(value.lower(), "en") < 2.0


class TravelBookingRecognizer(PatternRecognizer):
    name = "travel_booking"
    category = "id_number"
    reason = "A flight number with its date, a seat or a booking reference points to one passenger."
    PATTERNS = (
        # "flight AI 131", "flight no. BA2490", "Flight #6E 2134": the word names it, no other context needed
        Pattern("flight", re.compile(r"(?i:\bflight)(?:\s+(?i:no\.?|number|#))?\s*[:#]?\s*(?P<v>" + _FLIGHT + r")(?![\w-])"),
                _SCORE, validate=_flight_number, context=()),
        # the designator and number anywhere near air-travel words ("my Emirates EK 202 layover")
        Pattern("flight", re.compile(_PLACE_BEFORE + r"(?<![\w-])(?P<v>" + _FLIGHT + r")(?![\w-])"), _SCORE,
                validate=_flight_number,
                context=_AIR_WORDS),
        # "seat 23A", "seat no. 31F", "window seat: 4K", on a flight: a seat at a concert or on a train names no one
        # without the trip (air-travel words nearby; issue 11's twenty_second family has 24 such seats outside values)
        Pattern("seat", re.compile(r"(?i:\bseat)(?:\s+(?i:no\.?|number|#))?\s*[:#]?\s*(?P<v>\d{1,2}[" + _SEAT_LETTERS
                                   + r"])(?![\w-])"), _SCORE, context=_AIR_WORDS),
        # "PNR X7KQ2B", "booking ref ABX4QT", "record locator: QW8ZLM", "confirmation code 7TR2QM"
        Pattern("locator", re.compile(
            r"(?i:\b(?:pnr|record\s+locator|(?:booking|confirmation|reservation)\s+(?:ref(?:erence)?|code|number|no))"
            r"\.?(?:\s+(?:is|was))?)\s*[:#]?\s*(?P<v>[A-Z0-9]{5,8})(?![\w-])"), _SCORE, validate=_locator, context=()),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        return match.span("v")
