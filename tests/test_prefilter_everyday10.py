"""everyday10 (issue 11): STUDY10's misses with a general cause, each with near misses.

- national numbers by python-stdnum's checks (Poland's PESEL, Norway's fødselsnummer, Brazil's CPF), Botswana's
  Omang beside its word, and the US Medicare Beneficiary Identifier by CMS's published format;
- a plain number right after a noun and a number word ("NIB number 21847563") or an acronym and "#" ("ADCRR
  #318842"), and "membership 55821";
- a condition someone mentioned has ("my dad, who has congestive heart failure"), a condition a treatment is for
  ("on oxygen for emphysema"), a medicine named by its INN stem ("on dolutegravir")."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.health import HealthRecognizer
from models.prefilter.pii.code import IdentifierCodeRecognizer
from models.prefilter.pii.national_id import NationalIdRecognizer

_IDS = NationalIdRecognizer()
_CODES = IdentifierCodeRecognizer()
_HEALTH = HealthRecognizer()


def _ids(text: str) -> list[str]:
    return sorted(f.text for f in _IDS.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    # PESEL and fødselsnummer: eleven digits, a valid check, beside their word
    ("Passenger Sylwia Wasilewicz, PESEL 90122881272, flight LO 4.", ["90122881272"]),
    ("Help me write to NAV: fødselsnummer 21029194960, Kjell Solberg.", ["21029194960"]),
    ("My fodselsnummer is 030576 24441.", ["030576 24441"]),
    # CPF: the dotted shape alone; run together beside its word
    ("I'm Igor, 935.646.962-88, I graduated.", ["935.646.962-88"]),
    ("CPF 93564696288 please.", ["93564696288"]),
    # Omang beside its word; the MBI grouped alone, run together beside its word
    ("Parent Mpho Kgosi, Omang 437219561, teacher.", ["437219561"]),
    ("His card says 4TE9-XK2-MN71 on it.", ["4TE9-XK2-MN71"]),
    ("Medicare MBI: 1EG4TE5MK73.", ["1EG4TE5MK73"]),
    # near misses: a wrong check digit, the right digits without their word, a letter the MBI never uses (S, O)
    ("Passenger Sylwia, PESEL 90122881273, flight.", []),
    ("Order 90122881272 shipped.", []),
    ("I'm Igor, 935.646.962-89, I graduated.", []),
    ("Tracking 437219561 for the parcel.", []),
    ("His card says 4SE9-XK2-MN71 on it.", []),
    ("Part 1EG4TE5MO73 is out of stock.", []),
])
def test_national_numbers(text: str, expected: list[str]) -> None:
    assert _ids(text) == expected


def _codes(text: str) -> list[str]:
    return sorted(f.text for f in _CODES.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    ("My name is Shandra Ferguson, NIB number 21847563, I'm a teller.", ["21847563"]),
    ("Juror number 20417, Second Judicial District Court.", ["20417"]),
    ("Name: Dwayne Pratt, ADCRR #318842, my PO is Renee.", ["318842"]),
    ("Member: Heinrich Groenewald, membership 55821.", ["55821"]),
    # near misses: a phone's, a house's, a thing's or a lucky number, a rank, an amount, a year after membership
    ("Call my phone number 0412555123.", []),
    ("The house number 12345 is blue.", []),
    ("My lucky number 77777 won.", []),
    ("Ranked #123456 on the list.", []),
    ("The prize number 50000 dollars.", []),
    ("My membership 2024 ran out.", []),
])
def test_named_plain_numbers(text: str, expected: list[str]) -> None:
    assert [c for c in _codes(text) if c.isdigit()] == expected


def _health(text: str) -> list[str]:
    return sorted(f.text for f in _HEALTH.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    # a third person's condition: pronoun, "who", someone close or a bracket, then "has"/"had"
    ("My dad, who has congestive heart failure, is 80.", ["congestive heart failure"]),
    ("My son Bram (he's 7) has bronchitis.", ["bronchitis"]),
    ("She had shingles last spring.", ["shingles"]),
    # a treatment for a condition
    ("I'm on oxygen for emphysema so please keep the power on.", ["emphysema"]),
    # a medicine named by its INN stem, after a taker's cue
    ("Patient known HIV positive on dolutegravir, cough.", ["HIV positive", "dolutegravir"]),
    ("She's taking apixaban now.", ["apixaban"]),
    # near misses: no person has it, no taker's cue, a common word with a stem's ending, a name
    ("The house has damp and the tree had blight.", []),
    ("Dolutegravir was approved in 2013.", []),
    ("I saw it in April on Concept Street.", []),
    ("He is on Vladimir's team.", []),
    ("We were on vacation for the weekend.", []),
])
def test_health_cues(text: str, expected: list[str]) -> None:
    assert _health(text) == expected


from models.prefilter.cues.age import AgeRecognizer  # noqa: E402
from models.prefilter.pii.address import AddressRecognizer  # noqa: E402

_ADDRESS = AddressRecognizer()
_AGE = AgeRecognizer()


def _addresses(text: str) -> list[str]:
    return sorted({f.text for f in _ADDRESS.find(Context(text))})


@pytest.mark.parametrize(("text", "expected"), [
    # a town the gazetteer lacks between the street and its state and postcode; an AU postcode after its state
    # (session 24: the state between the town and the postcode is the address's too)
    ("Invoice, 22 Churchill Road, Prospect SA 5082. Thanks.", ["22 Churchill Road", "5082", "Prospect", "SA"]),
    ("Address 17 Forrest Street, Cottesloe WA 6011. Landlord", ["17 Forrest Street", "6011", "Cottesloe", "WA"]),
    ("Sydney NSW 2000 is the postcode.", ["2000"]),
    # near misses: no street before the town, a year after a state, a score after one
    ("I met John, Paris MA today.", []),
    ("We played SA 2019 and WA 2 goals.", []),
    ("Tour dates: VIC 2024, QLD 2025.", []),
])
def test_town_and_postcode_after_state(text: str, expected: list[str]) -> None:
    assert _addresses(text) == expected


def _ages(text: str) -> list[str]:
    return sorted(f.text for f in _AGE.find(Context(text)) if f.category == "age")


@pytest.mark.parametrize(("text", "expected"), [
    ("Two kids, Ida (8) and Sofus (5).", ["5", "8"]),
    ("Our roommate Tyler (24) moved out.", ["24"]),
    # near misses: a thing's, a program's or a place's number in brackets
    ("See Chapter (3) and Windows (10).", []),
    ("We were in Paris (2) and Section (4).", []),
])
def test_named_bracket_ages(text: str, expected: list[str]) -> None:
    assert _ages(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("The deposit was paid from my Amex ending 4417. Thanks.", ["4417"]),
    ("The Visa card ending in 0921 was declined; last four digits 8812.", ["0921", "8812"]),
    # near misses: no card before "ending", a year after it
    ("The season ending 2024 was long, ending in 1999 too.", []),
    ("Our lease is ending 2026, not the card.", []),
])
def test_card_last_four(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _CODES.find(Context(text)) if f.detector == "code.card_ending") == expected


from models.prefilter.cues.occupation import OccupationRecognizer  # noqa: E402

_OCCUPATION = OccupationRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    ("I work nights as a CNA at the hospital.", ["a CNA"]),
    ("I work weekends as a barista.", ["a barista"]),
    # near misses: no kind of person after "as", no job frame
    ("She worked days as a team.", []),
    ("I work nights as fast as I can.", []),
])
def test_work_times_before_as(text: str, expected: list[str]) -> None:
    found = sorted(f.text for f in _OCCUPATION.find(Context(text))
                   if f.category == "occupation" and f.detector not in ("occupation.employer", "occupation.clientele"))
    assert found == expected


@pytest.mark.parametrize(("text", "expected"), [
    # a condition by its medical suffix, after a visit to a doctor or someone's having it
    ("She saw Dr. Pillay at the health campus for tonsillitis.", ["tonsillitis"]),
    ("I have gastritis again.", ["gastritis"]),
    # near misses: no cue, a medicine's "on" before a condition's word, a visit that is no doctor's
    ("Gastritis is common in winter.", []),
    ("The article on senioritis was funny.", []),
    ("We saw a film for colitis awareness.", []),
])
def test_condition_suffixes(text: str, expected: list[str]) -> None:
    assert _health(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm Zac, my flat is 4B Lakeside Apartments. DM me.", ["4B Lakeside Apartments"]),
    ("Write to 12 Marine Mansions, please.", ["12 Marine Mansions"]),
    # near misses: a count of flats, no building noun
    ("We rented 4 apartments in Lisbon.", []),
    ("Room 4B Lakeside is booked.", []),
])
def test_flat_in_named_building(text: str, expected: list[str]) -> None:
    assert _addresses(text) == expected
