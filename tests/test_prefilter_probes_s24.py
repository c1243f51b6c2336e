"""Shapes from the lead's probes of session 24 (drafts pasted into an AI chat and Reddit posts): a long licence number
cut at a hyphen, a state university's campus after its acronym, a saint's cathedral, a bank named by where the money
is, an employer by the pay it sends, a club one coaches or plays for. Each with near misses."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import texts

DEFAULT = ("high", "medium")


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    # the whole number or none of it (it was cut at a hyphen: "D1234-56789-" left "01234")
    ("Driver's licence number D1234-56789-01234 was on the form.", ["D1234-56789-01234"]),
    ("passport no. 548213907 ok", ["548213907"]),
    ("license # A12345 here", ["A12345"]),
    # near miss: a year after the word is no number
    ("My licence from 2019 expired.", []),
])
def test_licence_numbers_whole(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm a student at UT Austin.", ["UT Austin"]),
    ("I graduated from UW Madison in 2015.", ["UW Madison"]),
    ("I'm a student at UNC Chapel Hill.", ["UNC Chapel Hill"]),
    ("I work at UC Davis Health now.", ["UC Davis Health"]),
    # near misses: an acronym before a person's name or a word, no town
    ("I work at NASA and Michael is my boss.", ["NASA"]),
    ("I work at IBM now.", ["IBM"]),
])
def test_a_campus_after_its_acronym(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("We got married at St. Patrick's Cathedral last June.", ["St. Patrick's Cathedral"]),
    ("Her funeral at St. Mary's Basilica was packed.", ["St. Mary's Basilica"]),
    # near miss: a cathedral toured on holiday is a landmark, no organization one is tied to
    ("We toured Notre Dame Cathedral on vacation.", []),
])
def test_a_saints_cathedral(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("Account 004512789 at Chase got frozen.", ["Chase"]),
    ("My savings account at Ally pays 4%.", ["Ally"]),
    ("My checking is at Chase.", ["Chase"]),
    ("My last payslip from Tesco was wrong.", ["Tesco"]),
    ("My paycheck from Amazon didn't clear.", ["Amazon"]),
    ("I coach U12 girls' soccer for the Fremont Flyers on weekends.", ["Fremont Flyers"]),
    ("My son plays for Ballyboden St Enda's.", ["Ballyboden St Enda's"]),
    # near misses: a person one shares an account with, a refund, a card left at a shop, play for a while
    ("We have a joint account with Sarah.", []),
    ("I got a check from Amazon for the refund.", []),
    ("I left my card at Walmart.", []),
    ("We played for hours at the park.", []),
])
def test_banks_employers_and_clubs_by_their_tie(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("Our landlord, Lakeshore Property Group LLC, is keeping our deposit.", ["Lakeshore Property Group LLC"]),
    ("We attend First Presbyterian.", ["First Presbyterian"]),
    ("I share at the Tuesday meeting at First Methodist.", ["First Methodist"]),
    ("We go to First Baptist Church downtown.", ["First Baptist Church"]),
    ("I work the overnight at the Navarro fulfillment center.", ["Navarro fulfillment center"]),
    # near misses: a person after a role, an ordinal before a believer, a street
    ("Our landlord, Dave Miller, is keeping our deposit.", []),
    ("First Christian ever to do it.", []),
    ("First Avenue is closed.", []),
])
def test_firms_and_congregations_by_their_names(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm a priest.", ["a priest"]),
    ("I'm a rabbi in Ohio.", ["a rabbi"]),
    ("I'm a youth pastor.", ["a youth pastor"]),
    ("I'm a 911 dispatcher in Lubbock.", ["a 911 dispatcher"]),
    ("I (34F) am a pharmacist at a CVS.", ["a pharmacist"]),
    # near misses: the clergy of someone else's faith community, an emergency call, a bracket that is no age
    ("My pastor says hi.", []),
    ("I called 911 twice last night.", []),
    ("I (and my wife) am a fan of jazz.", []),
])
def test_clergy_and_more_shapes_of_a_job(text: str, expected: list[str]) -> None:
    assert texts(text, "occupation", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I have stage 3 ovarian cancer.", ["stage 3 ovarian cancer"]),
    ("My mom has pancreatic cancer.", ["pancreatic cancer"]),
    ("I'm doing carboplatin at the clinic.", ["carboplatin"]),
    ("She finished rituximab last month.", ["rituximab"]),
    # near misses: a course of something that is no medicine, a body adjective with no condition
    ("We're doing renovations.", []),
    ("I love oral history.", []),
])
def test_organ_adjectives_and_a_course_of_a_medicine(text: str, expected: list[str]) -> None:
    assert texts(text, "health", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("My student ID is 20231587.", ["20231587"]),
    # near miss: a date written as eight digits
    ("Ref 20231012 attached", []),
])
def test_a_number_that_starts_like_a_year(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I live outside Lyon.", ["Lyon"]),
    ("I'm a priest in a small parish outside Lyon.", ["Lyon"]),
])
def test_a_city_a_surname_shares_after_a_locative(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected
    assert texts(text, "name", validities=DEFAULT) == []


def test_the_surname_after_with_stays_a_name() -> None:
    assert texts("I had lunch with Lyon yesterday.", "name", validities=DEFAULT) == ["Lyon"]


@pytest.mark.parametrize("text,expected", [
    ("My PPSN is 1234567TA and my Eircode is D04 X2P8.", "My national ID number is [ID number] and my postcode is [address]."),
    ("Led a team at Capital One's McLean office.", "Led a team at an organization's McLean office."),
    ("I'm a Catholic priest in a small parish.", "I'm a religious professional in a small parish."),
])
def test_edits_read_s24(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("born 3 March at Rotunda Hospital, 3.2kg.", ["Rotunda Hospital"]),
    # near miss: a count of hospitals
    ("I toured three Hospitals today.", []),
])
def test_a_hospital_before_a_weight(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("born 3 March at Rotunda Hospital, 3.2kg.", []),
    # near misses: a street type before its name and number stays an address
    ("Rua Augusta, 1500, Lisboa", ["Rua Augusta, 1500", "Lisboa"]),
    ("Via Roma 12, Milano", ["Via Roma 12", "Milano"]),
])
def test_a_decimal_is_no_house_number(text: str, expected: list[str]) -> None:
    assert texts(text, "address", validities=DEFAULT) == expected


def test_a_taxi_driver_is_no_finance_job(engine: Engine) -> None:
    assert engine.anonymize("I'm a taxi driver.", Policy()).text == "I'm a transport worker."
    assert engine.anonymize("I'm a tax adviser.", Policy()).text == "I'm a finance professional."


@pytest.mark.parametrize("text,expected", [
    ("Our church, Grace Fellowship in Plano, is hosting it.", ["Grace Fellowship"]),
    ("Our church, Grace Fellowship, is hosting it.", ["Grace Fellowship"]),
    # near misses: a person in apposition after a group noun (a surname last, or two people)
    ("My team, Sarah Park, won.", []),
    ("My team, Sarah Jones and me, won.", []),
])
def test_a_bodys_name_in_apposition_led_by_a_first_name(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("My upstairs neighbor, a retired cop named Sal, keeps banging.", ["Sal"]),
    ("a guy called Rocco sold it", ["Rocco"]),
    # near misses: a frequent word or a nationality after "named"
    ("a woman named Pasta", []),
    ("a guy named Dutch", []),
])
def test_one_word_named_after_a_person_noun(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("They live at 45 Birch Lane, Ames, IA 50010.", "They live at [address], [address], [address] [address]."),
    ("Send it to 41 Winthrop St, Medford MA 02155 please.", "Send it to [address], [address] [address] [address] please."),
    ("I'm a Filipina domestic helper in Hong Kong.", "I'm an Asian professional in an Asian country."),
    # near miss: a nationality said of someone else stays (low), and is no place
    ("She is Filipina.", "She is Filipina."),
])
def test_edits_read_s24_states_and_nationalities(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("Dr. Anjali Mehta at Lakeview Family Medicine prescribed it.", ["Lakeview Family Medicine"]),
    ("My wife teaches at Boston Latin.", ["Boston Latin"]),
    ("She taught English at Dunmore High for years.", ["Dunmore High"]),
    # near miss: teaching at a time
    ("He teaches at night.", []),
])
def test_a_doctors_practice_and_where_one_teaches(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I've been a Deliveroo rider in Glasgow for 2 years.", "I've been a delivery rider in a European city for 2 years."),
    ("My Uber driver was rude.", "My rideshare driver was rude."),
    # near miss: the platform with no worker's noun
    ("Uber stock is down.", "Uber stock is down."),
])
def test_a_platform_before_a_workers_noun(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected
