"""A line of work spoken up for against its stereotype (cues/group_stereotypes.py): a table of (text, expected
spans) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.group_stereotypes import GroupStereotypeRecognizer

REC = GroupStereotypeRecognizer()


def found(text):
    return [(f.text, f.detector) for f in REC.find(Context(text))]


CASES = [
    ("Philosophers aren't all lofty thinkers; pragmatism abounds too!", [("Philosophers", "occupation.science")]),
    ("Carpenters always lifting heavy stuff? Not quite!", [("Carpenters", "occupation.trades")]),
    ("marketers often get labeled as all talk - total myth!", [("marketers", "occupation.business")]),
    ("tour guides aren’t just peeps reciting facts!", [("tour guides", "occupation.hospitality")]),
    ("But nurses aren't all angels, trust me.", [("nurses", "occupation.healthcare")]),
    ("Not every marketer can spin yarns – some of us love analytics!", [("marketer", "occupation.business")]),
    ("Accountants get stereotyped as boring.", [("Accountants", "occupation.finance")]),
    # near misses: no cliché, the cliché in another clause, a title inside a clause, a thing, a possessive,
    # "not every" with no one of us, a title-like word that is none
    ("Nurses are underpaid.", []),
    ("Teachers deserve more.", []),
    ("Nurses work hard. Stereotypes aside, it's fine.", []),
    ("my friends who are nurses aren't all tired", []),
    ("servers aren't always reliable", []),
    ("drivers aren't just software", []),
    ("Nurses' shifts aren't all long", []),
    ("Not every doctor is good.", []),
    ("Electric engineers are pegged as cave dwellers", []),
    ("Teachers always show up early.", []),  # "always" without the question
]


@pytest.mark.parametrize("text,expected", CASES)
def test_group_stereotypes(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Philosophers aren't all lofty thinkers!", "Researchers aren't all lofty thinkers!"),
    ("tour guides aren’t just peeps reciting facts!", "hospitality workers aren’t just peeps reciting facts!"),
    ("Nurses are underpaid.", "Nurses are underpaid."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
