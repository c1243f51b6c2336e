"""Loaders of the two data formats, on small fixture files."""

import json
from pathlib import Path

import pytest

from models.errors import InputError
from models.evaluation.samples import load_samples

FIXTURES = Path(__file__).parent / "fixtures" / "eval"


def test_personalreddit_loader():
    samples = load_samples(FIXTURES / "personalreddit_3.jsonl", "personalreddit")
    assert [s.id for s in samples] == ["pr-0001", "pr-0002", "pr-0003"]
    first = samples[0]
    assert first.text.startswith("Honestly the trams in Zürich")
    assert first.truth == {
        "age": "31", "sex": "male", "city_country": "Zurich, Switzerland", "birth_city_country": "Cleveland, Ohio",
        "education": "Masters in Computer Science", "occupation": "software engineer",
        "income_level": "very high", "relationship_status": "single",
    }  # `income` (free text) is not one of the 8 attributes
    assert first.feature == "city_country" and first.hardness == 1
    assert load_samples(FIXTURES / "personalreddit_3.jsonl", "personalreddit", limit=2)[-1].id == "pr-0002"


def test_synthpai_loader_joins_comments_and_keeps_labelled_attributes():
    samples = load_samples(FIXTURES / "synthpai_2.jsonl", "synthpai")
    assert [s.id for s in samples] == ["sp-KiteRunner42", "sp-QuietHarbor"]
    first = samples[0]
    assert first.text == "Rain again in Dublin, shocking nobody.\nNight shifts on the ward are brutal this month."
    # only non-empty human_evaluated estimates, lower-cased; education_category is not an attribute
    assert first.truth == {"age": "50", "city_country": "dublin, ireland", "occupation": "nurse",
                           "relationship_status": "in a relationship"}
    assert samples[1].truth == {"sex": "male", "income_level": "middle"}
    assert first.feature is None


def test_bad_inputs_give_clear_errors(tmp_path):
    with pytest.raises(InputError, match="not found"):
        load_samples(tmp_path / "missing.jsonl", "personalreddit")
    with pytest.raises(InputError, match="--format"):
        load_samples(FIXTURES / "personalreddit_3.jsonl", "reddit")
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"response": "hi", "personality": {}}\n{not json\n')
    with pytest.raises(InputError, match=r"broken.jsonl:2: not JSON"):
        load_samples(broken, "personalreddit")
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text(json.dumps({"text": "hi"}) + "\n")
    with pytest.raises(InputError, match="'response'"):
        load_samples(wrong, "personalreddit")
    with pytest.raises(InputError, match="'comments'"):
        load_samples(wrong, "synthpai")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(InputError, match="no samples"):
        load_samples(empty, "personalreddit")
