"""The text-blind reference attackers that put an eval run's PRIV in context."""

import json
from pathlib import Path

import pytest

from bench.eval_reference_attackers import PROMPT_EXAMPLES, majority_guesses, priv, run
from models.evaluation.samples import Sample, load_samples

FIXTURE = str(Path(__file__).parent / "fixtures" / "eval" / "personalreddit_3.jsonl")


def test_majority_guess_uses_the_substring_rule_and_age_tolerance():
    truths = [{"city_country": "Zurich, Switzerland", "age": "30"}, {"city_country": "Geneva, Switzerland", "age": "32"},
              {"city_country": "Paris, France", "age": "60"}]
    samples = [Sample(f"s{i}", "text", t) for i, t in enumerate(truths)]
    majority = majority_guesses(samples)
    assert majority["city_country"] == "Switzerland"  # a country alone matches both Swiss cities
    assert 29 <= int(majority["age"]) <= 33  # within 3 years of both 30 and 32
    assert priv(samples, lambda s: majority) == pytest.approx(4 / 6)
    assert priv(samples, lambda s: s.truth) == 1.0
    assert priv(samples, lambda s: PROMPT_EXAMPLES) == pytest.approx(1 / 6)  # age 35 is within 3 of 32


def test_report_counts_the_run_attackers_repeated_answers(tmp_path):
    samples = load_samples(FIXTURE, "personalreddit")
    same = {"age": "22", "sex": "male", "education": "Masters in Computer Science"}
    rows = [{"sample_id": s.id, "method": "none", "guesses": same} for s in samples]
    rows.append({"sample_id": samples[0].id, "method": "rlaa", "guesses": {}})  # other methods are ignored
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = run(FIXTURE, "personalreddit", tmp_path)
    assert report["n"] == 3
    assert report["attacker_answers"] == {"distinct": 1, "most_common_share": 1.0, "most_common": same}
    assert report["attacker_most_common_per_attribute"]["sex"] == {"most_common_guess": "male", "share": 1.0}
    assert report["priv"]["run's attacker on the original text"] == pytest.approx(
        priv(samples, lambda s: same))
