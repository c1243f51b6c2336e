"""Shapes from the lead's probes of session 23 (drafts pasted into an AI chat: cover letters, demand letters, medical
summaries, shop disputes): what was paid read as income, a town with its state before a ZIP code, a children's
hospital by its short name, a job sought, a diagnosis' clinic, a small business by its kind, a shared age, a degree's
school after "from", a Spanish floor and door. Each with near misses."""

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
    # what was paid, with an earning verb before it: no income
    ("Someone made a charge of $412 from my account.", []),
    ("Someone made a purchase of $60 on my card.", []),
    ("I made a transfer of $300 to my landlord.", []),
    ("I make $5k a month but rent costs $2k.", ["$5k a month"]),
    ("I get paid $18 an hour and rent is $900 a month.", ["$18"]),
    # near misses: an amount right after its earning word stays income
    ("I made $412 last week.", ["$412"]),
    ("I earn about 85k a year.", ["about 85k a year"]),
    ("My salary after the raise is $72,000.", ["$72,000"]),
])
def test_what_was_paid_is_no_income(text: str, expected: list[str]) -> None:
    assert texts(text, "income_level", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I live in Somerville MA 02144.", ["Somerville MA"]),
    ("Send it to Ottawa ON K1A 0B1.", ["Ottawa ON"]),
    ("I live in Somerville, MA.", ["Somerville, MA"]),
    # near misses: without a postcode the capitals are the word ("OR"), as before
    ("We're in Portland OR now.", ["Portland"]),
    ("Portland OR Seattle, not sure yet.", ["Portland", "Seattle"]),
])
def test_town_and_state_before_a_postcode(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I live in Somerville MA 02144.", "I live in a North American city [address]."),
    ("My husband Kevin and I (both 41) are trying IVF.", "My partner K. and I (both in our forties) are trying treatment."),
    ("We're both 34 and just moved.", "We're both in our thirties and just moved."),
    ("Me and my sister (both 17) got jobs.", "Me and my sister (both in our teens) got jobs."),
    ("I have an MBA from INSEAD.", "I have a university degree."),
    ("MBA from Wharton, BSc from Imperial.", "MBA, BSc."),
])
def test_edits_read_s23(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("He was diagnosed with ADHD at Seattle Children's.", ["Seattle Children's"]),
    ("He's at Cincinnati Children's now.", ["Cincinnati Children's"]),
    ("Texas Children's is where she was born", ["Texas Children's"]),
    # near misses: a possessive before its noun, a sentence's "My"
    ("My Children's toys are everywhere.", []),
    ("We read Grimm's Fairy Tales and Andersen Children's stories.", []),
])
def test_childrens_hospital_by_its_short_name(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm applying to a role at HubSpot.", ["HubSpot"]),
    ("My role with Deloitte ends in May.", ["Deloitte"]),
    ("My account number is 4402-118-2291 at Chase and someone charged me.", ["Chase"]),
    ("I was diagnosed with type 2 diabetes at Kaiser.", ["Kaiser"]),
    ("We're trying IVF at Shady Grove Fertility in Rockville.", ["Shady Grove Fertility"]),
    ("Knee replacement 2021 at Royal Berkshire.", ["Royal Berkshire"]),
    ("I had an MRI at Northwestern last week.", ["Northwestern"]),
    ("My Etsy shop, Fern & Thistle Ceramics, got a chargeback.", ["Fern & Thistle Ceramics"]),
    ("Her salon called Mane Street is closing.", ["Mane Street"]),
    # near misses: a role in a film, a military operation's place, a chain named as a store anyone shops at
    ("She landed a role in Inception.", []),
    ("The operation at Dunkirk was a success.", []),
    ("We love the store called Target.", []),
])
def test_organizations_by_their_tie(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("We tried IVF twice.", ["IVF"]),
    ("She underwent chemo last spring.", ["chemo"]),
    # near miss: the procedure with no one who has it
    ("Trying to read about IVF costs.", []),
])
def test_a_treatment_tried_or_undergone(text: str, expected: list[str]) -> None:
    assert texts(text, "health", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("My husband Kevin and I (both 41) are trying IVF.", ["41"]),
    ("Sam and I are both 29.", ["29"]),
    # near misses: hours, children, other people
    ("We're both 34 hours into the drive.", []),
    ("we were both 12 when it happened", []),
    ("They are both 40.", []),
])
def test_an_age_the_author_shares(text: str, expected: list[str]) -> None:
    assert texts(text, "age", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I got my PhD from Stanford.", ["from Stanford"]),
    ("I have an MBA from INSEAD.", ["from INSEAD"]),
    ("She has a master's from UCL and a degree from Boston University.", ["UCL", "Boston University"]),
    ("first year of BCom at Wits", ["Wits"]),
    # near miss: no school's name after "from"
    ("a degree from the school of life", []),
])
def test_a_degree_and_the_school_it_is_from(text: str, expected: list[str]) -> None:
    found = [t.strip() for t in texts(text, "education", validities=DEFAULT)]
    assert [t for t in found if not t.startswith(("a ", "my ", "an "))] == expected


@pytest.mark.parametrize("text,expected", [
    ("I live at Calle Mayor 12, 3º B, 28013 Madrid.", ["Calle Mayor 12, 3º B", "28013"]),
    ("Calle de Alcalá 45, 2ª izq., Madrid", ["Calle de Alcalá 45, 2ª izq.", "Madrid"]),
    # near miss: a number after the street that is no floor
    ("We're at 14 Oak Street, 3 kids in tow", ["14 Oak Street"]),
])
def test_spanish_floor_and_door(text: str, expected: list[str]) -> None:
    assert texts(text, "address", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # a surname English writes for characters of fiction ("Kowalski"), introduced by name or by a local role
    ("Her name is Janet Kowalski.", ["Janet Kowalski"]),
    ("The nurse is Janet Kowalski.", ["Janet Kowalski"]),
    ("The HOA president is Janet Kowalski.", ["Janet Kowalski"]),
    ("The treasurer is Janet Kowalski.", ["Janet Kowalski"]),
    # near misses: a public office or a public role before "is"
    ("The president is Joe Biden.", []),
    ("The singer is Taylor Swift.", []),
    ("The striker is Robert Lewandowski.", []),
])
def test_a_name_introduced_is_no_public_figure(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I moved to Fort Collins CO last year.", ["Fort Collins CO"]),
    ("He lives in Paris TX.", ["Paris TX"]),
    # near misses: no locative, or the code is a word
    ("Talked to Dave NC about it", []),
    ("We're in Portland OR now.", ["Portland"]),
])
def test_town_and_state_after_a_locative(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("my grandmother (87, lives alone) keeps falling", ["87"]),
    ("my dad (72) fell", ["72"]),
    # near miss: a year and a make in a car's bracket
    ("my car (2014, Honda) broke", []),
])
def test_a_relatives_age_opening_a_bracket(text: str, expected: list[str]) -> None:
    assert texts(text, "age", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # Brazil's CPF before its number is the number's label, not Singapore's savings
    ("My CPF is 123.456.789-09.", "My CPF is [ID number]."),
    ("CPF: 12345678909", "CPF: [ID number]"),
    # near miss: Singapore's CPF with no number after it
    ("I topped up my CPF this year.", "I topped up my retirement savings this year."),
])
def test_brazils_cpf_label(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("My RG is 12.345.678-9.", ["12.345.678-9"]),
    ("my RG is 12345678-9", ["12345678-9"]),
    # near misses: a handheld's model, a standard cited, big numbers with dots
    ("The RG 350 handheld costs 80", []),
    ("See RFC 2616 section 3.", []),
    ("The price went from 1.234.567 to 2.000.000 units", []),
])
def test_more_short_names_of_national_numbers(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected
