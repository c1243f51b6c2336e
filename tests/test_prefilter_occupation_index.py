"""Occupation titles from the ONS and BLS indexes and the everyday forms (data/occupation_index.py): the author's
job after a self-reference; someone else's job, an ordinary word and a lower-case acronym are no finding."""

import pytest

from tests.prefilter_support import PF

CASES = [
    # index titles no earlier list had, with their field
    ("I'm a sonographer.", [("a sonographer", "occupation.healthcare")]),
    ("I work as a care worker in Leeds", [("a care worker", "occupation.healthcare")]),
    ("I'm a warehouse worker, nights mostly", [("a warehouse worker", "occupation.transport")]),
    ("I'm a part-time dog walker", [("a part-time dog walker", "occupation.other")]),
    ("I'm an audiologist and I love it", [("an audiologist", "occupation.healthcare")]),
    # everyday forms: acronyms in capitals, clipped, regional, platform work
    ("I'm an RN.", [("an RN", "occupation.healthcare")]),
    ("I work as an HVAC tech in Ohio.", [("an HVAC tech", "occupation.trades")]),
    ("I'm a GP in Bristol", [("a GP", "occupation.healthcare")]),
    ("I'm a tradie, mostly roofs", [("a tradie", "occupation.trades")]),
    ("I'm a trucker from Texas", [("a trucker", "occupation.transport")]),
    ("As a streamer, I hate lag.", [("a streamer", "occupation.creative")]),
    ("I'm a youtuber and a dad", [("a youtuber", "occupation.creative")]),
    ("I'm a medic.", [("a medic", "occupation.healthcare")]),
    ("I work as a nanny.", [("a nanny", "occupation.education")]),  # the field replaces the frame's "other"
    ("my dog walker job pays ok", [("dog walker", "occupation.other")]),
    ("I'm a fitness instructor.", [("a fitness instructor", "occupation.education")]),  # "instructor"'s field kept
    ("I'm a retired sonographer", [("a retired sonographer", "occupation.healthcare")]),
    # "tech", the clipping of any "… technician" title
    # everyday9: the employer right after the job is found too
    ("I work as a pharmacy tech at CVS", [("a pharmacy tech", "occupation.healthcare"), ("CVS", "occupation.employer")]),
    ("I'm a lab tech.", [("a lab tech", "occupation.science")]),
    # plural with the author among them, and hyphenated compounds
    ("we care workers are underpaid", [("care workers", "occupation.healthcare")]),
    ("sonographers like me see it daily", [("sonographers", "occupation.healthcare")]),
    ("us binmen start early", [("binmen", "occupation.other")]),
    ("I'm an ex-medic.", [("an ex-medic", "occupation.healthcare")]),
    ("I'm a nurse-turned-youtuber.", [("a nurse-turned-youtuber", "occupation.creative")]),
    ("I'm an ex-RN", [("an ex-RN", "occupation.healthcare")]),
    # near misses: someone else's job, an ordinary word, a lower-case acronym, no self-reference
    ("a YouTube streamer I watch is great", []),
    ("my dog walker is late again", []),
    ("the RN ratio on our ward is bad", []),
    ("I'm an rn.", []),
    ("I played a DJ set last night", []),
    ("I'm a bit chippy today", []),
    ("I'm a streamer fan", []),
    ("we hired a dog walker.", []),
    ("I used it as a streamer for the party.", []),
    ("I'm a care worker's daughter", []),
    ("I wanted to be a sonographer", []),
    ("I'm a cyclist.", []),
    ("I'm a fixer.", []),
    ("the tech support guy never called", []),
    ("I'm a big tech fan.", []),
    ("I watch other streamers", []),
    ("the care workers here are great", []),
    ("my favourite youtubers", []),
    ("I'm an ex-rn", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_index_titles(text, expected):
    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.detector) for f in found if f.detector.startswith("occupation.")] == expected


def test_single_words_are_rare_job_words_only():
    from models.prefilter.data.occupation_index import index_titles

    words = index_titles().single_words
    assert {"sonographer", "audiologist", "lifeguard", "florist", "childminder"} <= words
    # the ONS index lists these as titles too; as words they name anyone
    assert not words & {"member", "player", "runner", "smoker", "traveller", "killer", "fixer", "picker", "digger",
                        "cyclist", "golfer", "reader", "choirboy", "baller", "cartman"}


def test_known_titles_keep_their_finding():
    found = PF.find("I work as a nurse at night", protect=["occupation"])
    assert [(f.text, f.detector) for f in found if f.category == "occupation"] == [("a nurse", "occupation.healthcare")]
