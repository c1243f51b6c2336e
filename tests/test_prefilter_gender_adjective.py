"""A gender word of the author's before a noun is that noun's adjective (cues/relationship.py _before_a_noun): it
goes with its space, "the only female welder" → "the only welder" (was "the only person welder")."""

import pytest

from models.engine import Engine
from models.policy import Policy


@pytest.mark.parametrize("draft,expected", [
    ("I'm the only female welder at a shipyard.", "I'm the only welder at a shipyard."),
    # near misses: the word as a noun keeps the table's neutral noun
    ("I'm the only woman here.", "I'm the only person here."),
    ("As a woman, I disagree.", "As a person, I disagree."),
])
def test_the_gender_adjective_goes(draft: str, expected: str) -> None:
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
