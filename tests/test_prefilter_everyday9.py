"""everyday9 (issue 11): STUDY9's misses with a general cause, each with near misses.

- a named person's job in apposition ("Damien Taylor-Jones, a welder at …"), the author's job after an introduction
  with items between ("I am Chukwuemeka Eze, NIN …, a pharmacist"), graded titles ("SDE III", "Engineer II") and a
  career step ("promoted to Assurance Associate");
- a school's name opening its "Class of 1996";
- a register's capitals and "No." before a record number ("IP No. 2026/KMC/44817");
- India's GSTIN and Sri Lanka's NIC (python-stdnum's GSTIN check; the NIC's birth day);
- the town of a written address, between the street and the postcode."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.education import EducationRecognizer
from models.prefilter.cues.occupation import OccupationRecognizer
from models.prefilter.pii.address import AddressRecognizer
from models.prefilter.pii.code import IdentifierCodeRecognizer
from models.prefilter.pii.national_id import NationalIdRecognizer

_OCCUPATION = OccupationRecognizer()


def _jobs(text: str) -> list[tuple[str, str]]:
    return sorted((f.text, f.subject) for f in _OCCUPATION.find(Context(text))
                  if f.category == "occupation" and f.detector not in ("occupation.employer", "occupation.clientele"))


@pytest.mark.parametrize(("text", "expected"), [
    # a named person, a comma, the job: someone the draft mentions
    ("Policyholder Damien Taylor-Jones, a welder at Harland & Wolff.", [("a welder", "other")]),
    ("Contact Dr. Shelly-Ann Baptiste, now a paediatrician at the clinic.", [("a paediatrician", "other")]),
    ("Ravi Kumar, an electrician from Pune, fixed it.", [("an electrician", "other")]),
    # near misses: no person before the comma, no job's own head, or the title opens a new clause
    ("We went to Paris, a city I love.", []),
    ("Her son Errol, a legend, came.", []),
    ("Thanks Ravi Kumar, a plumber is coming tomorrow.", []),
])
def test_named_person_job_in_apposition(text: str, expected: list[tuple[str, str]]) -> None:
    found = [(t, s) for t, s in _jobs(text) if s == "other"]
    assert found == expected


_ENGINE = Engine.load(use_llm=False)


def _out(text: str) -> str:
    return _ENGINE.anonymize(text, Policy()).text


@pytest.mark.parametrize(("text", "gone"), [
    # the author introduced by name, items between the name and the job
    ("I am Chukwuemeka Obiora Eze, NIN 48213076615, a pharmacist at a hospital in Onitsha.", "pharmacist"),
    ("I'm Luana Camilleri, 23, a sonographer at the clinic.", "sonographer"),  # an index title
    # a grade after the title, and an acronym title of the everyday list
    ("I'm working as SDE III at a startup.", "SDE III"),
    ("My job title is Engineer II and I like it.", "Engineer II"),
    # a career step
    ("Congrats to Natasha, promoted to Assurance Associate at a big firm!", "Assurance Associate"),
    ("I was a shift lead at the coffee shop.", "shift lead"),
])
def test_author_and_graded_jobs_go(text: str, gone: str) -> None:
    assert gone not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("He was promoted to big sister duty.", "big sister"),  # no job's head after "promoted to"
    ("I worked as a nurse 2 days a week.", "2 days a week"),  # a count after the title is no grade
    ("I'm sorry, 23, a nightmare of a year.", "a nightmare"),  # no name introduced, no job
])
def test_job_near_misses_stay(text: str, kept: str) -> None:
    assert kept in _out(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("QRC Class of 1996 reunion! Liming on Saturday.", "QRC Class of 1996"),
    ("Grey High Class of 2006 20-year reunion!", "Grey High Class of 2006"),
    ("Our Class of 2006 reunion is on.", "Class of 2006"),  # a determiner is no school
    ("The big news: Westlake Class of 2001 meets again.", "Westlake Class of 2001"),
])
def test_school_opening_its_class(text: str, expected: str) -> None:
    found = [f.text for f in EducationRecognizer().find(Context(text)) if f.detector == "education.graduated"]
    assert found == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Patient: A, IP No. 2026/KMC/44817. Admitted on Monday.", ["2026/KMC/44817"]),
    ("Name X, 67, CR No. 202611457, seen today.", ["202611457"]),
    ("a UK No. 1 hit", []),  # a rank: one digit
    ("Vol No. 12345 of the series", []),  # not a label in capitals
    ("ISBN No. 9780141036144", []),  # a product's number
    ("PO No. 2024-11-03", []),  # a date
])
def test_caps_label_numbers(text: str, expected: list[str]) -> None:
    found = sorted(f.text for f in IdentifierCodeRecognizer().find(Context(text)))
    assert found == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("GSTIN 29NTYPX9551W1Z5 on the invoice.", [("29NTYPX9551W1Z5", "national_id.in_gstin")]),
    ("code 29NTYPX9551W1Z6 here", []),  # the check character is wrong
    ("driver Nuwan, NIC 198734501276, vehicle", [("198734501276", "national_id.lk_nic")]),
    ("my NIC is 872354419V ok", [("872354419V", "national_id.lk_nic")]),
    ("ref 874004419V", []),  # day 400 is no birth day (366 + 500 for a woman leaves 367–500 empty)
    ("order 198734501276 shipped", []),  # twelve digits without their word
    ("NIC 198740001276", []),  # day 400 again, new card
])
def test_gstin_and_sri_lanka_nic(text: str, expected: list[tuple[str, str]]) -> None:
    assert sorted((f.text, f.detector) for f in NationalIdRecognizer().find(Context(text))) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Invoice from F., 14 Moray Place, Dunedin 9016. Thanks", ["Dunedin"]),
    ("my two-bed at 7 Port Road, Letterkenny F92 X4C7. He paid", ["Letterkenny"]),
    ("Our address: 12 Aro Street, Wellington.", ["Wellington"]),
    ("I met John, Paris and Anna.", []),  # no street, no postcode beside it
    ("We love Dunedin, Wellington and Nelson.", []),
])
def test_town_in_address(text: str, expected: list[str]) -> None:
    found = [f.text for f in AddressRecognizer().find(Context(text)) if f.detector == "address.town"]
    assert found == expected


@pytest.mark.parametrize(("text", "expected"), [
    # the employer right after a job found, on a badge, or in a form's field
    ("Policyholder Damien Taylor-Jones, a welder at Harland & Wolff. Photos", ["Harland & Wolff"]),
    ("She's a nurse at Nguyen, Hart and Meyer and loves it.", ["Nguyen, Hart and Meyer"]),
    ("Passport in the name of D., also a GuySuCo ID badge. Call me", ["GuySuCo"]),
    ("Name: M., employer Lexmark International, address", ["Lexmark International"]),
    # near misses: a time or a town after the job, everyday words before a badge
    ("I'm a nurse at Christmas too.", []),
    ("I work as a nurse in Leeds at Easter.", []),
    ("The Security ID badge is blue.", []),
    ("Please wear your ID badge at all times.", []),
])
def test_employers(text: str, expected: list[str]) -> None:
    found = sorted(f.text for f in _OCCUPATION.find(Context(text)) if f.detector == "occupation.employer")
    assert found == expected


@pytest.mark.parametrize(("text", "expected"), [
    # a suburb the gazetteer lacks, closing the address after its street
    ("Emergency contact L., 45 Comries Road, Chartwell.", ["Chartwell"]),
    ("to 22 Musgrave Road, Umbilo, Durban 4001", ["Durban", "Umbilo"]),
    ("at 12 Main Street, Apartment 4.", []),  # an everyday word
    ("sent to 12 Main Street, Thanks!", []),
])
def test_suburb_after_street(text: str, expected: list[str]) -> None:
    found = sorted(f.text for f in AddressRecognizer().find(Context(text)) if f.detector == "address.town")
    assert found == expected


@pytest.mark.parametrize(("text", "gone", "kept"), [
    # an age in apposition with a height after it, someone close to a named person too
    ("Seeking alliance for my brother, Arindam Sarkar, 38, 5'9\", Kayastha.", "38", "5'9"),
    ("Parents seek a partner for their daughter, 39, 5'3\", MBBS.", "39", "5'3"),
    ("Our son, 24, MBBS, is abroad.", "24", "MBBS"),
])
def test_apposed_ages_with_height(text: str, gone: str, kept: str) -> None:
    out = _out(text)
    assert f" {gone}," not in out and kept in out


@pytest.mark.parametrize("text", [
    "Smith, 12, 14 and 16",  # a list of numbers
    "his son, 24, 5 goals this season",  # a count after the age: no height
])
def test_apposed_age_near_misses(text: str) -> None:
    assert text.split(",")[1] in _out(text)


from models.prefilter.pii.vehicle_registration import VehicleRegistrationRecognizer  # noqa: E402


@pytest.mark.parametrize(("text", "expected"), [
    ("driver N., vehicle WP QA-4512, policy", ["WP QA-4512"]),
    ("my car SP CAB-2210 broke down", ["SP CAB-2210"]),
    ("a Toyota GR-8612 model", []),  # no province letters
    ("the bus GT-2000 route", []),
])
def test_sri_lanka_plate_after_vehicle(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in VehicleRegistrationRecognizer().find(Context(text))) == expected


from models.prefilter.pii.admin_area import AdminAreaRecognizer  # noqa: E402


@pytest.mark.parametrize(("text", "expected"), [
    ("Name: N., Kampala, Rubaga Division, Lungujja zone.", ["Rubaga Division"]),
    ("We moved to Kukatpally Mandal last year.", ["Kukatpally Mandal"]),
    ("He works in the Sales Division of Acme.", []),  # a firm's division: an everyday word
    ("They won the Premier Division.", []),
    ("She is in Maternity Ward.", []),
    ("Rubaga division", []),  # the unit's noun in capitals, as a name's part
])
def test_admin_areas(text: str, expected: list[str]) -> None:
    assert [f.text for f in AdminAreaRecognizer().find(Context(text))] == expected


from models.prefilter.pii.possessive_name import PossessiveNameRecognizer  # noqa: E402


@pytest.mark.parametrize(("text", "expected"), [
    ("Hi all, Fiona here (Lachlan's mum, P4 at the primary).", ["Lachlan"]),
    ("Jasmine's mum will pick her up.", ["Jasmine"]),
    ("Priya’s husband called.", ["Priya"]),
    ("Happy Mother's Day to all mums!", []),  # no given name
    ("Macy's sale starts Friday.", []),  # no close noun after it
    ("God's son came down.", []),
])
def test_possessive_names(text: str, expected: list[str]) -> None:
    assert [f.text for f in PossessiveNameRecognizer().find(Context(text))] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Contributions via M-Pesa till 886120 or send to the treasurer.", ["886120"]),
    ("Pay via M-Pesa till number: 5512034 please", ["5512034"]),
    ("We are open till 230000 hours", []),  # no mobile money named
    ("Pay via M-Pesa till 12 today", []),  # too short for a till
])
def test_till_numbers(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in IdentifierCodeRecognizer().find(Context(text))) == expected
