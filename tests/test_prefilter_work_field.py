"""The work someone does, said without a job title (cues/work_field.py): industries after a work cue and
work gerunds; a table of (text, expected spans) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.work_field import WorkFieldRecognizer

REC = WorkFieldRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("I work in accounting", [("accounting", "industry:finance")]),
    ("I'm in construction these days", [("construction", "industry:the trades")]),
    ("I'm in IT", [("IT", "industry:tech")]),
    ("my career in digital marketing", [("digital marketing", "industry:a creative field")]),
    ("I spent ten years in the restaurant industry", [("the restaurant industry", "industry:hospitality")]),
    ("after 30 years of teaching I retired", [("teaching", "work")]),
    ("after 30 years of teaching kids I retired", [("teaching", "working with")]),
    ("I've been nursing for 20 years", [("nursing", "working")]),
    ("I retired from policing", [("policing", "work")]),
    ("I've been coding professionally since 2010", [("coding", "working")]),
    # near misses: study, broad fields, no one's job, gerunds of pastimes or of one moment
    ("I'm in law school", []),
    ("in my accounting class", []),
    ("I work in tech", []),
    ("a career in law is hard", []),
    ("it's in the IT department", []),
    ("I was teaching my son to ride a bike", []),
    ("years of baking bread with my gran", []),
    ("it is in sales tax", []),
    ("at my law firm we bill hourly", [("law ", "workplace:")]),
    ("I work for a marketing agency", [("a marketing ", "workplace:an ")]),
    ("I work for a small marketing agency", [("marketing ", "workplace:")]),
    # near misses: someone else's firm, a firm nobody works at
    ("my lawyer's law firm is big", []),
    ("the law firm across the street closed", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_work_field(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("After 30 years of teaching, I retired.", "After years of work, I stopped working."),  # with cues/life_stage.py
    ("I've been nursing for 20 years.", "I've been working for years."),  # the span: life_stage.py
    # the gerund's object stays, so the gerund must still take one
    ("After years of coding Java applications I quit.", "After years of working with Java applications I quit."),
    ("Ten years of nursing taught me patience.", "Ten years of work taught me patience."),  # no object: a clause
    ("I work in construction.", "I work in the trades."),
    ("I spent ten years in the restaurant industry.", "I spent ten years in hospitality."),
    ("At my law firm we bill hourly.", "At my firm we bill hourly."),
    ("I work at an architecture firm in town.", "I work at a firm in town."),
    ("I work for a marketing agency.", "I work for an agency."),
    # the gerunds of the verbs WordNet derives titles from (cues/work_activity.py)
    ("After ten years of editing, I quit.", "After ten years of work, I quit."),
    ("I've been translating for a decade.", "I've been working for a decade."),
    ("I was translating the menu for my aunt.", "I was translating the menu for my aunt."),  # no sign of a job
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
