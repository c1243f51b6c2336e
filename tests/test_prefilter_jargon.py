"""The jargon of a line of work (cues/jargon.py): a table of (text, expected (span, validity)) with near
misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.jargon import JargonRecognizer

REC = JargonRecognizer()


def found(text):
    return [(f.text, f.validity) for f in REC.find(Context(text))]


CASES = [
    ("drowning in legalese", [("legalese", "medium")]),  # rare outside the field: alone is enough
    ("debugging nested divs and merge conflicts", [("debugging", "medium"), ("nested divs", "medium"),
                                                   ("merge conflicts", "medium")]),
    ("after my shift I took off my scrubs", [("scrubs", "medium")]),  # an everyday word with work near
    # near misses: everyday senses alone, body scrubs, terms in other cases
    ("a pair of scrubs is comfy", [("a pair of scrubs", "medium")]),  # the clothes of a ward, not a cleanser
    ("i've learned stick to my scrubs, best fashion choice", [("scrubs", "medium")]),  # the author's own
    ("these scrubs are comfy", [("scrubs", "low")]),
    ("homemade scrubs for my skin at work", []),
    ("bought new briefs today", [("briefs", "low")]),
    ("a cad and a bounder", []),
    # round 5: O*NET terms of waiting, electronics, farming, archaeology
    ("years of serving tables taught me patience", [("serving tables", "medium")]),
    ("still got my multimeters from the old days", [("multimeters", "medium")]),
    ("walking the dig sites at dawn", [("dig sites", "medium")]),
    ("checking the crops before the harvesting starts", [("the crops", "medium"), ("harvesting", "medium")]),
    # near misses: the same words in a hobby, a metaphor or a museum, alone and with no work near
    ("sowing seeds of doubt in his mind", [("sowing seeds", "low")]),
    ("we saw ancient artifacts at the museum", [("artifacts", "low")]),
    ("soldering a kit for fun", [("soldering", "low")]),
    ("crop tops are back", []),
    ("weekend lost to class prep and grading", [("class prep", "medium"), ("grading", "medium")]),
    ("mumbling regex at my desk", [("regex", "medium")]),
    ("the road grading finished", [("grading", "low")]),
    ("always fact-checking my uncle", [("fact-checking", "low")]),
    ("the table is set for dinner, waiting for guests", []),
    ("I read a good illustrator interview", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_jargon(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("After my shift I changed out of my scrubs and did my charting.",
     "After my shift I changed out of my work clothes and did my paperwork."),
    ("Drowning in legalese and depositions this week.", "Drowning in jargon and meetings this week."),
    ("Lesson plans and grading papers all weekend.", "Plans and doing paperwork all weekend."),
    # a gerund stays a gerund: "spent the day paperwork" is not a sentence
    ("I spent the day grading papers again.", "I spent the day doing paperwork again."),
    ("I'm more comfortable in a pair of scrubs than in code.", "I'm more comfortable in work clothes than in code."),
    ("I've learned to stick to my scrubs, best fashion choice.", "I've learned to stick to my work clothes, best fashion choice."),
    ("Years of serving tables taught me patience.", "Years of working shifts taught me patience."),
    ("Still got my multimeters from the old days.", "Still got my testers from the old days."),
    ("We saw ancient artifacts at the museum.", "We saw ancient artifacts at the museum."),
    ("Lesson prep and grading all weekend at work.", "Prep and checking all weekend at work."),
    ("At work I debug code all day.", "At work I fix code all day."),
    ("Trying to debug my sleep schedule.", "Trying to debug my sleep schedule."),
    # a profession's licensing exam (session 19)
    ("Just passed my CPA exam on the third try!", "Just passed my professional exam on the third try!"),
    ("I failed CFA Level II again.", "I failed a professional exam again."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
