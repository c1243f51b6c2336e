"""Jargon the draft's own job confirms (prefilter/field_agreement.py): a low jargon term is raised to medium when
an acted-on job finding of the same field stands in the draft; near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter

PF = Prefilter()


def jargon(text):
    return [(f.text, f.validity) for f in PF.find(text) if f.detector == "implicit.jargon"]


CASES = [
    # a title of the same field, an industry of the same field (cues/field_analogy.py, cues/work_field.py)
    ("I'm a high school principal. Homework grading strategies help at home.", [("grading", "medium")]),
    ("Journalism here's becoming pretty mixed too. Always fact-checking random stuff now.",
     [("fact-checking", "medium")]),
    ("As a server, I spend most days inside slinging coffee.", [("slinging coffee", "medium")]),
    ("I work in consulting. Even boardrooms are changing.", [("boardrooms", "medium")]),
    # near misses: no job named, jobs of another field, a title the policy leaves alone
    ("Homework grading strategies help at home.", [("grading", "low")]),
    ("Music therapist here. Sessions over office hours any day!", [("office hours", "low")]),
    ("I'm a hotel manager. Night audits can be calming.", [("audits", "low")]),
    ("The teachers at my kid's school are great. Grading must be tiring.", [("Grading", "low")]),
    ("Proud nurse here. Proofreading menus is a habit.", [("Proofreading", "low")]),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_field_agreement(text, expected):
    assert jargon(text) == expected


SENTENCES = [
    ("I'm a high school principal. Sometimes even homework grading strategies help at home.",
     "I'm an educator. Sometimes even homework checking strategies help at home."),
    ("As a server, I spend most days inside slinging coffee.",
     "As a hospitality worker, I spend most days inside making coffee."),
    ("Homework grading strategies help at home.", "Homework grading strategies help at home."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


def test_an_employer_or_clientele_names_no_field():
    from models.prefilter.field_agreement import confirmed_jargon
    from models.records import Finding

    term = Finding(30, 42, "Proofreading", "occupation", 0.25, "low", "implicit.jargon", "jargon", "proofreading")
    for detector in ("occupation.employer", "occupation.clientele", "occupation.other"):
        job = Finding(0, 10, "The Herald", "occupation", 0.7, "high", detector, "job", None)
        assert confirmed_jargon([job, term])[1].validity == "low"
    titled = Finding(0, 10, "journalist", "occupation", 0.7, "high", "occupation.creative", "job", None)
    assert confirmed_jargon([titled, term])[1].validity == "medium"
