"""Explicit values in more shapes (issue 12 round 6): a job title modifying a noun of working life ("landed
hotel manager job", "server shift", "my teacher's salary"), "as" + a bare title, "life of an architect",
"freelancing as …"; a degree after "getting/earning"; a country's lowercase possessive ("bolivia's");
a weaker finding of the same category giving way to a second mention ("Kolkata-ish"). A table of
(text, expected (span, validity)) with near misses, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.education import EducationRecognizer
from models.prefilter.cues.occupation import OccupationRecognizer
from models.prefilter.ner import entities
from models.prefilter.prefilter import Prefilter

OCC = OccupationRecognizer()
EDU = EducationRecognizer()


def edited(rec, text):
    """Spans the engine would edit (medium or high)."""
    ctx = Context(text, entities(text))
    return [f.text for f in rec.find(ctx) if f.validity in ("medium", "high")]


OCCUPATION = [
    ("Landed hotel manager job last spring", ["hotel manager"]),
    ("those server shift struggles", ["server"]),
    ("trying to stretch my teacher's salary", ["teacher"]),
    ("First staff meeting as principal really sealed it.", ["principal"]),
    ("still studying but freelancing as graphic designer on side", ["graphic designer"]),
    ("moonlighting as a bartender on weekends", ["a bartender"]),
    ("life of an inland architect, I guess", ["architect"]),
    ("A day in the life of a nurse", ["a nurse"]),
    ("the nurse shifts were long", ["nurse"]),
    # near misses: kinds of people in general, weak titles, "such as", a job of someone's
    ("such as teacher pay and benefits", []),
    ("as well as nurse practitioners", []),
    ("The life of the party", []),
    ("the designer's hustle", []),  # "designer" is a weak title (a product's designer)
    ("Every engineer has tons of pens", []),
    ("Philosopher statues aren't cheap decor", []),
    ("a teacher's salary of 40k is a scandal", []),
    ("the chef job of the decade", []),
    ("a build server job failed", []),  # a server and a driver are things too: shifts and pay only
    ("the web server job queue", []),
    ("the driver job crashed", []),
]


@pytest.mark.parametrize("text,expected", OCCUPATION)
def test_occupation_shapes(text, expected):
    assert edited(OCC, text) == expected


EDUCATION = [
    ("Fell sideways into biz dev after getting an MBA", ["an MBA"]),
    ("earning a Masters in Finance took two years", ["a Masters in Finance"]),
    # near misses: a degree in general, or the table's own level
    ("Feeling like an MBA might not cut it", []),
    ("third degree burns", []),
    ("getting that degree while working", []),  # a determiner, not a kind of degree
]


@pytest.mark.parametrize("text,expected", EDUCATION)
def test_education_shapes(text, expected):
    assert edited(EDU, text) == expected


PF = Prefilter()


def places(text):
    return [(f.text, f.validity) for f in PF.find(text) if f.category.endswith("city_country")]


@pytest.mark.parametrize("text,expected", [
    ("birthplaces leave their mark – bolivia’s vibrant culture did for me!", [("bolivia’s", "medium")]),
    ("peru's mountains are stunning", [("peru's", "medium")]),
    # near misses: ambiguous country names in lower case, a lowercase country in passing (stays low)
    ("the turkey's skin was crisp", []),
    ("chad's car is red", []),
    ("simply sweden, right?", [("sweden", "low")]),
])
def test_lowercase_country_possessive(text, expected):
    assert places(text) == expected


def test_a_weaker_same_category_finding_gives_way_to_a_second_mention():
    text = "Thought those charming Kolkata tram rides were peak goals. Anything Kolkata-ish makes me smile."
    found = [(f.text, f.validity) for f in PF.find(text) if f.category == "city_country"]
    assert found == [("Kolkata", "medium"), ("Kolkata", "medium")]


SENTENCES = [
    ("Landed hotel manager job—real test of decision-making chops!",
     "Landed hospitality worker job—real test of decision-making chops!"),
    ("First staff meeting as principal really sealed it.", "First staff meeting as educator really sealed it."),
    ("Fell sideways into biz dev after getting an MBA. MBA paid off.",
     "Fell sideways into biz dev after getting a university degree. University degree paid off."),
    ("Birthplaces leave their mark – bolivia’s vibrant culture did for me!",
     "Birthplaces leave their mark – the country's vibrant culture did for me!"),
    ("Such as teacher pay, as well as nurse practitioners.", "Such as teacher pay, as well as nurse practitioners."),
    ("Getting that degree while keeping up with work is hard.",  # a degree still worked for (degree_pursuit)
     "Studying while keeping up with work is hard."),
    ("those server shift struggles!", "those hospitality worker shift struggles!"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
