"""Implicit cues from hand lists: regional vocabulary, culture-bound words, foreign words, school systems,
health and welfare systems, transit and shops, generation markers, partner slang. Each family: a table of
(text, expected (span, detector)) with near misses, and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.generalize import generalize
from models.policy import Policy
from tests.prefilter_support import PF


def implicit(text):
    return [(f.text, f.detector) for f in PF.find(text) if f.detector.startswith("implicit.")
            and f.detector != "implicit.spelling"]


CASES = [
    # regional vocabulary and dialect
    # "mate" said to the reader is taken out with the space before it (r7): the span holds that space
    ("G'day mate, this arvo was hot", [("G'day", "implicit.dialect"), (" mate", "implicit.dialect"),
                                        ("this arvo", "implicit.dialect")]),
    ("y'all gotta try it, I'm fixin' to go", [("y'all", "implicit.dialect"), ("fixin' to", "implicit.dialect")]),
    ("had a 'braai' with the boys, lekker!", [("braai", "implicit.dialect"), ("lekker", "implicit.dialect")]),
    ("it's a nice place, eh?", [("eh", "implicit.dialect")]),
    ("life in this bustling downtown, eh. And", [("eh", "implicit.dialect")]),  # the tag before a full stop
    ("my team mate and my room mate", []),  # near miss: the everyday "mate"
    ("eh, whatever you say", []),  # near miss: a hesitation, not the tag question
    ("a checkmate in three", []),
    ("the ayes have it", []),
    # culture-bound words
    ("nothing beats fika with friends", [("fika", "implicit.culture")]),
    ("we grilled stroopwafels at the all blacks game", [("stroopwafels", "implicit.culture"),
                                                         ("all blacks", "implicit.culture")]),
    ("I ate sushi and pizza", []),  # near miss: foods eaten everywhere
    # foreign words
    ("gracias amigo, see you mon ami", [("gracias", "implicit.foreign"), ("amigo", "implicit.foreign"),
                                         ("mon ami", "implicit.foreign")]),
    ("Hej! tack så mycket", [("Hej", "implicit.foreign"), ("tack så mycket", "implicit.foreign")]),
    ("I like tacks and hey", []),  # near miss
    ("the word 'amigo' means friend", []),  # talking about a word is not using it
    # school systems and exams
    ("back in my A-levels I did maths", [("A-levels", "implicit.school_system"), ("maths", "implicit.british_term")]),
    ("my ATAR was fine, then sixth form", [("ATAR", "implicit.school_system"), ("sixth form", "implicit.school_system")]),
    ("I sat the SAT twice", [("SAT", "implicit.school_system")]),
    ("I sat down at a level table", []),  # near miss: "a level", "sat"
    # health and welfare
    ("waiting lists at the NHS, my GP says", [("the NHS", "implicit.health_system"), ("my GP", "implicit.health_system")]),
    ("on Medicare and a 401k", [("Medicare", "implicit.health_system"), ("401k", "implicit.health_system")]),
    ("the nhs in lower case is not the name", []),
    # transit and shops
    ("took the Tube to Tesco", [("the Tube", "implicit.local_institution"), ("Tesco", "implicit.local_institution")]),
    ("grabbed a double-double at Tim Hortons", [("double-double", "implicit.dialect"),
                                               ("Tim Hortons", "implicit.local_institution")]),
    ("a tube of glue from the target", []),
    # regions named as their people name them
    ("east coast living and the Outback", [("east coast", "implicit.region"), ("the Outback", "implicit.region")]),
    ("the coast is clear, coast to coast", []),  # near miss: a coast, no region
    ("friends across the pond, back stateside", [("across the pond", "implicit.region"), ("stateside", "implicit.region")]),
    ("a pond across the road", []),
    # generation and era
    ("back in my day we had no phones", [("back in my day", "implicit.generation")]),
    ("that was over two decades ago", [("over two decades ago", "implicit.generation:ago")]),
    ("us millennials and a boomer", [("millennials", "implicit.generation"), ("a boomer", "implicit.generation")]),
    ("a decade of work", []),  # near miss: a span of time, no "ago"
    ("Adulting means budgeting for surprises", [("Adulting", "implicit.generation")]),
    ("realized i was adulting when", [("adulting", "implicit.generation")]),
    # near misses: the words of being an adult any age uses
    ("adults only, an adult ticket, adulthood, adultery, adulterated milk", []),
    # partner slang and living alone
    ("the missus and the other half's mum", [("the missus", "implicit.partner"), ("the other half", "implicit.partner"),
                                             ("mum", "implicit.dialect")]),
    ("my classic bachelor pad", [("classic bachelor pad", "implicit.partner")]),
    ("the wife of my colleague", []),  # someone else's wife
]


@pytest.mark.parametrize("text,expected", CASES)
def test_implicit_cues(text, expected):
    assert implicit(text) == expected


def test_findings_are_medium_place_hints_the_default_policy_acts_on():
    [f] = PF.find("this arvo", protect=["city_country"])
    assert (f.category, f.validity) == ("city_country", "medium")
    assert f.validity in Policy().valid_tiers


REPLACEMENTS = [
    ("this arvo", "this afternoon"),
    ("Arvo", "Afternoon"),  # a capital at a sentence start stays
    ("Tesco", "the supermarket"),
    ("my A-levels", None),  # checked through the sentence below
]


@pytest.mark.parametrize("span,replacement", [r for r in REPLACEMENTS if r[1]])
def test_replacements_keep_case(span, replacement):
    [f] = [f for f in PF.find(span) if f.detector.startswith("implicit.")]
    assert generalize(f) == replacement


SENTENCES = [
    ("Back in my A-levels I hated maths.", "Back in my exams I hated math."),
    ("G'day mate, the servo was shut this arvo.", "Hi, the gas station was shut this afternoon."),
    ("Me and the missus took the Tube to Tesco.", "Me and my partner took the subway to the supermarket."),
    ("Bloody oath, y'all, that was decades ago.", "Absolutely, you all, that was years ago."),
    ("It's a tough gig on a pensioner's paycheck.", "It's a tough gig on a senior's paycheck."),
    ("Gracias amigo, the NHS sorted it.", "Thanks friend, the health service sorted it."),
    ('I thought, "Crikey, what a day."', 'I thought, "Wow, what a day."'),  # a quote opens a sentence
    # "adulting": the noun is "adulthood" (an article before it stays right), the verb "grown up"
    ("Adulting means budgeting for surprises.", "Adulthood means budgeting for surprises."),
    ("you suddenly need an adulting badge", "you suddenly need an adulthood badge"),
    ("that's adulting for you", "that's adulthood for you"),
    ("realized i was adulting when I paid rent", "realized i was grown up when I paid rent"),
    ('haven\'t hit that "i\'m fully adulting" stage yet', 'haven\'t hit that "i\'m fully grown up" stage yet'),
    ("Adults only, an adult ticket.", "Adults only, an adult ticket."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    result = Engine.load(use_llm=False).anonymize(draft, Policy())
    assert result.text == expected
