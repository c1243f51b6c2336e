"""The people an author serves or trains, and the workplace said as theirs (issue 12, round cues17):
data/clientele.py's WordNet roots (schoolchild, apprentice, tenant, regular patron) after "my"/"our", and
cues/jargon.py's newsroom, ward and beat. A table of (text, expected spans) with near misses, and the
sentences after the edit. Also the people of a line of work the author oversees ("mentoring next gen
cooks": cues/occupation.py's _OVERSEE)."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF

CASES = [
    ("Our regulars keep the bar going on slow nights.", [("Our regulars", "medium")]),
    ("One of my apprentices wired the panel backwards today.", [("my apprentices", "medium")]),
    ("My tenants are late again.", [("My tenants", "medium")]),
    ("Our lodgers moved out in May.", [("Our lodgers", "medium")]),
    ("My schoolchildren loved the museum trip.", [("My schoolchildren", "medium")]),
    ("Deadlines in our newsroom are brutal at night.", [("newsroom", "medium")]),
    ("I know every shop on my beat by now, been at work all day.", [("on my beat", "medium")]),
    ("Quiet night on our ward for once.", [("on our ward", "medium")]),
    # the teachers' room, with a second term of the field or the author at work
    ("Teachers' lounge — less gossip central, more grading marathons!",
     [("Teachers' lounge", "medium"), ("grading", "medium")]),
    ("Lunch in the teachers lounge again, at work till six.", [("teachers lounge", "medium")]),
    # near misses: a thing or a body of those people, the author as one of them, someone else's, other senses
    ("my renters insurance went up again", []),
    ("our tenants' meeting is on Tuesday", []),
    ("Our tenants association sent a letter.", []),
    ("my fellow tenants and I complained to the landlord", []),
    ("as a tenant I can't paint the walls", []),
    ("the regulars at my local pub are a laugh", []),
    ("my regular order is a flat white", []),
    ("the apprentices at my dad's garage are young", []),
    ("I visited my gran on the ward yesterday", []),
    ("I rewatched The Newsroom last week", []),
    ("she rapped on my beat last night", []),
    ("my kids' teacher emailed me about the trip", []),
    ("my doctor's patients wait for hours", []),
    ("as a patient I hated the waiting room", []),
    ("the customers were rude to me at the store", []),
    ("my clients pay late, freelancing is hard", []),
    ("my learners and I", []),
    ("our boarders", []),
    ("The faculty lounge at my uni has free coffee.", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_served_people_and_workplace(text, expected):
    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.validity) for f in found if f.validity != "low"] == expected


def test_the_new_roots_from_wordnet():
    from models.prefilter.data.clientele import clientele

    people = clientele()
    assert people["schoolchildren"] == "education" and people["apprentices"] == "trades"
    assert people["tenants"] == "business" and people["renters"] == "business"
    assert people["regulars"] == "hospitality"
    # a lodger and a boarding pupil; any teacher's learners; a thing first; a kid's life
    assert not {"boarders", "learners", "fixtures", "habitues", "latchkey children", "residents", "trainees",
                "crews", "customers", "clients"} & set(people)


SENTENCES = [
    ("Our regulars keep the bar going on slow nights.", "Those we serve keep the bar going on slow nights."),
    ("One of my apprentices wired the panel backwards today.",
     "One of the people I work with wired the panel backwards today."),
    ("My tenants are late again.", "The people I work with are late again."),
    ("Deadlines in our newsroom are brutal at night.", "Deadlines in our office are brutal at night."),
    ("Quiet night on our ward for once.", "Quiet night at work for once."),
    ("Teachers' lounge — less gossip central, more grading marathons!",
     "Break room — less gossip central, more checking marathons!"),
    ("my renters insurance went up again", "my renters insurance went up again"),
    ("the regulars at my local pub are a laugh", "the regulars at my local pub are a laugh"),
    ("I visited my gran on the ward yesterday", "I visited my gran on the ward yesterday"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


OVERSEEN = [
    ("Late hours, burnout, but mentoring next gen cooks keeps me going.", [("cooks", "medium")]),
    ("I supervise junior nurses on nights.", [("junior nurses", "medium")]),
    ("Managing a team of developers is exhausting.", [("developers", "medium")]),
    ("managing my designers", [("designers", "medium")]),
    # near misses: someone else oversees them, "managed to", an adjective, a singular, no title
    ("She mentors nurses at the hospital.", []),
    ("My aunt spent years mentoring young nurses.", []),
    ("We need trained nurses.", []),
    ("The chefs managed to finish on time.", []),
    ("I managed to see the nurses before they left.", []),
    ("mentoring students is the best part", []),
]


@pytest.mark.parametrize("text,expected", OVERSEEN)
def test_people_of_a_line_of_work_the_author_oversees(text, expected):
    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.validity) for f in found if f.validity != "low"] == expected


OVERSEEN_SENTENCES = [
    ("Late hours, burnout, but mentoring next gen cooks keeps me going.",
     "Late hours, burnout, but mentoring next gen hospitality workers keeps me going."),
    ("I supervise junior nurses on nights.", "I supervise healthcare workers on nights."),
    ("Managing a team of developers is exhausting.", "Managing a team of tech workers is exhausting."),
    ("My aunt spent years mentoring young nurses.", "My aunt spent years mentoring young nurses."),
]


@pytest.mark.parametrize("draft,expected", OVERSEEN_SENTENCES)
def test_the_overseen_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
