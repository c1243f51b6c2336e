"""Work through a gig platform ("I drive for DoorDash") and the near misses that name the platform otherwise."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF


@pytest.mark.parametrize("text,expected", [
    ("I drive for DoorDash in the evenings after my shift.", ["drive for DoorDash"]),
    ("I've been driving for Uber for 3 years.", ["driving for Uber"]),
    ("My brother delivers for Deliveroo in Leeds.", ["delivers for Deliveroo"]),
    ("I shop for Instacart on weekends.", ["shop for Instacart"]),
    # near misses: the platform as a customer, a ride, a stock, or alone
    ("I ordered from DoorDash last night.", []),
    ("We took an Uber home.", []),
    ("I bought Uber stock.", []),
    ("Is Deliveroo any good here?", []),
])
def test_gig_work(text, expected):
    assert [f.text for f in PF.find(text) if f.detector == "implicit.gig_work"] == expected


def test_gig_work_generalizes_to_the_kind_of_app():
    assert Engine.load(use_llm=False).anonymize("I drive for DoorDash in the evenings.", Policy()).text == (
        "I drive for a delivery app in the evenings.")
