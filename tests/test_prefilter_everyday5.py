"""everyday5 (issue 11): the shapes fixed from STUDY5's misses (bench/everyday_drafts.py), each with near misses:
clergy, church and Tagalog kin titles; an age in apposition to a person; the job of a named or close person; the
name after a sign-off, before a phone number, and around a quoted nickname."""

import pytest

from tests.prefilter_support import PF, texts

TITLES = [
    ("Keys are with Father Dineen at the parish office.", ["Dineen"]),
    ("Thank you to Bro. Ramil and Sis. Jovelyn for leading the choir.", ["Ramil", "Jovelyn"]),
    ("Sister Bernadette taught me piano.", ["Bernadette"]),
    ("We're staying with Lolo Ernesto this week.", ["Ernesto"]),
    ("Mlle Archambault marked the test.", ["Archambault"]),
    ("Landing around 11pm, Kuya Jun will fetch me.", ["Jun"]),  # a modal after the name is no brand's noun
    # near misses: a title before an ordinary word, a kin noun in lower case, the English verb "Ate", a brand's mascot
    ("I love Aunt Jemima syrup.", []),
    ("We watched Father Christmas and Sister Act with Big Brother on.", []),
    ("My Father said no.", []),
    ("Ate Pringles all night.", []),
]


@pytest.mark.parametrize("text,expected", TITLES)
def test_a_title_before_a_name(text, expected):
    found = texts(text, "name")
    assert all(any(e in f for f in found) for e in expected), found
    if not expected:
        assert found == []


def _ages(text):
    return [(f.text, f.subject) for f in PF.find(text) if f.detector == "age.apposition"]


APPOSED = [
    ("Missing since Sunday, Chinonso Eze, 14, last seen around the mall.", [("14", "other")]),
    ("We announce the transition of our father, Chief Olamide Adeyemi-Bello, 82, retired headmaster.",
     [("82", "other")]),
    ("Alliance invited for our daughter, 27, B.Tech, working in Pune.", [("27", "other")]),
    ("Our son, 16, starts at the depot on Monday.", [("16", "other")]),
    # near misses: a child under 13 (the engine's ages start at 13), a score, a count after a place, a street written before its number, a list, a number ahead
    ("Final: Leeds, 2, Chelsea, 1, what a game", []),
    ("In Paris, 12, people were hurt.", []),
    ("The party is at Lago Luna Monteiro, 18, bring snacks.", []),
    ("Dear Mr. Smith, 12, 14 and 16 are the sizes.", []),
    ("Thanks, Emma, 2 more days!", []),
    ("Portal: my daughter Amelie, 7, has had a cough.", []),
]


@pytest.mark.parametrize("text,expected", APPOSED)
def test_an_age_in_apposition(text, expected):
    assert _ages(text) == expected


def _jobs(text):
    return [(f.text, f.subject) for f in PF.find(text) if f.category == "occupation" and f.subject == "other"]


OTHERS_JOBS = [
    ("Class update: Barkha Gokhale is now a paediatric cardiologist at a hospital.",
     [("a paediatric cardiologist", "other")]),
    ("I am in my first year, and my mother is a domestic worker in Soweto.", [("a domestic worker", "other")]),
    ("Our son works as a physiotherapist in Leeds.", [("a physiotherapist", "other")]),
    # near misses: no job's head, no person, a pronoun
    ("My dad is a legend and Sarah is a sweetheart.", []),
    ("London is a city and Python is a language.", []),
    ("She is a nurse, I think.", []),
    # a pronoun right after a sentence about someone close, and a name's contraction (session 19)
    ("Not inviting my sister-in-law Kelsey? She's a nurse at a clinic.", [("a nurse", "other")]),
    ("My mum called. She is a retired teacher.", [("a retired teacher", "other")]),
    ("Kelsey's a nurse.", [("a nurse", "other")]),
    ("I met a guy at the bar. He's a doctor apparently.", []),  # no one close before
    ("my dad's a legend", []),
    # set beside someone close, after their name, age or birth (session 19)
    ("my grandfather, a retired mailman, died", [("a retired mailman", "other")]),
    ("My ex (Darnell, 31, a barber in Atlanta) won't pay.", [("a barber", "other")]),
    ("my dad, a legend, retired", []),
    ("My wife (a saint, honestly) puts up with me.", []),
]


@pytest.mark.parametrize("text,expected", OTHERS_JOBS)
def test_the_job_of_someone_named_or_close(text, expected):
    assert _jobs(text) == expected


NAMED_SLOTS = [
    ("Hi, the dishwasher still isn't fixed. Regards, Lachie.", ["Lachie"]),
    ("See you there.\nCheers,\nBec", ["Bec"]),
    ("FS: Samsung A54, collection only, WhatsApp Zenzele 082 555 0746.", ["Zenzele"]),
    ("Home visits, call Lakshit 98310 55427.", ["Lakshit"]),
    ("Peacefully on January 9, Margaret 'Peggy' Costa of Leaside.", ["Margaret", "Peggy", "Costa"]),
    # near misses: an ordinary word after the sign-off or the verb, a sign-off mid-sentence, a quoted word alone
    ("Thanks, Everyone.", []),
    ("Thanks, see you soon.", []),
    ("Text STOP to 80082 or call Emergency Services on 999.", []),
    ("we watched Dwayne 'The Rock' Johnson", ["Johnson"]),
]


@pytest.mark.parametrize("text,expected", NAMED_SLOTS)
def test_names_after_a_sign_off_before_a_number_around_a_nickname(text, expected):
    assert texts(text, "name") == expected


# the lead's probes: a festival after a verb of time off, a child named with her age, a profile's bare list, four
# describing words before a title
LEAD_PROBES = [
    ("Dear Ms. Okoro, I never get Vaisakhi off.", "name", ["Okoro"]),
    ("Dear Ms. Okoro, we had Eid off and I got Priya a gift.", "name", ["Okoro", "Priya"]),
    ("Any moms in the group? My Harper (3) starts Monday.", "name", ["Harper"]),
    ("Look at my Paris (2) photos.", "name", []),
    ("33, pharmacist, Leeds, Catholic", "occupation", ["pharmacist"]),
    # the branch too, since session 21 (cues/military.py): "former Royal Navy" → "former military"
    ("I'm a 52-year-old former Royal Navy petty officer living in Plymouth.", "occupation",
     ["former Royal Navy", "petty officer"]),
]


@pytest.mark.parametrize("text,category,expected", LEAD_PROBES)
def test_the_leads_probes(text, category, expected):
    assert texts(text, category, validities=("high", "medium")) == expected


def test_a_number_list_is_no_profile():
    assert texts("12, 15, pharmacist in the list", "occupation", validities=("high", "medium")) == []
    assert texts("Shopping list: 12, eggs, pharmacist appointment", "occupation", validities=("high", "medium")) == []


THEIR_BIRTHDAYS = [
    ("Please join us for Nani's 80th at Sharma Bhawan on Sunday.", [("80th", "other")]),
    ("Mum's 70th is next week.", [("70th", "other")]),
    # near misses: an ordinal before another noun, a thing's anniversary
    ("Chelsea's 3rd goal was great and the shop's 25th anniversary too.", []),
]


@pytest.mark.parametrize("text,expected", THEIR_BIRTHDAYS)
def test_someone_elses_birthday_by_its_ordinal(text, expected):
    assert [(f.text, f.subject) for f in PF.find(text) if f.detector == "age.their_birthday"] == expected


WORKED_AS = [
    ("Nozizwe Ngwazi has worked in our home in Durbanville as a nanny since 2018.", ["a nanny"]),
    ("Can someone swap my Thursday night? I'm the RN on 4E.", ["RN"]),
    ("I'm the medic.", ["medic"]),
    # near misses: no person after "as", a possessive, no job
    ("Tom worked at home as a favour to his mum.", []),
    ("I'm the DJ's cousin.", []),
    ("I'm the one who called.", []),
]


@pytest.mark.parametrize("text,expected", WORKED_AS)
def test_a_job_after_words_of_place_or_the(text, expected):
    assert texts(text, "occupation", validities=("high", "medium")) == expected


BARANGAYS = [
    ("Announcement from Barangay San Roque: the clean-up drive is on Saturday.", ["San Roque"]),
    ("Our Brgy. Maligaya captain is kind.", ["Maligaya"]),
    # near misses: the common noun, the word alone
    ("The barangay captain said no.", []),
    ("Which barangay are you from?", []),
]


@pytest.mark.parametrize("text,expected", BARANGAYS)
def test_a_barangay_named_after_its_prefix(text, expected):
    assert [f.text for f in PF.find(text) if f.detector == "location_field.field"] == expected


DEGREE_SCHOOLS = [
    ("I'm in my first year of BCom at Wits, and my mother works.", ["Wits"]),
    ("Profile: B.Sc Accounting (UNILAG, 2016), currently an auditor.", ["UNILAG"]),
    ("MBA Finance (IIM Ahmedabad, 2012), then a job.", ["IIM Ahmedabad"]),
    # near misses: a class of degree, another abbreviation, no capitalized name
    ("My BA (Hons) was fun.", []),
    ("I have a BSc (BA) lol.", []),
    ("The MBA at a big school.", []),
]


@pytest.mark.parametrize("text,expected", DEGREE_SCHOOLS)
def test_the_school_after_a_degree(text, expected):
    assert [f.text for f in PF.find(text) if f.detector == "education.school"] == expected
