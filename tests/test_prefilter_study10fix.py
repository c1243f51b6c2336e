"""study10fix (issue 11): STUDY10's leftovers fixed by a general cause, each with near misses.

- the making trades (WordNet's "maker": seamstress, ironworker, tailor, goldsmith) as job titles;
- two named people with ages joined by "and" ("Nevaeh, 10, and Aaliyah, 4"): a child's age counts there;
- a labelled address keeps the best score of the parts it replaces, so "Karl-Heine-Straße 42" beats the person reader;
- an insurer right before a member card's number ("Regence member ID XKP482913057");
- a role's abbreviation in capitals as a title before a name ("PO Kimberly Nguyen", "RN", "NP");
- a form's items, name, age, then a job without an article ("Shannon Pettigrew, 43, recovery nurse at");
- a chained address that starts inside a street finding joins it ("41 Winthrop St, Apt 2, Medford MA")."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.age import AgeRecognizer
from models.prefilter.cues.occupation import OccupationRecognizer
from models.prefilter.pii.address import AddressRecognizer
from models.prefilter.pii.organization import OrganizationRecognizer
from models.prefilter.pii.person import PersonRecognizer
from models.prefilter.prefilter import Prefilter

_OCCUPATION = OccupationRecognizer()


def _jobs(text: str) -> list[str]:
    return sorted(f.text for f in _OCCUPATION.find(Context(text))
                  if f.category == "occupation" and f.detector not in ("occupation.employer", "occupation.clientele"))


@pytest.mark.parametrize(("text", "expected"), [
    ("My grandmother Maisie, a retired seamstress, taught me patience.", ["a retired seamstress"]),
    ("I'm a retired ironworker from Durham.", ["a retired ironworker"]),
    ("I work as a goldsmith in Antwerp.", ["a goldsmith"]),
    # near misses: the generic "maker", a machine, an ambiguous verb
    ("I'm a maker at heart.", []),
    ("The shoe maker was broken.", []),
    ("We need to tailor the plan.", []),
])
def test_making_trades(text: str, expected: list[str]) -> None:
    assert _jobs(text) == expected


_AGES = AgeRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    ("Update: the girls (Nevaeh, 10, and Aaliyah, 4) have been with us since March.", ["10", "4"]),
    ("Our kids Liam, 6 and Ava, 3 start school.", ["3", "6"]),
    # near misses: places (a score), common words, one name alone with a child's number, a list of numbers
    ("Final: Leeds, 2, and Chelsea, 1 after extra time.", []),
    ("Read Chapter, 3, and Verse, 4 tonight.", []),
    ("Ask Nevaeh, 10, about it.", []),
    ("Nevaeh, 10, and Aaliyah, 4.5 metres apart.", []),
])
def test_paired_named_ages(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _AGES.find(Context(text)) if f.detector == "age.apposition") == expected


_PREFILTER = Prefilter()


@pytest.mark.parametrize(("text", "address", "name"), [
    # a labelled address whose street is a hyphenated compound: the address wins over the person reader
    ("My address: Karl-Heine-Straße 42, 04229 Leipzig. Thanks.", "Karl-Heine-Straße 42", None),
    ("Anschrift: Anna-Seghers-Weg 7, 10115 Berlin.", "Anna-Seghers-Weg 7", None),
    # near misses: a labelled value with a hyphenated name and no street type or number stays a name
    ("Address: Anna-Lena Hofmann, Berlin.", None, "Anna-Lena Hofmann"),
    ("I met Karl-Heinz Weber at the station.", None, "Karl-Heinz Weber"),
])
def test_labelled_compound_street_beats_name(text: str, address: str | None, name: str | None) -> None:
    found = _PREFILTER.find(text)
    addresses = [f.text for f in found if f.category == "address"]
    names = [f.text for f in found if f.category == "name"]
    if address is None:
        assert not any("-" in a for a in addresses)
    else:
        assert any(address in a for a in addresses)
    assert names == ([name] if name else [])


_ORGANIZATIONS = OrganizationRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    # an insurer right before the number its member card gives (WEDI's card fields) or a policy's number
    ("Refill request for my mom Dolores, Regence member ID XKP482913057, group 0074821.", ["Regence"]),
    ("Prior authorization for my son, Blue Cross NM member ID YMN771204558, for his infusions.", ["Blue Cross NM"]),
    ("Allianz policy number 5512345 covers it.", ["Allianz"]),
    # near misses: no name before, a person's first name, a place, frequent words only
    ("Your member ID is on the back.", []),
    ("Gregory Paulsen member ID W284719036 is mine.", []),
    ("Denver group number 12 meets on Fridays.", []),
    ("New Member ID cards arrive in May.", []),
])
def test_insurer_before_member_number(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _ORGANIZATIONS.find(Context(text))) == expected


_PEOPLE = PersonRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    # a role's abbreviation in capitals as a title before a name (probation officer, registered nurse)
    ("I'm on probation in Harris County, PO Kimberly Nguyen, case 2231874.", ["Kimberly Nguyen"]),
    ("Met with PO Kimberly Nguyen today.", ["Kimberly Nguyen"]),
    ("The night shift was RN Dana Whitcombe and me.", ["Dana Whitcombe"]),
    # near misses: an ordinary word after the abbreviation, a purchase order's number, lower case, an ambiguous one
    ("Send it to PO Box 4471 please.", []),
    ("The RN Program starts in May.", []),
    ("PO 45512 was approved by the office.", []),
    ("I do Pilates twice a week.", []),
])
def test_role_abbreviation_titles(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _PEOPLE.find(Context(text)) if f.category == "name") == expected


@pytest.mark.parametrize(("text", "expected"), [
    # a form's items: name, age, then the job without an article
    ("Applicant: Shannon Pettigrew, 43, recovery nurse at Fiona Stanley Hospital.", ["recovery nurse"]),
    ("Adopter Kelsey Marchetti, 51, paralegal at Hartwell & Moss.", ["paralegal"]),
    # a listed title whose last word alone is no job's head (the index's clipped "tech")
    ("Adopter Kelsey Marchetti, 51, vet tech at VCA Alameda East, Denver.", ["vet tech"]),
    ("Kelsey Marchetti, 51, tech at home.", []),
    # near misses: no age item before the bare title, a verb after the age, a title opening a new clause
    ("Kelsey Marchetti, 51, loves dogs.", []),
    ("Tell Kelsey Marchetti, 51, nurse Jones called.", []),
])
def test_form_items_age_then_job(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _OCCUPATION.find(Context(text))
                  if f.category == "occupation" and f.detector.startswith("occupation.")
                  and f.detector not in ("occupation.employer", "occupation.clientele") and f.validity == "high") == expected


_ADDRESSES = AddressRecognizer()


@pytest.mark.parametrize(("text", "expected"), [
    # a chained address starting inside the street: one address, so the town goes with it
    ("Service address 41 Winthrop St, Apt 2, Medford MA 02155.", ["02155", "41 Winthrop St, Apt 2, Medford MA"]),
    # near misses: the street alone, and a town the street does not chain to
    ("Service address 41 Winthrop St, Apt 2.", ["41 Winthrop St, Apt 2"]),
    ("We met at 41 Winthrop St. Medford is nice.", ["41 Winthrop St."]),
])
def test_chained_address_joins_street(text: str, expected: list[str]) -> None:
    assert sorted(f.text for f in _ADDRESSES.find(Context(text))) == expected
