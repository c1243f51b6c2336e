"""Person nouns built on a job noun that name no job (data/job_idioms.py, WordNet 3.0's judgment nodes, register
marks and compounds' other senses): no occupation. Near misses: the same heads in real jobs, and the job sense of
an idiom's title said in a work frame."""

from __future__ import annotations

import pytest

from models.prefilter.data import job_idioms, jobs
from tests.prefilter_support import texts

NOT_JOBS = [
    "Gold diggers aren't welcome guests at love's table either.",  # implied7's tuning false flag (group stereotype)
    "She's just a gold digger.",
    "My mom is a backseat driver.",
    "I'm a backseat driver, I admit it.",
    "My uncle is a con artist.",
    "He's a con artist.",
    "Everyone online is a keyboard warrior.",  # not in WordNet 3.0; "warrior" is no title
    "I'm an armchair quarterback every Sunday.",
    "Keyboard warriors aren't brave.",
]

JOBS = [  # near misses: the heads of the idioms in real titles, and an idiom title's job sense after "work as"
    ("My mom is a bus driver.", "a bus driver"),
    ("I'm a truck driver.", "a truck driver"),
    ("My mom is a driver for Uber.", "a driver"),
    ("I work as a gold digger in the Yukon.", "a gold digger"),
    ("Nurses aren't saints.", "Nurses"),
    ("My sister is a graphic designer.", "a graphic designer"),
]


@pytest.mark.parametrize("text", NOT_JOBS)
def test_idiom_is_no_job(text: str) -> None:
    assert texts(text, "occupation") == []


@pytest.mark.parametrize("text,span", JOBS)
def test_real_job_stays(text: str, span: str) -> None:
    assert span in texts(text, "occupation")


@pytest.mark.parametrize("compound,idiom", [
    ("backseat driver", True),  # WordNet: a meddler < unwelcome person
    ("con artist", True),  # a swindler < deceiver < wrongdoer < bad person
    ("bus driver", False),
    ("graphic designer", False),
    ("drug dealer", False),  # a bad person in WordNet, but a title itself: the title reader judges it
])
def test_idiom_compounds(compound: str, idiom: bool) -> None:
    assert (compound in job_idioms.idiom_compounds()) is idiom


@pytest.mark.parametrize("title,other", [
    ("gold digger", True),  # a miner, and "a woman who … marries a rich man": no title above the second sense
    ("yard bird", True),
    ("attorney general", False),  # its other sense is below "secretary", a title
    ("wool stapler", False),  # below "judge"
    ("foot soldier", False),  # below "assistant", a title's head
])
def test_other_sense_titles(title: str, other: bool) -> None:
    assert (title in job_idioms.other_sense_titles()) is other
    assert (title in jobs.all_titles()) is not other


@pytest.mark.parametrize("words,idiom", [
    (["a", "backseat", "drivers"], True),
    (["my", "mom", "is", "a", "backseat", "driver"], True),
    (["a", "bus", "driver"], False),
    (["driver"], False),
    ([], False),
])
def test_idiom_ending(words: list[str], idiom: bool) -> None:
    assert job_idioms.idiom_ending(words) is idiom
