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
    # implied7: describing words go with the title; the "deem to be" verbs; a category of people denied; the cliché
    # asked and answered
    ("Electric engineers are pegged as cave dwellers", [("Electric engineers", "occupation.engineering")]),
    ("Museum curators seen as stuffy history buffs? Pretty much!", [("Museum curators", "occupation.creative")]),
    ("Plumbers viewed as grumpy, sure.", [("Plumbers", "occupation.trades")]),
    ("Nurses aren't saints; just coffee-powered humans.", [("Nurses", "occupation.healthcare")]),
    ("Astrophysicists aren't space cadets 24/7!", [("Astrophysicists", "occupation.science")]),
    ("Teachers resistant to tech? Hardly true; got lessons online.", [("Teachers", "occupation.education")]),
    ("Diplomats being smooth talkers? Yep, kind of comes with it.", [("Diplomats", "occupation.public service")]),
    # implied7 near misses: a complaint, not a category ("aren't paid", "aren't available", "don't listen"), a
    # determiner or possessive before the title, a question of the author's story or in the past, an auxiliary
    # opening a real question, a question with no answer after it, a thing's title, "considered" without "as"
    ("Nurses aren't paid enough.", []),
    ("Doctors aren't available on weekends.", []),
    ("Doctors don't listen.", []),
    ("The nurses aren't saints.", []),
    ("My teachers seen as strict? Yes.", []),
    ("Nurses were kind to my mum? Yes.", []),
    ("Do nurses work nights? Yes.", []),
    ("Can teachers retire early? No.", []),
    ("Teachers resistant to tech? I wonder.", []),
    ("Servers seen as rude? No way.", []),
    ("Nurses considered heroes now.", []),
    ("Lawyers are expensive, so I skipped one.", []),
    # implied7: the cliché as a belief, then denied or called a myth; near misses: a belief with no denial, a
    # denial with no universal ("not really sure"), an everyday "no", someone else's belief and no denial right after,
    # an adverb is no describing word
    ("Used to think teachers had endless patience; myth busted!", [("teachers", "occupation.education")]),
    ("It's like thinking diplomats just charm at parties - nah, we analyze.", [("diplomats", "occupation.public service")]),
    ("People think plumbers only fix toilets. Not really, we do much more.", [("plumbers", "occupation.trades")]),
    ("I think doctors just want money.", []),
    ("I think doctors are overworked - not really sure though.", []),
    ("I assumed nurses were all busy - no worries though.", []),
    ("She thinks lawyers always lie; she's wrong about most things.", []),
    ("Honestly teachers aren't saints.", [("teachers", "occupation.education")]),
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
    ("Teachers always show up early.", []),  # "always" without the question
]


@pytest.mark.parametrize("text,expected", CASES)
def test_group_stereotypes(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("Philosophers aren't all lofty thinkers!", "Researchers aren't all lofty thinkers!"),
    ("tour guides aren’t just peeps reciting facts!", "hospitality workers aren’t just peeps reciting facts!"),
    ("Nurses are underpaid.", "Nurses are underpaid."),
    # implied7: the describing word goes with the title, and the table keeps the plural (generalize_table._occupation)
    ("Electric engineers are pegged as cave dwellers.", "Technical professionals are pegged as cave dwellers."),
    ("Nurses aren't saints; just coffee-powered humans.", "Healthcare workers aren't saints; just coffee-powered humans."),
    ("Teachers resistant to tech? Hardly true.", "Educators resistant to tech? Hardly true."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
