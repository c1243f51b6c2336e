"""Organizations, identifier codes, phones in national formats, location fields, and the recognizer base
(IBAN and national IDs declare patterns, context and validation instead of their own find())."""

from __future__ import annotations

import re

import pytest

from models.fold import fold
from models.prefilter.context import Context
from models.prefilter.pii.iban import IbanRecognizer
from models.prefilter.pii.national_id import NationalIdRecognizer
from models.prefilter.recognizer import Pattern, PatternRecognizer
from tests.prefilter_support import texts

DEFAULT = ("high", "medium")


@pytest.mark.parametrize("text,expected", [
    ("As someone working at SKSW I see this daily.", ["SKSW"]),
    ("I've worked at Chaudhuri Inc for six years.", ["Chaudhuri Inc"]),
    ("Error messages on our system at Clark-Roberts again.", ["Clark-Roberts"]),
    ("The contract with Ibarra, Ramsey and Arroyo ends in June.", ["Ibarra, Ramsey and Arroyo"]),
    ("He was the mayor and a member of the Belevi Municipality council.", ["Belevi Municipality"]),
    ("Represented by Mr J. Smith of the Ministry of Foreign Affairs.", ["Ministry of Foreign Affairs"]),
    ("The İzmir State Security Court convicted him.", ["İzmir State Security Court"]),
    # a brand in passing, a lone kind word: not an organization someone is tied to
    ("I love Google and Netflix.", []),
    ("The Office is my favourite show.", []),
    # letting agents, vets and car repairers by their kind (session 19); a brand's "Motors" stays
    ("To Harwell & Finch Lettings: the deposit has not been returned.", ["Harwell & Finch Lettings"]),
    ("Our vet at Lisvane Vets was great.", ["Lisvane Vets"]),
    ("I love General Motors.", []),
])
def test_organizations(text, expected):
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("User Cathal, token mismatch on IE-ID-7493093", ["IE-ID-7493093"]),
    ("renewal of US-DL-74111304325 failed", ["US-DL-74111304325"]),
    ("My passport J66196812 expired.", ["J66196812"]),
    ("passport number 789261319 on file", ["789261319"]),
    # whose document, between the word and its number
    ("the kids' passports (Emma's is 548213907) are in the folder", ["548213907"]),
    ("passports: mine is 548213907", ["548213907"]),
    ("Emma's passport expired in 2021", []),
    # a gate's code said the other way round
    ("vet is at the clinic, code for the gate is 5183.", ["5183"]),
    ("the code for the gate is broken", []),
    ("Member ID 48213977, card declined", ["48213977"]),
    ("Ticket #5531982 is still open", ["5531982"]),
    ("The case reference is AB-2231987-X, please quote it", ["AB-2231987-X"]),
    # not identifiers: prices, amounts, dates, versions, model numbers, product codes
    ("the blender was $1299999 lol", []),
    ("my account balance is 1250000.50", []),
    ("version 4.12.3 broke my ID card reader", []),
    ("I got an RTX 3080 and a SM-G991B", []),
    ("product code X12345678 is sold out", []),
    ("member since 20231012", []),
])
def test_identifier_codes(text, expected):
    assert texts(text, "id_number", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("Call (555) 123-4567 ext. 89 after six", ["(555) 123-4567 ext. 89"]),
    ("Phone: 683.927.0468x12287", ["683.927.0468x12287"]),
    ("referencing a phone number 1-176-203-6212 in the system", ["1-176-203-6212"]),
    ("Contact: +63 226580013 / me@example.org", ["+63 226580013"]),
    ("ring me on 020 7946 0018", ["020 7946 0018"]),
    ("we paid 226580013 for it", []),
])
def test_phones_without_country_code(text, expected):
    assert texts(text, "phone", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,category,expected", [
    ("Name: Siddharth\nLocation: Karawal Nagar\nDate: 2023-08-28", "city_country", ["Karawal Nagar"]),
    ("The applicant was born in 1936 and lives in Vouziers.", "city_country", ["Vouziers"]),
    ("a lawyer practising in Klagenfurt", "city_country", ["Klagenfurt"]),
    ("She was born in Miechucino and moved away.", "birth_city_country", ["Miechucino"]),
    ("born in May, lives in the suburbs", "city_country", []),
])
def test_places_in_slots(text, category, expected):
    assert texts(text, category, validities=DEFAULT) == expected


# location_field's two phrase regexes run as one table of gated patterns (cues/gated_patterns.py): a residence
# or birth phrase, and a move or arrival; each row's own checks still apply.
@pytest.mark.parametrize("text,expected", [
    ("The applicant lives at Vouziers.", [("Vouziers", "city_country")]),  # "at": no _IN_RARE finding beside it
    ("She was born at Miechucino.", [("Miechucino", "birth_city_country")]),
    ("We're flying to Horotere for the wedding.", [("Horotere", "city_country")]),
    ("Guests arriving from Ruggell can share a taxi.", [("Ruggell", "city_country")]),
    # near misses: an arrival from a person's home, software one moves to, no phrase word at all
    ("They returned from Anna and Tom on Sunday.", []),
    ("She returned from Anna's place late.", []),
    ("She returned from Anna’s late.", []),
    ("We finally moved to Python 3 at work.", []),
    ("Vouziers and Horotere are small.", []),
])
def test_residence_and_move_phrases_as_gated_patterns(text, expected):
    from models.prefilter.context import Context
    from models.prefilter.pii.location_field import LocationFieldRecognizer

    found = LocationFieldRecognizer().find(Context(text))
    assert [(f.text, f.category) for f in found if f.detector == "location_field.phrase"] == expected


def test_iban_and_national_ids_go_through_the_recognizer_base():
    for recognizer in (IbanRecognizer(), NationalIdRecognizer()):
        assert isinstance(recognizer, PatternRecognizer)
        assert type(recognizer).find is PatternRecognizer.find  # no own find(), no own context check
    iban = IbanRecognizer().find(Context("IBAN DE89 3704 0044 0532 0130 00 ok"))
    assert [(f.text, f.value, f.score) for f in iban] == [("DE89 3704 0044 0532 0130 00", "DE89370400440532013000", 0.95)]

    def ids(text: str) -> list[tuple[str, str]]:
        return sorted((f.text, f.detector) for f in NationalIdRecognizer().find(Context(text)))

    assert ids("SSN 536-22-8726") == [("536-22-8726", "national_id.us_ssn")]
    # a 9-digit BSN validates by checksum but needs its context word (whole word: "BSN", not "ssn")
    assert ids("my BSN is 111222333") == [("111222333", "national_id.nl_bsn")]
    assert ids("order 111222333 shipped") == []


def test_pattern_context_is_matched_on_whole_words():
    class Code(PatternRecognizer):
        name, category = "t", "id_number"
        PATTERNS = (Pattern("d", re.compile(r"\d{6}"), 0.5),)
        CONTEXT = ("ssn",)

    assert [f.text for f in Code().find(Context("ssn 123456"))] == ["123456"]
    assert Code().find(Context("classnote 123456")) == []


def test_a_pattern_validator_replaces_the_recognizers():
    class Code(PatternRecognizer):
        name, category = "t", "id_number"
        PATTERNS = (Pattern("even", re.compile(r"\d+"), 0.5, validate=lambda s: int(s) % 2 == 0),)

    assert [f.text for f in Code().find(Context("1 22 333 4444"))] == ["22", "4444"]


@pytest.mark.parametrize("text,key", [("Zürich", "zurich"), ("Winston-Salem", "winston salem"), ("Straße", "strasse"),
                                      ("O’Brien", "o'brien"), ("İzmir", "izmir")])
def test_one_fold(text, key):
    assert fold(text) == key


@pytest.mark.parametrize("text,expected", [
    # everyday2: a pharmacy's number for a patient's prescription, after "Rx#"/"prescription no."
    ("My prescription Rx# 8834217 ran out.", ["8834217"]),
    ("Rx #44821 is ready.", ["44821"]),
    ("prescription no. 66721 at the counter", ["66721"]),
    # a school's admission number: the whole code, not "DPS/" and a phone number
    ("my son (admission number DPS/2019/4471) was absent", ["DPS/2019/4471"]),
    ("Admission no. 44821 for my daughter.", ["44821"]),
    ("Admission is free on Sundays 2019/4471.", []),
    # near misses: a dose, a price, a year after the same words
    ("I take Rx 500 mg twice a day.", []),
    ("the prescription cost 12345 won", []),
    ("prescription no. 2024 rules", []),
])
def test_prescription_numbers(text, expected):
    from tests.prefilter_support import texts

    assert texts(text, "id_number") == expected
