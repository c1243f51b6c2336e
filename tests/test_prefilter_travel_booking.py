"""A flight number, a seat and a booking reference (everyday2): each with its own word, and the near misses that
share the shape (a gate, a plane, a year, a flat, an English word in capitals)."""

import pytest

from tests.prefilter_support import PF

CASES = [
    # (text, expected (span, detector) of travel_booking)
    ("I need to change my flight AI 131 on 14 March.", [("AI 131", "travel_booking.flight")]),
    ("Flight no. BA2490 to Faro was cancelled.", [("BA2490", "travel_booking.flight")]),
    ("flight 6E-2134 leaves at 6", [("6E-2134", "travel_booking.flight")]),
    ("Our airline moved EK 202 to the evening.", [("EK 202", "travel_booking.flight")]),
    ("The flight was on an A320 and gate B17.", []),  # a plane and a gate, no flight number
    ("Flights in UK 2019 were cheaper.", []),  # two capitals and a year
    ("Room AB 204 is on the second floor.", []),  # the shape without a word of air travel
    ("On the flight: seat 23A, and seat no. 23B for my wife.", [("23A", "travel_booking.seat"), ("23B", "travel_booking.seat")]),
    ("She lives in flat 23A.", []),  # no seat
    ("the seat 12 was broken", []),  # no seat letter
    ("PNR X7KQ2B, please rebook", [("X7KQ2B", "travel_booking.locator")]),
    ("Booking ref ABX4QT for two", [("ABX4QT", "travel_booking.locator")]),
    ("Confirmation code is KXJQZB.", [("KXJQZB", "travel_booking.locator")]),  # six capitals that are no word
    ("Booking ref ANSWER is what they said", []),  # an English word in capitals
    ("The booking reference was lost.", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_travel_booking(text, expected):
    found = [(f.text, f.detector) for f in PF.find(text) if f.detector.startswith("travel_booking.")]
    assert found == expected


def test_each_kind_gets_its_own_label_through_the_engine():
    from models.engine import Engine
    from models.policy import Policy

    draft = "Booking ref ABX4QT, flight BA 2490 on 12 August, seat 31F."
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == (
        "Booking ref [booking reference], flight [flight] on 12 August, seat [seat].")


@pytest.mark.parametrize("text", [
    "Row F, seat 12A at the Apollo, see you there.",  # a concert's seat: no trip
    "Boarding the 8:15 train, seat 14C, coach B.",  # trains board too
])
def test_a_seat_off_a_flight_is_no_passengers(text):
    assert [f for f in PF.find(text) if f.detector.startswith("travel_booking.")] == []
