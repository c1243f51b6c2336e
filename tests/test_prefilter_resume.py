"""A résumé's entries pasted into a draft (pii/resume.py): the title held and the organization that held it, either
order, then the years. A table with near misses, and the text after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.pii.resume import ResumeEntryRecognizer

REC = ResumeEntryRecognizer()


def entries(text: str) -> list[tuple[str, str]]:
    return [(f.text, f.category) for f in REC.find(Context(text))]


CASES = [
    ("Senior Product Manager, Atlassian (2019–present)",
     [("Senior Product Manager", "occupation"), ("Atlassian", "organization")]),
    ("Work history: Staff Accountant – Deloitte, Toronto (2015-2018)",
     [("Staff Accountant", "occupation"), ("Deloitte", "organization")]),
    ("Deloitte — Staff Accountant (2012–2016)", [("Staff Accountant", "occupation"), ("Deloitte", "organization")]),
    ("- Barista, Blue Bottle Coffee, Oakland (2010-2012)",
     [("Barista", "occupation"), ("Blue Bottle Coffee", "organization")]),
    ("Jane Roe | Software Engineer @ Stripe, since 2021", [("Software Engineer", "occupation"), ("Stripe", "organization")]),
    # near misses: a score, two names, a title beside a person without a span of years, no year at all
    ("Arsenal 2, Chelsea 1 (2019)", []),
    ("Smith, Jones (2019–2020)", []),
    ("the Manager, Sarah, in 2019", []),
    ("Senior Product Manager, Atlassian", []),
    ("Priya Venkataraman | Senior Product Manager", []),
    # education entries: the degree (and its field) and the school, then the year
    ("Education: MBA, Wharton 2018", [("MBA", "education"), ("Wharton", "education")]),
    ("B.A. in History, Oberlin College (2012)", [("B.A. in History", "education"), ("Oberlin College", "education")]),
    ("PhD, Stanford University, 2011–2016", [("PhD", "education"), ("Stanford University", "education")]),
    # near misses: no year, a list of degrees, a state's abbreviation after a town
    ("MBA, Wharton", []),
    ("BA, BSc, MSc", []),
    ("moved to Springfield, MA, 2019", []),
    # a profile's headline: the title after the profile's label, a grade after it left
    ("About me: Payroll Officer with 9 years at the council", [("Payroll Officer", "occupation")]),
    ("Profile: Warehouse Team Leader, 6 yrs at a depot", [("Warehouse Team Leader", "occupation")]),
    ("Headline: Software Engineer II at a bank", [("Software Engineer", "occupation")]),
    ("About: Privacy Policy", []),
    ("Bio: Loves Dogs and Long Walks", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_resume_entries(text: str, expected: list[tuple[str, str]]) -> None:
    assert entries(text) == expected


def test_the_whole_prefilter_keeps_the_entry_and_the_edit_reads_as_a_resume() -> None:
    draft = "Rewrite my CV:\nSenior Product Manager, Atlassian (2019–present)\nStaff Accountant – Deloitte (2015-2018)"
    found = {(f.text, f.category) for f in Prefilter().find(draft)}
    assert {("Atlassian", "organization"), ("Deloitte", "organization"),
            ("Senior Product Manager", "occupation"), ("Staff Accountant", "occupation")} <= found
    out = Engine.load(use_llm=False).anonymize(draft, Policy()).text
    assert "Atlassian" not in out and "Deloitte" not in out and "Accountant" not in out
    assert "(2019–present)" in out  # the years stay: the edit keeps the résumé a résumé


def test_an_education_line_keeps_its_shape() -> None:
    out = Engine.load(use_llm=False).anonymize("Education:\nB.A. in History, Oberlin College (2012)", Policy()).text
    assert out == "Education:\nA bachelor's degree, a college (2012)"


def test_a_policy_protecting_only_education_still_reads_education_lines() -> None:
    found = Prefilter().find("Education:\nMBA, Wharton 2018", protect=["education"])
    assert [(f.text, f.category) for f in found] == [("MBA", "education"), ("Wharton", "education")]
