"""Numbered streets of a grid (Manhattan, Chicago, Calgary): "220 W 46th St Apt 5C" is a street address; an
ordinal after a number that is no street stays."""

import pytest

from tests.prefilter_support import texts


@pytest.mark.parametrize("text,expected", [
    ("My landlord at 220 W 46th St Apt 5C won't fix the heat.", ["220 W 46th St Apt 5C"]),
    ("My landlord at 220 West 46th Street won't fix the heat.", ["220 West 46th Street"]),
    ("Our office is at 1600 E 3rd Ave, Calgary.", ["1600 E 3rd Ave", "Calgary"]),  # the town: session 22
    ("The store at 405 2nd St NW is closed.", ["405 2nd St NW"]),
    ("She lives at 12 5th Avenue #4B.", ["12 5th Avenue #4B"]),
    # near misses: a ranking and a second-hand thing after a count
    ("We won 2 1st Place trophies.", []),
    ("I bought 3 2nd hand bikes.", []),
])
def test_grid_street_address(text, expected):
    assert texts(text, "address") == expected


def test_a_street_after_on_stays_edited_when_an_organization_wins_the_run():
    from models.engine import Engine
    from models.policy import Policy

    out = Engine.load(use_llm=False).anonymize("Do your kids go to Little Sprouts Daycare on Elm Road?", Policy()).text
    assert out == "Do your kids go to a nursery on the road?"
    # a run with no street after "on" gives no second finding ("Stratford on Avon" is no road)
    assert texts("The Bank on Main Street closed.", "city_country") == ["The Bank on Main Street"]
