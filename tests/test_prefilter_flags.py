"""Country flag emoji: found as a place hint, generalized to the globe of their part of the world."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.cues.flags import flag_country
from tests.prefilter_support import PF


@pytest.mark.parametrize("flag,code", [("🇨🇭", "CH"), ("🇿🇦", "ZA"), ("🇯🇵", "JP"), ("🇪🇺", None), ("🇽🇽", None)])
def test_flag_country(flag, code):
    assert flag_country(flag) == code


def test_a_flag_is_a_medium_place_hint_with_its_country():
    text = "Cheers from 🇮🇹, friend!"  # ("mate" would be a regional-vocabulary finding too)
    [f] = PF.find(text, protect=["city_country"])
    assert (f.start, f.end, f.text, f.validity, f.detector, f.value) == (12, 14, "🇮🇹", "medium", "place.flag", "Italy")


def test_two_flags_side_by_side_are_two_findings():
    assert [f.value for f in PF.find("🇿🇦🇺🇸", protect=["city_country"])] == ["South Africa", "United States"]


def test_the_engine_swaps_flags_for_globes_and_keeps_the_rest():
    text = "gotta love living here 🇨🇭 and the 🇧🇷 carnival, 🇯🇵 food too 😀"
    result = Engine.load(use_llm=False).anonymize(text, Policy())
    assert result.text == "gotta love living here 🌍 and the 🌎 carnival, 🌏 food too 😀"
