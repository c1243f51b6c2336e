"""A marriage ending now, of the author or of someone close ("I'm going through a divorce", "my boss is going
through a messy divorce"), and a status of protection or of none ("an asylum seeker", "an undocumented immigrant");
near misses: a country's divorce, undocumented features."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()
ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize("text,expected", [
    ("I'm going through a divorce.", [("divorce", "author")]),
    ("My boss is going through a messy divorce.", [("divorce", "other")]),
    ("She's in the middle of a separation.", [("separation", "other")]),
    ("The country is going through a divorce from the EU.", []),
])
def test_going_through(text, expected):
    assert [(text[f.start:f.end], f.subject) for f in PF.find(text)
            if f.category == "relationship_status"] == expected


@pytest.mark.parametrize("text,anonymized", [
    ("My boss is going through a messy divorce.", "My boss is going through a messy breakup."),
    ("I'm an undocumented immigrant.", "I'm an immigrant."),
    ("She is an asylum seeker from the north.", "She is an immigrant from the north."),
    ("This API has undocumented features.", "This API has undocumented features."),
])
def test_reads(text, anonymized):
    assert ENGINE.anonymize(text, Policy()).text == anonymized


@pytest.mark.parametrize("text,expected", [
    ("I'm 45, twice divorced, a retired firefighter from Boise.", "high"),
    ("I'm 45 and a retired firefighter.", "high"),
    # Dave's job: no age opens the list, but a named person's job in apposition is protected (everyday9; session 22)
    ("I'm friends with Dave, a retired firefighter.", "high"),
    # the age after a name or another item of the author's list
    ("Hi, I'm Deepak, 38, a civil engineer from Pune.", "high"),
    ("I'm Muslim, 27, originally from Lahore, now a software engineer.", "high"),
    ("I'm at gate 12, a pilot told me.", "low"),  # a number in an item, not an age
])
def test_job_in_a_list_after_the_age(text, expected):
    assert [f.validity for f in PF.find(text) if f.category == "occupation"] == [expected]


def test_dependant_visa():
    assert ENGINE.anonymize("I'm on an H-4 visa.", Policy()).text == "I'm on a dependant visa."
    assert ENGINE.anonymize("My wife is on an H-4.", Policy()).text == "My partner is on a dependant visa."
