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


@pytest.mark.parametrize("text,expected", [
    # a title no list has, after a frame of holding a job: its head names a kind of person
    ("I work as a payroll specialist.", [("a payroll specialist", "high")]),
    ("I was hired as a claims adjuster in 2019.", [("a claims adjuster", "high")]),
    ("My job title is Senior Data Steward.", [("Senior Data Steward", "high")]),
    ("I work as a logistics coordinator at a depot.", [("a logistics coordinator", "high")]),
    ("I have 6 years as a payroll specialist.", [("a payroll specialist", "high")]),
    ("I work as a logistics technician.", [("a logistics technician", "high")]),  # the describing noun goes too
    # near misses: no kind of person at the head, a manner of working, a family role after a spell of time
    ("I work as a team.", []),
    ("I work as hard as I can.", []),
    ("After 20 years as a mother I know.", []),
    ("My job as a mother is hard.", []),
])
def test_a_title_no_list_has_after_a_frame_of_holding_a_job(text, expected):
    assert spans_with_validity(text) == expected


@pytest.mark.parametrize("word,head", [
    ("officer", True), ("adjuster", True), ("specialist", True), ("representative", True),
    ("blower", True),  # "Glass blower/designer": the first of the alternatives, as titles() reads it
    # near misses: a slash pair is no word; a one-word title's word and words no title ends in
    ("blower/designer", False), ("inspector/assessor", False), ("mother", False), ("team", False), ("glass", False),
])
def test_title_heads_come_from_the_job_list_titles_reads(word, head):
    # speed6: one reading of Faker's job list (data/jobs.faker_titles) for the titles and their heads
    from models.prefilter.data.jobs import faker_titles, title_heads, titles

    assert (word in title_heads()) is head
    assert all(t.split()[-1] in title_heads() for t in titles() if " " in t and t in faker_titles())


def spans_with_validity(text):
    from tests.prefilter_support import PF

    return [(f.text, f.validity) for f in PF.find(text, protect=["occupation"]) if f.category == "occupation"]


@pytest.mark.parametrize("draft,expected", [
    ("I work as a payroll specialist at a hospital.", "I work as a professional at a hospital."),
    ("I was hired as a logistics coordinator.", "I was hired as a transport worker."),
])
def test_the_unlisted_title_is_generalized_whole(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
