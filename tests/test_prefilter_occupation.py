"""Occupation: a lexicon title with a self-reference cue; dreams and other people do not count."""

import pytest

from tests.prefilter_support import one, spans

CASES = [
    ("I work as a nurse at night", [("a nurse", "high")]),
    ("As a 50 year old financial analyst, I", [("financial analyst", "high")]),
    ("i'm a graphic designer by trade", [("a graphic designer", "high")]),
    ("being a part-time retail guy, studying", [("a part-time retail guy", "high")]),
    ("my job as a web developer is fun", [("a web developer", "high")]),
    ("Now I'm just a 35yo research scientist", [("research scientist", "high")]),
    ("for us shop owners, it's different", [("shop owners", "medium")]),
    ("I treat my patients well", [("my patients", "medium")]),
    ("I wanted to be a doctor as a kid", []),
    ("I was always discussing quantum mechanics", []),
    ("a broke film student", []),
    ("the designer said no", []),
    ("as part of my health inspector gig", [("health inspector", "high")]),
    ("back in my nurse days", [("nurse", "high")]),
    ("my lawyer called back", []),
    ("for my work from home situation, with this financial manager job and all", [("financial manager", "high")]),
    ("guess that's my inner architect appreciating it", [("architect", "high")]),
    ("it crafted the software engineer in me", [("software engineer", "high")]),
    ("the software engineer in my team", []),
    ("nurses like me never sleep", [("nurses", "high")]),
    ("teachers like us need breaks", [("teachers", "high")]),
    # near misses: people like someone else, a singular title
    ("nurses like her are rare", []),
    ("a nurse like me? never", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_occupation(text, expected):
    from tests.prefilter_support import PF

    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.validity) for f in found if f.validity != "low"] == expected


def test_field_in_detector_and_title_in_value():
    f = one("I'm a junior software developer", "occupation")
    assert (f.text, f.value, f.detector) == ("a junior software developer", "software developer", "occupation.tech")


def test_bare_title_is_low():
    assert spans("the astronomer on TV was great", "occupation") == [("astronomer", "occupation")]
    assert one("the astronomer on TV was great", "occupation").validity == "low"


def test_employer_from_spacy_org():
    from models.generalize import generalize
    from tests.prefilter_support import PF

    text = "I work at Google as a developer. I worked for the United Nations. I love Google."
    found = PF.find(text, protect=["occupation"])
    assert [(f.text, f.detector) for f in found] == [
        ("Google", "occupation.employer"), ("a developer", "occupation.tech"), ("the United Nations", "occupation.employer"),
    ]
    assert [generalize(f) for f in found] == ["a company", "a tech worker", "a company"]
