"""Health: curated conditions and medications; everyday words need a first-person cue."""

import pytest

from tests.prefilter_support import PF

CASES = [
    ("I have diabetes and take metformin", [("diabetes", "high"), ("metformin", "high")]),
    ("Diagnosed with ADHD last year", [("ADHD", "high")]),
    ("my ADHD meds ran out", [("my ADHD", "high")]),
    ("I'm diabetic", [("diabetic", "high")]),
    ("the anxiety of exams is normal", []),
    ("I have social anxiety", [("social anxiety", "high")]),
    ("asthma rates are rising", [("asthma", "medium")]),
    ("Add some salt", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_health(text, expected):
    found = PF.find(text, protect=["health"])
    assert [(f.text, f.validity) for f in found] == expected


@pytest.mark.parametrize("draft,expected", [
    ("My mom just got diagnosed with stage 3 breast cancer.", "My mom just got diagnosed with a health condition."),
    ("I have stage IV melanoma.", "I have a health condition."),
    ("She had a stage 2 cancer.", "She had a health condition."),
    ("My dad was diagnosed with stage II colon cancer at 61.", "My dad was diagnosed with a health condition at 61."),
    ("She has lung cancer.", "She has a health condition."),  # the organ (WordNet noun.body) goes with it
    ("I have a broken arm and cancer.", "I have a broken arm and a health condition."),  # not across "and"
    # near miss: a stage that is no condition's ("the stage 3 lights") stays as it is
    ("We fixed the stage 3 lights.", "We fixed the stage 3 lights."),
])
def test_a_stage_or_grade_goes_with_its_condition(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


# everyday2: a condition a medication is taken for is the taker's; near misses: advice, books, a cure in general
@pytest.mark.parametrize("text,expected", [
    ("My GP has me on sertraline for anxiety.", [("sertraline", "high"), ("anxiety", "high")]),
    ("I'm on meds for anxiety and it helps.", [("anxiety", "high")]),
    ("my pills for insomnia ran out", [("insomnia", "high")]),
    ("Any tips for anxiety?", []),
    ("Good books for anxiety.", []),
    ("a walk for anxiety is good", []),
])
def test_a_condition_a_medication_is_for(text, expected):
    found = PF.find(text, protect=["health"])
    assert [(f.text, f.validity) for f in found] == expected
