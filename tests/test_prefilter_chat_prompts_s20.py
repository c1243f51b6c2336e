"""Shapes from the lead's probes of prompts people paste into AI chats (session 20): businesses named by the kind
OpenStreetMap tags them with, a person "of" their firm, Spanish and Portuguese streets without a number, street
crossings, a badge's number. Each with near misses."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF, texts

DEFAULT = ("high", "medium")


@pytest.mark.parametrize("text,expected", [
    ("her pediatrician at Riverside Pediatrics says it's normal.", ["Riverside Pediatrics"]),
    ("Go to Oakwood Dental on Fifth.", ["Oakwood Dental"]),
    ("I am staying at the Hilton Garden Inn tonight.", ["Hilton Garden Inn"]),
    ("Please call Keller Realty about the lease.", ["Keller Realty"]),
    # a person of the firm: the firm starts after "of", the person is person.py's
    ("my landlord, Gerald Hutchins of Hutchins Property Management, won't reply.", ["Hutchins Property Management"]),
    ("She works for the Department of Health Services.", ["Department of Health Services"]),
    # near misses: a specialty, a field of study, a lone kind
    ("She did a fellowship in Pediatric Dentistry.", []),
    ("The Inn was lovely.", []),
    ("We stayed at a cheap Motel outside town.", []),
])
def test_businesses_by_kind(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I am staying on Calle Mayor, room 412.", ["Calle Mayor"]),
    ("We met on Rua Augusta at night.", ["Rua Augusta"]),
    ("the flat on Calle de San Bernardo was tiny", ["Calle de San Bernardo"]),
    # crossings of streets
    ("our apartment on 5th and Pine has mold", ["5th and Pine"]),
    ("Meet me at Main and 3rd at noon.", ["Main and 3rd"]),
    ("The shop on the corner of Oak and Elm closed.", ["Oak and Elm"]),
    ("the intersection of Broadway and 42nd St was jammed", ["Broadway and 42nd St"]),
    # near misses: grades, places, a runner's name, a corner of a room, a street type as an English word
    ("I teach at 5th and 6th grade level.", []),
    ("I came in at 3rd and 4th place twice.", []),
    ("She finished at 2nd and Sam got 3rd.", []),
    ("Turn left at the corner of the room and the window.", []),
    ("We went via Zoom and paseo around.", []),
])
def test_streets_and_crossings(text: str, expected: list[str]) -> None:
    assert texts(text, "address", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm Tomasz Wójcik, badge 44718, night shift.", ["44718"]),
    ("My badge 1234 stopped working.", ["1234"]),
    ("He earned a merit badge 2019 at camp.", []),  # a year
    ("I earned 3 badges in 2019.", []),
])
def test_badge_numbers(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected


def test_the_sentences_read() -> None:
    engine = Engine.load(use_llm=False)
    out = engine.anonymize("Our apartment on 5th and Pine has mold.", Policy()).text
    assert out == "Our apartment on [address] has mold."
    out = engine.anonymize("Patient admitted for CHF exacerbation.", Policy()).text
    assert out == "Patient admitted for a health condition."


@pytest.mark.parametrize("text,expected", [
    # an employer one is joining; a run of capitals stops before "I'm"
    ("After 11 years at Deloitte Dublin I'm joining Stripe next month.", ["Deloitte Dublin", "Stripe"]),
    ("I'm joining Tom for lunch.", []),  # a person
])
def test_employers_joined(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("draft,expected", [
    # a senior title named by the function it heads is the job, not "Head of an organization"
    ("I'm joining as Head of Partnerships EMEA.", "I'm joining as a business professional."),
    ("I'm Head of Marketing at a startup.", "I'm a business professional at a startup."),
    ("She is VP of Engineering now.", "She is a tech worker now."),
    # near misses: a head of a body that is no firm's function
    ("I met the Director of the museum.", "I met the Director of the museum."),
])
def test_senior_titles_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # the student of a degree is a university student, not "a university degree student"
    ("I'm a 5th year PhD student at a state school.", "I'm a 5th year university student at a state school."),
    ("I'm a PhD candidate.", "I'm a university student."),
    # a faith said of one is no self-introduction; after a greeting it is a name
    ("I'm Baptist.", "I'm a person of faith."),
    ("I'm Mormon and proud.", "I'm a person of faith and proud."),
    ("Hi, I'm Christian, from Leeds.", "Hi, I'm C., from a European city."),
    # a faith's plural ending in -es
    ("my parents are Jehovah's Witnesses.", "my parents are people of faith."),
    ("the witnesses said so.", "the witnesses said so."),
])
def test_degrees_and_faiths_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # the kind of area or the compass point goes with the place's stand-in
    ("I'm 17, in high school in suburban Ohio.", "I'm in my teens, in high school in a US state."),
    ("she lives in suburban Toronto now.", "she lives in a North American city now."),
    ("I live in north London.", "I live in a European city."),
    # a rite at a saint's church names the church
    ("We got married at St Mary's last June.", "We settled down at an organization last June."),
    ("I walked to St. Ives after lunch.", "I walked to St. Ives after lunch."),
    # an amount before what it pays for keeps its noun
    ("my landlord is keeping my £1,200 deposit.", "my landlord is keeping my 1,200 deposit."),
])
def test_places_rites_and_amounts_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # a firm's site goes with its name
    ("He worked at the Ford plant for years.", "He worked at the plant for years."),
    ("night shift at the Amazon fulfillment center", "night shift at the center"),
    # a long span of one's life with no preposition before it
    ("my grandfather worked 35 years at the plant.", "my grandfather worked many years at the plant."),
    ("I've been a nurse for 23 years.", "I've been a healthcare worker for years."),
    # a county named after its town is the county
    ("We moved to Orange County in 2019.", "We moved to a nearby area back then."),
])
def test_sites_spans_and_counties_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # a person named by their condition keeps the person
    ("My ADHD son is in 3rd grade.", "My son is in 3rd grade."),
    ("I'm an autism mom.", "I'm a mom."),
    ("I have ADHD and my son does too.", "I have a health condition and my son does too."),
    # a rank's digit ordinal goes with it
    ("I'm a 2nd lieutenant in the reserve.", "I'm a public servant in the reserve."),
    ("She finished 2nd and the nurse cried.", "She finished 2nd and the nurse cried."),
    # a school's class after "the"
    ("the reunion for the Westlake class of 2006", "the reunion for the class"),
])
def test_people_ranks_and_classes_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    # wallet addresses, checked as their specifications say (BIP-173 and base58check examples)
    ("Send it to 0x71C7656EC7ab88b098defB751B7401B5f6d8976F please.", ["0x71C7656EC7ab88b098defB751B7401B5f6d8976F"]),
    ("My BTC address is bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh.", ["bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"]),
    ("old one: 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"]),
    # near misses: a checksum that fails, a short hex value, a bech32 look-alike with a bad checksum
    ("code 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", []),
    ("the colour is 0x71C765", []),
    ("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlx", []),
])
def test_crypto_wallets(text: str, expected: list[str]) -> None:
    assert texts(text, "financial", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # US taxpayer numbers (python-stdnum): an ITIN by its shape, an EIN beside its word
    ("my ITIN is 912-70-1234", ["912-70-1234"]),
    ("Our EIN is 12-3456789.", ["12-3456789"]),
    ("the score was 12-3456789 to nil", []),  # no EIN word (read as something else, never an EIN)
])
def test_us_taxpayer_numbers(text: str, expected: list[str]) -> None:
    found = [f.text for f in PF.find(text) if f.detector.startswith("national_id") and f.validity in DEFAULT]
    assert found == expected


@pytest.mark.parametrize("draft,expected", [
    # a platform before a handle is no person; someone close with a handle is
    ("My Venmo is @jess-marr-22.", "My Venmo is [username]."),
    ("my sister Keiko is @keiko_bakes", "my sister K. is [username]"),
])
def test_platforms_before_handles_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # addiction said of a person with its noun; in recovery when the words say so
    ("My boss is a recovering alcoholic.", "My boss is doing well."),
    ("My dad was an alcoholic.", "My dad was unwell."),
    ("I'm a former heroin addict.", "I'm doing well."),
    # near misses: a drink, a habit
    ("This is an alcoholic drink.", "This is an alcoholic drink."),
    ("She is a shopping addict.", "She is a shopping addict."),
    # a patient's care at a place ties the place
    ("Her son is in the ICU at Children's Mercy.", "Her son is in the ICU at an organization."),
    ("He had surgery in Boston.", "He had surgery in a North American city."),
])
def test_addiction_and_care_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("draft,expected", [
    # an allergy someone has: the allergen goes (FDA's and the EU's major allergens, drug classes)
    ("our daughter Chioma is allergic to peanuts.", "our daughter C. is allergic to some foods."),
    ("My son has a severe tree nut allergy.", "My son has a food allergy."),
    ("I'm allergic to penicillin.", "I'm allergic to a medication."),
    ("My son's peanut allergy is getting worse.", "My son's food allergy is getting worse."),
    # near misses: no one has it
    ("Peanut allergy awareness week starts Monday.", "Peanut allergy awareness week starts Monday."),
    ("The bakery is nut allergy friendly.", "The bakery is nut allergy friendly."),
])
def test_allergies_read(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    # a household named by its surname
    ("We are the Okonkwo family from apartment 12C.", ["Okonkwo"]),
    ("the Nguyen household next door", ["Nguyen"]),
    # near misses: a frequent word, a nationality, a title
    ("the Royal family visited.", []),
    ("The Italian family downstairs is loud.", []),
    ("The Addams Family is a great movie.", []),
])
def test_households_by_surname(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected
