"""Method plumbing that needs no model: masking spans, the --method list."""

import pytest

from models.errors import InputError
from models.evaluation.methods import mask_spans, parse_methods


def test_mask_spans_merges_overlaps():
    text = "Mail me at bob@example.com or call +41 44 123 45 67."
    spans = [(11, 26), (35, 51), (38, 45)]
    assert mask_spans(text, spans) == "Mail me at *** or call ***."
    assert mask_spans("abc", []) == "abc"
    assert mask_spans("abcdef", [(0, 2), (2, 4)]) == "***ef"  # touching spans become one mask


def test_parse_methods():
    assert parse_methods("none,mask,greedy,rlaa") == ["none", "mask", "greedy", "rlaa"]
    assert parse_methods(" rlaa , greedy,rlaa") == ["rlaa", "greedy"]
    with pytest.raises(InputError, match="--method"):
        parse_methods("rlaa,fgaa")
    with pytest.raises(InputError):
        parse_methods(",")
