"""The marriage or its end as a time of the author's life (cues/relationship.py _STATUS_TIME): a table of (text,
expected (span, status)) with near misses, and the sentences after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.relationship import RelationshipRecognizer

REC = RelationshipRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text)) if f.detector == "relationship.event"]


CASES = [
    ("Post-split life turned up space for hobbies", [("split", "divorced")]),
    ("hobbies that got backburnered during marriage times", [("marriage", "married")]),
    ("embraced course correction post marital chapter.", [("marital", "married")]),
    ("post-divorce I moved to the coast", [("divorce", "divorced")]),
    ("throughout my marriage I cooked", [("my marriage", "married")]),  # the possessive rule's span
    # near misses: a stock split, someone's marriage, a plan, the word alone
    ("the post-split share price", []),
    ("during the marriage of two friends", []),
    ("before marriage, we talked", []),
    ("marital status: none of your business", []),
    ("split the bill post dinner", []),
    # the author's own marriage only: "the" needs a first person in the sentence, a possessive gives it away
    ("during the divorce I moved out", [("divorce", "divorced")]),
    ("I missed her birthday during the divorce.", [("divorce", "divorced")]),  # "her" owns the birthday
    ("My post-divorce life is quiet.", [("divorce", "divorced")]),
    ("her post-divorce life", []),
    ("The applicant's post-divorce income fell.", []),
    ("The post-divorce period was hard for the applicant.", []),
    ("During the divorce, the mother moved to Lyon.", []),
    ("during the divorce of the applicant's parents", []),
    ("during their marriage", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_status_time(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Post-split life turned up space for hobbies.", "Post-breakup life turned up space for hobbies."),
    ("embraced course correction post marital chapter.", "embraced course correction post relationship chapter."),
    ("the post-split share price fell", "the post-split share price fell"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
