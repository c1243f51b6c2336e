"""Shapes from the lead's probes of session 21: a courtesy title inside spaCy's span, a place's name that is a common
word in lower case, a ticker read as a school, a pub's name read as a town, an age between the article and a faith,
ties to a lender or an insurer and to an employer by a career step. Each with near misses."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF, texts

DEFAULT = ("high", "medium")


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    ("Mrs Lau keeps parking in front of our driveway.", ["Mrs Lau"]),
    ("Mrs. Lau keeps parking in front of our driveway.", ["Lau"]),
    ("Yesterday Mr Chen parked across our gate again.", ["Chen"]),
    # near misses: "the Mrs" is a wife, no name; a title before a lower-case word
    ("The Mrs and I went out for dinner.", []),
    ("I asked the Mr to move his car.", []),
])
def test_courtesy_title_inside_spacy_span(text: str, expected: list[str]) -> None:
    assert texts(text, "name", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # a place's name in lower case that is first a common word: the word
    ("We had a family reunion in Ohio.", ["Ohio"]),
    ("the class reunion was fun", []),
    ("I bought a new jersey yesterday.", []),
    # the places stay: capitalized, after a cue, or a country first ("japan" before the lacquer)
    ("I flew to Reunion island.", ["Reunion"]),
    ("We moved to new jersey last year.", ["new jersey"]),
    ("My cousin lives in jersey now.", ["jersey"]),
    ("i love japan so much", ["japan"]),
    ("my new york trip was great", ["new york"]),
])
def test_place_names_written_low(text: str, expected: list[str]) -> None:
    assert texts(text, "city_country") == expected


@pytest.mark.parametrize("text,expected", [
    ("I bought 2 ETH last week and the ETH dropped 10% overnight.", []),
    ("We met at the Red Lion on Friday for my birthday.", []),
    ("We had a drink at the Black Eagle last night.", []),
    # near misses: the school and the town stay
    ("I did my masters at ETH and loved Zurich.", ["ETH", "Zurich"]),
    ("I live in Lion.", ["Lion"]),
    ("We moved to the Greater Lyon area.", ["Lyon"]),
])
def test_ticker_and_pub_names(text: str, expected: list[str]) -> None:
    assert texts(text, "education", "city_country", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("As a 22-year-old Mormon I never drank before my mission.", ["a 22-year-old Mormon"]),
    ("I was a teenage Muslim in a small town.", ["a teenage Muslim"]),
    # near misses: an age alone, a faith's word as a thing
    ("As a 22-year-old I never drank.", []),
    ("I was a teenage fan of Mormon Tabernacle recordings.", []),
])
def test_age_before_a_faith(text: str, expected: list[str]) -> None:
    assert texts(text, "religion", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I have a car loan with Navy Federal and they keep calling me.", ["Navy Federal"]),
    ("My mortgage is with Nationwide.", ["Nationwide"]),
    ("My account at Barclays was frozen.", ["Barclays"]),
    ("Our home insurance is with Aviva.", ["Aviva"]),
    ("I have a credit card with Capital One.", ["Capital One"]),
    ("I got promoted to SDE II at Amazon last month.", ["Amazon"]),
    ("I interned at Goldman Sachs in 2021.", ["Goldman Sachs"]),
    # near misses: a card sent with someone, an account opened with a relative, a fan "of", a worry "at"
    ("I sent a birthday card with Mom.", []),
    ("I opened a savings account with my sister.", []),
    ("I'm a big fan of Arsenal.", []),
    ("I'm a bit worried about my exam at Stanford.", []),
    ("I'm a 3L at Georgetown Law.", []),  # a school's (cues/education.py)
])
def test_ties_by_lender_and_career_step(text: str, expected: list[str]) -> None:
    assert texts(text, "organization", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # the short names a tax office or a health service gives a person's number
    ("My NI number is QQ123456C.", ["QQ123456C"]),
    ("Her NRIC is S1234567D, please update it.", ["S1234567D"]),
    # near miss: a pan on the stove; a model's number
    ("I cooked it in a pan for 12345 seconds.", []),
    ("The model number is XR12345B.", []),
])
def test_national_number_names(text: str, expected: list[str]) -> None:
    assert texts(text, "id_number", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    # (the employer right after the job is an occupation finding of its own since everyday9)
    ("I'm a night-shift RN at Mercy General.", ["a night-shift RN", "Mercy General"]),
    ("I'm an agency nurse.", ["an agency nurse"]),
    ("My wife is an LPN.", ["an LPN"]),
    ("My brother is an EMT in Ohio.", ["an EMT"]),
    # near misses: an acronym that is no job after a copula; a shift without a job
    ("My wife is a VIP member.", []),
    ("I'm on the night shift this week.", []),
])
def test_job_acronyms_and_shift_words(text: str, expected: list[str]) -> None:
    assert texts(text, "occupation", validities=DEFAULT) == expected


def test_single_parent_is_one_finding_and_reads_naturally(engine: Engine) -> None:
    assert engine.anonymize("I'm a single dad of twins.", Policy()).text == "I'm a parent of twins."
    assert texts("I'm a single mum to three boys.", "relationship_status", validities=DEFAULT) == ["single mum"]
    # near miss: "single" alone stays weak (it is what "divorced" generalizes to)
    assert texts("I'm single and happy.", "relationship_status", validities=DEFAULT) == []


@pytest.mark.parametrize("text,expected", [
    ("my mother, who is 88 and has dementia, fell", ["88"]),
    ("I'm writing on behalf of my mother, Mrs. Eleanor Whitfield, who is 88 and has dementia.", ["88"]),
    ("my dad, who is 72, fell again", ["72"]),
    # near miss: "and counting" is no clause of the person
    ("My son, who is 17 and counting, is tall.", []),
])
def test_others_age_in_a_relative_clause(text: str, expected: list[str]) -> None:
    assert texts(text, "age", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected", [
    ("I have C-PTSD from growing up in foster care.", ["C-PTSD"]),
    ("I was diagnosed with CPTSD last year.", ["CPTSD"]),
])
def test_complex_ptsd(text: str, expected: list[str]) -> None:
    assert texts(text, "health", validities=DEFAULT) == expected


@pytest.mark.parametrize("text,expected,subject", [
    ("My coworker keeps making comments about my hijab.", ["hijab"], "author"),
    ("I started wearing a kippah to work.", ["kippah"], "author"),
    ("My son wears a patka to school.", ["patka"], "other"),
    ("My daughter's hijab got pulled at school.", ["hijab"], "other"),
    ("She wore a niqab to the interview.", ["niqab"], "other"),
    # near misses: a topic, a shop, a plural said of no one, things for sale; a turban is no faith's alone
    ("The burqa ban was debated again.", [], None),
    ("I run a hijab shop on Etsy.", [], None),
    ("Hijabs come in many colours.", [], None),
    ("She sells kippahs online.", [], None),
    ("I wore a turban for the costume party.", [], None),
])
def test_religious_attire(text: str, expected: list[str], subject: str | None) -> None:
    found = [f for f in PF.find(text, protect=["religion"]) if f.validity in DEFAULT]
    assert [f.text for f in found] == expected
    assert all(f.subject == subject for f in found)


def test_religious_attire_reads_naturally(engine: Engine) -> None:
    assert engine.anonymize("She wore a niqab to the interview.", Policy()).text == "She wore a veil to the interview."
    assert engine.anonymize("I started wearing a kippah to work.", Policy()).text == "I started wearing a cap to work."


@pytest.mark.parametrize("text,expected", [
    ("I served in the Army for 8 years.", "I served in the military for 8 years."),
    ("I did two tours in Iraq with the 82nd Airborne.", "with the military."),
    ("My son is in the Marines.", "My son is in the military."),
    ("I was in the RAF.", "I was in the military."),
    ("He's an ex-RAF engineer.", "He's an ex-military engineer."),
    ("He was an Army officer.", "He was an officer."),
    ("My husband just enlisted in the Air Force.", "just enlisted in the military."),
    ("I retired from the Royal Navy in 2015.", "I left the military"),
    # near misses: a branch said of no one, a colour, a team's score, a charity, a plane, a crowd, a floor
    ("The Army said the exercise went well.", "The Army said the exercise went well."),
    ("I bought a Navy blue sweater.", "I bought a Navy blue sweater."),
    ("Navy beat Army 17-11 on Saturday.", "Navy beat Army 17-11 on Saturday."),
    ("We saw Air Force One at the airport.", "We saw Air Force One at the airport."),
    ("I joined the army of volunteers cleaning the beach.", "I joined the army of volunteers cleaning the beach."),
    ("I served the customers in the Army surplus store.", "I served the customers in the Army surplus store."),
    ("Our office is on the 3rd floor.", "Our office is on the 3rd floor."),
])
def test_military_service(engine: Engine, text: str, expected: str) -> None:
    assert expected in engine.anonymize(text, Policy()).text


def test_military_subject() -> None:
    [mine] = [f for f in PF.find("I was in the RAF.", protect=["occupation"]) if f.detector == "implicit.military"]
    [theirs] = [f for f in PF.find("My son is in the Marines.", protect=["occupation"])
                if f.detector == "implicit.military"]
    assert (mine.subject, theirs.subject) == ("author", "other")


@pytest.mark.parametrize("text,expected", [
    ("I graduated from Lincoln High in 2009.", "I graduated from a high school back then."),
    ("I graduated from the University of Leeds in 2015.", "I graduated from a university back then."),
    ("I graduated in 2009.", "I graduated."),
    # near miss: a firm named like a town stays a firm
    ("I work at Lincoln Financial.", "I work at an organization."),
])
def test_graduated_from_a_named_school(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm a proud Texan.", "I'm a proud North American."),
    ("As a born-and-raised Californian I hate snow.", "As a born-and-raised North American I hate snow."),
    ("As a New Yorker I walk fast.", "As a North American I walk fast."),
    ("I'm a Yorkshireman.", "I'm a European."),
    ("We Geordies love the cold.", "We locals love the cold."),
    # near misses: the magazine, a name
    ("I read the New Yorker every week.", "I read the New Yorker every week."),
])
def test_regional_demonyms(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


def test_regional_demonym_is_no_name() -> None:
    assert texts("I'm a Yorkshireman.", "name") == []
    assert texts("I'm a Yorkshireman.", "city_country", validities=DEFAULT) == ["Yorkshireman"]


@pytest.mark.parametrize("text,expected", [
    ("My son is 17 and loves trains.", "My son is in their teens and loves trains."),
    ("My son is 7 and loves trains.", "My son is young and loves trains."),
    ("my son is 12 years old", "my son is young"),
    ("My son, who is 7, loves trains.", "My son, who is young, loves trains."),
    ("my daughter (4) has a fever", "my daughter (young) has a fever"),
    # near misses: a height, a length, a clause that goes on with something else
    ("My dad is 6 foot tall.", "My dad is 6 foot tall."),
    ("my son is 17 inches tall", "my son is 17 inches tall"),
    ("My mom just had a baby. She's 2 weeks old now.", "My mom just had a baby. She's 2 weeks old now."),
])
def test_close_persons_age_children_too(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected


def test_close_persons_age_is_not_the_authors() -> None:
    from tests.prefilter_support import one

    finding = one("My mum is 64 years old.", "age")
    assert (finding.detector, finding.subject) == ("age.other", "other")


@pytest.mark.parametrize("text,expected", [
    ("My son turned 9 last week.", "My son had a birthday last week."),
    ("my daughter turns 5 tomorrow", "my daughter has a birthday tomorrow"),
    # near misses: minutes, corners
    ("My boss will be 20 minutes late.", "My boss will be 20 minutes late."),
    ("my dad turned 2 corners and got lost.", "my dad turned 2 corners and got lost."),
])
def test_a_childs_birthday(engine: Engine, text: str, expected: str) -> None:
    assert engine.anonymize(text, Policy()).text == expected
