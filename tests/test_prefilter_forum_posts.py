"""What forum posts (Reddit's advice boards) write in their own shorthand: age/gender tags with "NB", family
acronyms ("my SIL"), a year of study ("a 3L at Georgetown Law"), the people and time of a job at a firm ("our team
at Shopify"); and the near misses that share each shape."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import spans, texts

ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    ("Me (19NB) and my roommate (20M) share a flat.", [("19", "age"), ("NB", "sex"), ("20", "age"), ("M", "sex")]),
    ("I (25nb) need advice.", [("25", "age"), ("nb", "sex")]),
    ("The NB line (20 NB) is late.", []),  # a bus line northbound: "NB" with a space is no tag
])
def test_non_binary_tag(text, expected):
    assert spans(text, "age", "sex") == expected


def test_teen_tag_becomes_teens():
    assert ENGINE.anonymize("Me (19NB) and my roommate (20M) share a flat.", Policy()).text == (
        "Me (teens) and my roommate (20s) share a flat.")


@pytest.mark.parametrize("text,expected", [
    ("AITA for not inviting my SIL (40f) to the party?", [("my SIL", "relationship_status")]),
    ("My BIL is rude.", [("My BIL", "relationship_status")]),
    ("Sil and I went out.", [("Sil", "name")]),  # a first name written as one is still a name
])
def test_family_acronyms_are_relatives_not_names(text, expected):
    assert spans(text, "relationship_status", "name") == expected


def test_acronym_is_no_foreign_word():
    assert texts("AITA for leaving early?", "city_country") == []
    assert texts("We had fika after work.", "city_country") == ["fika"]  # a foreign word still is


@pytest.mark.parametrize("text,expected", [
    ("I talked to HR at Deloitte and they were useless.", ["Deloitte"]),
    ("I've been at Deloitte for six years.", ["Deloitte"]),
    ("Our team at Shopify got laid off yesterday.", ["Shopify"]),
    ("Spent six years at Intel before this.", ["Intel"]),
    ("I've been with Aviva since 2015.", ["Aviva"]),
    ("I have 3 years of Java experience.", []),  # "years of" names a skill
    ("I spent two years in Berlin.", []),  # "in" names a place: the place detector's
])
def test_ties_of_people_and_time_to_a_firm(text, expected):
    assert texts(text, "organization") == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm a 3L at Georgetown Law and my OCI interviews start next week.", ["3L", "Georgetown Law"]),
    ("I'm a junior at Ohio State studying nursing.", ["junior", "Ohio State", "nursing"]),
    ("As a first-year student I was lost.", ["first-year student"]),
    ("Currently a sophomore in high school.", ["sophomore"]),
    ("I'm a junior developer at a startup.", []),  # a rank at work
    ("I'm a senior and retired last year.", []),  # an age, not a year of study
    ("I'm a senior at Deloitte.", []),  # a rank at a firm: the school must look like one
])
def test_year_of_study(text, expected):
    assert texts(text, "education") == expected


def test_year_of_study_becomes_student():
    assert ENGINE.anonymize("I'm a 3L at Georgetown Law and my OCI interviews start next week.", Policy()).text == (
        "I'm a student at a university and my OCI interviews start next week.")


@pytest.mark.parametrize("text,expected", [
    ("I'm in the GTA, any recommendations?", ["the GTA"]),
    ("Housing in the DMV area is brutal.", ["the DMV area"]),
    ("I'm from the Midlands originally.", ["the Midlands"]),
    ("Living in the Twin Cities has been great.", ["the Twin Cities"]),
    ("I went to the DMV today.", []),  # the licensing office
    ("Playing GTA all weekend.", []),  # the game
])
def test_regions_known_by_nickname(text, expected):
    assert texts(text, "city_country") == expected


@pytest.mark.parametrize("text,expected", [
    ("My salary is £42,000 before tax.", ["£42,000"]),  # the space and the full stop after it stay the draft's
    ("My salary is £42,000.", ["£42,000"]),
    ("My take-home is about 3,200 a month.", ["about 3,200 a month"]),  # a bare amount beside a word of earning
    ("Rent is 1,450 a month here.", []),  # a bare amount by the month, no earning
    ("The population is 12,000 and growing.", []),
])
def test_income_amounts(text, expected):
    assert texts(text, "income_level") == expected


def test_income_edit_keeps_the_space_after_it():
    assert ENGINE.anonymize("My salary is £42,000 before tax.", Policy()).text == "My salary is a living before tax."


@pytest.mark.parametrize("text,expected", [
    ("We get SNAP and WIC for the baby.", ["SNAP", "WIC"]),
    ("I'm on SSDI and can't work more than 20 hours.", ["SSDI"]),
    ("Oh snap, I forgot.", []),  # the word, not the programme
])
def test_benefit_programmes(text, expected):
    assert texts(text, "city_country") == expected


@pytest.mark.parametrize("draft,out", [
    ("My 14yo son wants an iPhone.", "My teenage son wants an iPhone."),
    ("My 35 year old husband snores.", "My thirty-something husband snores."),
    ("Her 40-year-old brother moved in.", "Her forty-something brother moved in."),
    ("my 5 year old is sick", "my 5 year old is sick"),  # a child's age says little and stays
])
def test_someone_elses_age_as_an_adjective(draft, out):
    assert ENGINE.anonymize(draft, Policy()).text == out


def test_someone_elses_age_is_theirs():
    found = [f for f in spans_of("My 35 year old husband snores.") if f.category == "age"]
    assert [(f.text, f.subject, f.detector) for f in found] == [("35 year old", "other", "age.other_adjective")]


def spans_of(text):
    from tests.prefilter_support import PF
    return PF.find(text)


@pytest.mark.parametrize("text,expected", [
    ("My student number 1007734521 is on the card.", [("1007734521", "id_number")]),  # a record's number, no phone
    ("My prescription number is 6672109.", [("6672109", "id_number")]),
    ("Call my home number 020 7946 0123.", [("020 7946 0123", "phone")]),
])
def test_record_numbers_are_no_phones(text, expected):
    assert spans(text, "id_number", "phone") == expected


@pytest.mark.parametrize("text,expected", [
    ("The other driver ran the red light.", []),  # one other person of the story
    ("The other nurses and I went on strike.", [("nurses", "occupation")]),  # the author's fellows
    ("As a fellow nurse I get it.", [("nurse", "occupation")]),  # "fellow" of the same kind, no man
    ("I am a fellow who likes tea.", [("fellow", "sex")]),
])
def test_other_and_fellow(text, expected):
    assert spans(text, "occupation", "sex") == expected


def test_philhealth_is_public_health_insurance():
    assert ENGINE.anonymize("Is my PhilHealth still valid?", Policy()).text == "Is my public health insurance still valid?"


@pytest.mark.parametrize("text,expected", [
    ("Pastor Okafor visited us.", [("Okafor", "name")]),
    ("Sgt. Miller took my statement.", [("Miller", "name")]),
    ("Draft an email to Professor Nakamura asking for an extension.", [("Nakamura", "name")]),  # a namesake's fame
    ("Professor Stephen Hawking wrote about black holes.", []),  # a full name keeps the fame data's say
    ("Coach Rivera benched my son again.", [("Rivera", "name")]),
    ("Coach Pep Guardiola won again.", []),
    ("We flew Coach Class.", []),  # a role title before an ordinary word names a thing
])
def test_clergy_and_rank_titles(text, expected):
    assert spans(text, "name") == expected


@pytest.mark.parametrize("text,expected", [
    ("Patient Doe, MRN 00482913, was seen.", [("00482913", "id_number")]),
    ("My medical record number is 77310045.", [("77310045", "id_number")]),  # and "my medical record" is no field
    ("My medical career started in 2001.", [("medical ", "occupation")]),
])
def test_medical_record_numbers(text, expected):
    assert spans(text, "id_number", "occupation") == expected


@pytest.mark.parametrize("text,expected", [
    ("My case worker at DCFS said the hearing is on the 12th.", ["DCFS"]),
    ("My dad was discharged from Mercy General yesterday.", ["Mercy General"]),
    ("I was admitted to the bar in 2010.", []),
])
def test_ties_of_care(text, expected):
    assert texts(text, "organization") == expected


@pytest.mark.parametrize("draft,out", [
    # a child's age too since session 21
    ("My daughter Emma (8) goes to St. Mary's.", "My daughter E. (young) goes to a local school."),
    ("Our son attends St Joseph's and loves it.", "Our son attends a local school and loves it."),
    ("We went to St. Mary's for mass.", "We went to St. Mary's for mass."),  # the church
])
def test_parish_schools(draft, out):
    assert ENGINE.anonymize(draft, Policy()).text == out


@pytest.mark.parametrize("text,expected", [
    ("We live on Cedar Ct, near the school.", ["Cedar Ct"]),
    ("We live on Maple Drive.", ["Maple Drive"]),
    ("The house off Maple Dr. is for sale.", ["Maple Dr."]),
    ("I saved it to my Dropbox, not on Google Drive.", []),  # a frequent word names a product, no street
    ("On My Way home.", []),
])
def test_residential_streets(text, expected):
    assert [t for t, c in spans(text, "city_country", validities=("high", "medium"))] == expected


def test_a_sign_off_name_keeps_its_line_break():
    assert ENGINE.anonymize("Cheers, Tom\n--\nsee you", Policy()).text == "Cheers, T.\n--\nsee you"


@pytest.mark.parametrize("text,expected", [
    ("As a practising Muslim I fast in Ramadan.", [("a practising Muslim", "religion"), ("Ramadan", "religion")]),
    ("We celebrate Diwali in November.", [("Diwali", "religion")]),  # a festival, no place
    ("I met Ramadan in Cairo.", [("Ramadan", "name"), ("Cairo", "city_country")]),  # a man of that name
])
def test_festivals_are_no_people_or_places(text, expected):
    assert spans(text, "religion", "name", "city_country") == expected


@pytest.mark.parametrize("text,expected", [
    ("I'm 29F and my bf is 31M.", [("29", "age", "author"), ("F", "sex", "author"), ("31", "age", "other"),
                                    ("M", "sex", "other")]),
    ("im 24M here", [("24", "age", "author"), ("M", "sex", "author")]),
    ("I am 45F, living in Leeds.", [("45", "age", "author"), ("F", "sex", "author")]),
    ("She's 19F, he's 22M.", [("19", "age", "other"), ("F", "sex", "other"), ("22", "age", "other"),
                              ("M", "sex", "other")]),
    # near misses: money said with the same shape
    ("The budget is 25M.", []),
    ("My budget is 25M.", []),  # "my" + a thing, not someone close
    ("I'm 30M in debt.", []),
    ("The project is 20M.", []),
])
def test_a_tag_said_in_a_sentence(text, expected):
    from tests.prefilter_support import PF
    found = [(f.text, f.category, f.subject) for f in PF.find(text, protect=["age", "sex"])]
    assert found == expected


def test_a_said_tag_reads_as_a_decade():
    assert ENGINE.anonymize("I'm 29F and my bf is 31M.", Policy()).text == (
        "I'm in my twenties and my partner is in their thirties.")


@pytest.mark.parametrize("text,expected", [
    ("My username on the forum is quietfox88.", ["quietfox88"]),
    ("my handle on Reddit is blue_heron_77", ["blue_heron_77"]),
    ("find me on twitch as grumpygoose_tv", ["grumpygoose_tv"]),
    ("I'm on Discord as moonbeam#4421 if you want to chat.", ["moonbeam#4421"]),
    # near misses: no username's shape after the platform, or no platform
    ("I was on Steam as a kid.", []),
    ("The user in the report is fine.", []),
    ("I'm on Twitch as often as I can.", []),
])
def test_username_said_with_where_it_is_used(text, expected):
    assert texts(text, "username") == expected


@pytest.mark.parametrize("text,validity", [
    ("Hi ChatGPT, I'm Tomasz, a 41-year-old bus driver for First Bus.", "high"),  # (and First Bus: the employer)
    ("My name is Ana Lima, a nurse from Porto.", "high"),
    # near misses: no name introduced (a lower-case word), or someone else introduced
    ("I'm sorry, a nurse said I could wait.", "low"),
    # someone else introduced: not the author's job, but a named person's, protected (everyday9; session 22)
    ("I met Tomasz, a bus driver from Leeds.", "high"),
])
def test_a_job_in_apposition_to_the_author_s_name(text, validity):
    from tests.prefilter_support import PF
    # (the employer after the job is a finding of its own, occupation.employer)
    assert [f.validity for f in PF.find(text, protect=["occupation"]) if f.detector != "occupation.employer"] == [validity]


@pytest.mark.parametrize("text,expected", [
    ("My stepdad Rick (52M) is retired.", [("52", "other"), ("M", "other")]),
    ("Me (19NB) and my roommate (20M) share a flat.", [("19", "author"), ("NB", "author"), ("20", "other"),
                                                       ("M", "other")]),
    ("I (29F) need advice.", [("29", "author"), ("F", "author")]),
    ("(34M) here.", [("34", "unknown"), ("M", "unknown")]),  # nobody named: whose it is stays open
])
def test_whose_bracketed_tag(text, expected):
    from tests.prefilter_support import PF
    assert [(f.text, f.subject) for f in PF.find(text, protect=["age", "sex"])] == expected
