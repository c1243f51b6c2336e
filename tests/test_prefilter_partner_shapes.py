"""Relationship status in other shapes of English grammar (cues/relationship.py: _BARE_PARTNER, the first-person
copula forms of _STATUS) and the compounds of a marriage (cues/couple_life.py MARRIAGE_COMPOUNDS): tables of
(text, expected spans) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.couple_life import CoupleLifeRecognizer
from models.prefilter.cues.relationship import RelationshipRecognizer

REL = RelationshipRecognizer()
COUPLE = CoupleLifeRecognizer()


def status(text):
    return [(f.text, f.value) for f in REL.find(Context(text)) if f.category == "relationship_status"]


def couple(text):
    return [f.text for f in COUPLE.find(Context(text))]


PARTNER_CASES = [
    # the partner word with no determiner, subject of a verb of a thinking or speaking person
    ("sometimes girlfriend loves hearing those stories", [("girlfriend", "in a relationship")]),
    ("Wife says no.", [("Wife", "married")]),
    ("Hubby and I went out", [("Hubby", "married")]),
    ("bf thinks it's silly", [("bf", "in a relationship")]),
    # the other first-person forms of the copula
    ("if only I wasn't single and wandering", [("single", "single")]),
    ("I was married for ten years", [("married", "married")]),
    ("I'm not married", [("married", "married")]),
    # near misses: someone's partner (a determiner or a possessive before), no verb after, a story, an activity
    ("his new girlfriend loves me", []),
    ("a wife says a lot", []),
    ("my friend's wife says hi", []),
    ("husband material is rare", []),
    ("Girlfriend, please.", []),
    ("ex-wife says hi", []),
    ("In the movie, wife says goodbye", []),
    ("I was engaged in a debate", []),
    ("We were engaged with the audience", []),
]


@pytest.mark.parametrize("text,expected", PARTNER_CASES)
def test_partner_shapes(text, expected):
    assert status(text) == expected


def test_a_determined_partner_is_found_once():
    assert status("My wife says hi") == [("My wife", "married")]
    assert status("the wife says hi") == [("the wife", "married")]


COMPOUND_CASES = [
    ("Divorce papers did it for me", ["Divorce papers"]),
    ("signed divorce papers alone", ["divorce papers"]),
    ("Wedding vows were my ultimate moment", ["Wedding vows"]),
    ("we tried couples therapy", ["couples therapy"]),
    ("We tied the knot last May", ["tied the knot"]),
    ("Adult at divorce court", ["divorce court"]),
    # near misses: someone else's, and the words alone
    ("her divorce lawyer called me", []),
    ("my parents' wedding vows", []),
    ("my sister's divorce papers came", []),
    ("their marriage counseling failed", []),
    ("divorce rates are up", []),
    ("a knot tied in the rope", []),
    # "the": someone else's when the sentence has another person and no first person (a judgment's "the applicant
    # filed for recognition of the divorce decree"); a draft that drops its "I" keeps its own
    ("I finally signed the divorce papers.", ["divorce papers"]),
    ("Finally signed the divorce papers.", ["divorce papers"]),
    ("We found the marriage counselor online.", ["marriage counselor"]),
    ("The court issued the divorce decree in 2004.", ["divorce decree"]),
    ("The divorce decree was served on the applicant.", []),
    ("the final divorce settlement was approved for the couple", []),
    ("She says the divorce papers are ready.", []),
    ("On 5 June the applicants filed for recognition of the divorce decree.", []),
    ("The applicant's divorce decree became final.", []),
]


@pytest.mark.parametrize("text,expected", COMPOUND_CASES)
def test_marriage_compounds(text, expected):
    assert couple(text) == expected


SENTENCES = [
    ("sometimes girlfriend loves hearing those stories", "sometimes my partner loves hearing those stories"),
    ("Wife says no.", "My partner says no."),
    ("Divorce papers did it for me.", "Papers did it for me."),
    ("Wedding vows were my ultimate moment.", "Vows were my ultimate moment."),
    ("We tied the knot last May.", "We settled down last May."),
    ("her divorce lawyer called me", "her divorce lawyer called me"),
    ("I was engaged in a debate.", "I was engaged in a debate."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
