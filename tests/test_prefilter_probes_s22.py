"""Shapes from the lead's probes of session 22: a number after a tax office's short name read as a phone, a given
name and a surname that spaCy tags a place, a parish hall's gatherings, towns named after a saint. Each with near
misses."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF, texts

DEFAULT = ("high", "medium")


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine.load(use_llm=False)


def found(text: str) -> list[tuple[str, str]]:
    return [(f.text, f.category) for f in PF.find(text) if f.validity in DEFAULT]


@pytest.mark.parametrize("text,expected", [
    ("My SIN is 046 454 286 and I need help filling the form.", [("046 454 286", "id_number")]),
    ("SIN: 046-454-286", [("046-454-286", "id_number")]),
    ("My UTR is 12345 67890, can you check the letter?", [("12345 67890", "id_number")]),
    ("my UTR is 1234567890", [("1234567890", "id_number")]),
    # the short name right before the groups, with no "is": the label, not the code's first group
    ("My UTR 12345 67890. I missed the deadline.", [("12345 67890", "id_number")]),
    ("SIN 046 454 286", [("046 454 286", "id_number")]),
    # near misses: a phone stays a phone, also beside a short name further back, and "sin" as a word
    ("Call me on 020 7946 0018 about the SIN form.", [("020 7946 0018", "phone")]),
    ("my sin is my mouth, call 020 7946 0018", [("020 7946 0018", "phone")]),
])
def test_number_after_a_short_name_is_no_phone(text: str, expected: list[tuple[str, str]]) -> None:
    assert [f for f in found(text) if f[1] in ("id_number", "phone")] == expected


@pytest.mark.parametrize("text,expected", [
    ("Please RSVP to Tamsin Clarke by Friday.", ["Tamsin Clarke"]),
    ("I sent the invoice to Priya Nair yesterday.", ["Priya Nair"]),
])
def test_given_name_and_surname_tagged_a_place(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected
    assert texts(text, "city_country") == []


@pytest.mark.parametrize("text,expected", [
    # near misses: a place's two words begin with a common word, even before a surname
    ("We drove to Fort Collins on Friday.", ["Fort Collins"]),
    ("I moved to Chapel Hill last year.", ["Chapel Hill"]),
    ("We moved to Glen Ellyn.", ["Glen Ellyn"]),
])
def test_places_before_a_surname_stay(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I go to meetings at St. Brigid's every Tuesday night.", ["St. Brigid's"]),
    ("Bible study at St. Mark's is lovely.", ["St. Mark's"]),
    ("I had surgery at St John's last year.", ["St John's"]),
    # near misses: the same words before a town
    ("We had a meeting in St. Louis.", []),
    ("Our services in St Ives were busy.", []),
])
def test_parish_gatherings(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I live in St. Louis.", ["St. Louis"]),
    ("We moved to St Louis last year.", ["St Louis"]),
    ("I'm from St. Petersburg.", ["St. Petersburg"]),
    ("We had a meeting in St. Louis.", ["St. Louis"]),
    ("We moved to Saint Paul in May.", ["Saint Paul"]),
    ("We moved to St Paul in May.", ["St Paul"]),
    # near misses: the saint, a parish school, a feast day
    ("St. Paul wrote to the Corinthians.", []),
    ("My kids go to St Mary's and love it.", []),
])
def test_towns_named_after_a_saint(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected


def test_saint_town_values() -> None:
    """The spelling without stops is the same town; the other head's spelling the most populous one it spells."""
    values = {f.text: f.value for f in PF.find("I lived in St Louis, then St Petersburg, then St Paul.")}
    assert values == {"St Louis": "St. Louis, United States", "St Petersburg": "Saint Petersburg, Russia",
                      "St Paul": "Saint Paul, United States"}


@pytest.mark.parametrize("text,expected", [
    ("My SIN is 046 454 286 and I need help filling the form.", "My SIN is [ID number] and I need help filling the form."),
    ("I live in St. Louis and love it.", "I live in a North American city and love it."),
])
def test_edits_read(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("My brother-in-law Raj just got a job at Deloitte.", ["Raj"]),
    ("My cousin Raj is visiting.", ["Raj"]),
    # near misses: the word with no one of the author's before it, and a word English writes often
    ("The British Raj ended in 1947.", []),
    ("My sister Karma is a yoga teacher.", []),
])
def test_short_indian_given_name_after_a_relative(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm 52 and just moved back to Cork to be near my sister.", ["Cork"]),
    ("We're moving home to Bath next year.", ["Bath"]),
    # near miss: no town after it
    ("I moved back to the flat after the fire.", []),
])
def test_moving_back_is_a_place_cue(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm 6 months pregnant and my OB is Dr. Feldman at Kaiser.", ["Kaiser"]),
    ("I got my green card after 8 years on an H-1B with Infosys.", ["Infosys"]),
    # near misses: a doctor or a visa with no organization after it
    ("My OB is Dr. Feldman and she is lovely.", []),
    ("I got my visa with no trouble.", []),
])
def test_doctor_practice_and_visa_sponsor(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm a Filipino nurse working in the UK on a Skilled Worker visa.", []),
    ("I got a job in the UAE.", []),
    ("I work in HR at a hospital in Phoenix.", []),
    ("She works in PR.", []),
    # near misses: a firm's acronym after a tie stays a firm
    ("I work at SKSW in Leeds.", ["SKSW"]),
])
def test_country_or_field_acronym_is_no_organization(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("We're a same-sex couple in rural Alabama looking to adopt.",
     "We're a couple in a US state looking to adopt."),
    ("Living paycheck to paycheck on $38k as a barista.", "Living month to month on a salary as a hospitality worker."),
    ("I make about $38k a year.", "I make a living."),
    ("I work in HR at a hospital in Phoenix.", "I work in business at a hospital in a North American city."),
])
def test_edits_read_s22(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("Guest list: Tom & Jess Whitaker, Uncle Bob.", ["Tom", "Jess Whitaker", "Bob"]),
    ("Tom & Jess Whitaker are coming.", ["Tom", "Jess Whitaker"]),
    ("We invited Jess Whitaker.", ["Jess Whitaker"]),
    # near misses: a band of two names stays as it was, a brand too
    ("We love Simon & Garfunkel.", ["Simon"]),
])
def test_couple_in_one_span_and_nickname_first_names(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,value", [
    ("I got a speeding ticket on the M6 near Stoke.", "Stoke-on-Trent, United Kingdom"),
    ("We moved to Southend last year.", "Southend-on-Sea, United Kingdom"),
])
def test_river_towns_by_their_first_word(text: str, value: str) -> None:
    assert [f.value for f in PF.find(text) if f.category == "city_country"] == [value]


def test_small_river_town_first_word_is_no_place() -> None:
    """"Walton-on-Thames" is too small for "Walton" (a surname) to name it."""
    from models.prefilter.context import fold
    from models.prefilter.data.gazetteer import gazetteer

    assert gazetteer().lookup(fold("Walton")) is None


@pytest.mark.parametrize("text,expected", [
    ("So my BIL Marcus, 35, moved in with us.", ["Marcus"]),
    ("My bro Jake is visiting.", ["Jake"]),
    # near miss: "mil" as a million
    ("I made 2 mil last year.", []),
])
def test_forum_kin_short_forms_before_a_name(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("We adopted our daughter as a baby; she's now 11 and asking questions.", ["11"]),
    ("My son is a champ, he's already 14 and taller than me.", ["14"]),
    # near miss: a page count
    ("She's now 11 pages into the book.", []),
])
def test_pronoun_age_after_now(text: str, expected: list[str]) -> None:
    assert texts(text, "age", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("My best friend Kayla just got engaged to a guy she met on Hinge.",
     "My best friend K. just settled down with a guy she met on an app."),
    ("I'm getting married to my girlfriend next year.", "I'm settling down with my partner next year."),
    ("I got engaged to be honest.", "I settled down to be honest."),
    ("We put the kids in daycare and it's $1,800 a month.", "We put the kids in daycare and it's $1,800 a month."),
    ("My CPF contributions barely cover the HDB loan.",
     "My retirement savings contributions barely cover the public housing loan."),
])
def test_edits_read_s22_b(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("Policyholder Damien Taylor-Jones, policy 44821.", ["Damien Taylor-Jones"]),
    # near misses: public figures with a double-barrelled surname stay unflagged
    ("Olivia Newton-John sang at the concert.", []),
])
def test_double_barrelled_surname_is_no_fame(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("My OEN is 123456789.", [("123456789", "id_number")]),
    ("My AHCN is 12345-6789.", [("12345-6789", "id_number")]),
    ("My UCAS number is 123-456-7890", [("123-456-7890", "id_number")]),
    # near misses: a country's acronym is a phone's, lower-case words name no scheme
    ("My UK number is 07700 900123", [("07700 900123", "phone")]),
    ("my score is 123456 points", []),
])
def test_own_number_under_a_scheme_acronym(text: str, expected: list[tuple[str, str]]) -> None:
    assert [f for f in found(text) if f[1] in ("id_number", "phone")] == expected


@pytest.mark.parametrize("text,expected", [
    # the place reader's stand-in wins the town of an address where it reads the town; the address reader's holds
    # where it does not
    ("I live at 221B Baker Street, London NW1 6XE", "I live at [address], a European city [address]"),
    ("CAP 20121, Milano", "CAP [address], a European city"),
    ("14 Moray Place, Dunedin 9016", "[address], [address] [address]"),
])
def test_town_of_an_address_keeps_the_place_stand_in(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


def test_town_of_an_address_stops_where_a_sentence_runs_on() -> None:
    """"…, Prijedor Adopter Chirag has passed": the capitals after the town are no postcode, so the town is not cut
    out of the run (the name stays inside a finding)."""
    text = "Home address: Vidovdanska 12, Prijedor Adopter Chirag has passed."
    assert [f.text for f in PF.find(text) if "Chirag" in f.text] == ["Prijedor Adopter Chirag"]


@pytest.mark.parametrize("text,expected", [
    ("Dx: NSTEMI last March, now on clopidogrel and atorvastatin.", "Dx: [medical details]."),
    ("Medical: lactose intolerance, asthma (mild).", "Medical: [medical details]."),
    ("Allergies: penicillin. Blood type O negative.", "Allergies: [medical details]. Blood type O negative."),
    ("PMH: T2DM, HTN", "PMH: [medical details]"),
    # near misses: no details, no medical label, a label that is no form's
    ("Allergies: none.", "Allergies: none."),
    ("Conditions: sunny and warm.", "Conditions: sunny and warm."),
    ("Medical: yes", "Medical: yes"),
    ("The medical: it was fine.", "The medical: it was fine."),
])
def test_medical_form_labels(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected
