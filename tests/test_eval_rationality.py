"""MRS arithmetic (seed 000, eq. 4–6) and the aggregation behind Fig. 3/4 and metrics.json."""

import pytest

from models.evaluation.metrics import compute_metrics
from models.evaluation.rationality import (
    cumulative_mrs,
    curve_at_rounds,
    measured_cumulative_mrs,
    per_round_means,
)


def _r(t, mpg, muc, valid=1, edits=1):
    return {"round": t, "mpg": mpg, "muc": muc, "mrs": muc / mpg if mpg else None, "valid": valid, "edits": edits}


def test_cumulative_mrs_is_ratio_of_sums_and_carries_stopped_samples():
    a = [_r(1, 2, 0.1), _r(2, 1, 0.3)]  # ran two rounds
    b = [_r(1, 1, 0.05)]  # stopped after one
    # t=1: cost 0.1+0.05 = 0.15, gain 2+1 = 3 -> 0.05; t=2: cost 0.45, gain 4 -> 0.1125
    assert cumulative_mrs([a, b], 2) == pytest.approx([0.05, 0.1125])


def test_cumulative_mrs_undefined_without_gain():
    assert cumulative_mrs([[_r(1, 0, 0.2)]], 1) == [None]


def test_per_round_means_average_defined_mrs_only():
    rows = per_round_means([[_r(1, 2, 0.1), _r(2, 0, 0.2)], [_r(1, 1, 0.3)]])
    assert rows[0]["round"] == 1 and rows[0]["samples"] == 2
    assert rows[0]["mpg"] == pytest.approx(1.5)
    assert rows[0]["muc"] == pytest.approx(0.2)
    assert rows[0]["mrs"] == pytest.approx((0.05 + 0.3) / 2)
    assert rows[1]["mrs"] is None  # the only sample of round 2 gained nothing


def test_curves_carry_last_value_forward():
    per_round = [[{"rouge": 1.0}, {"rouge": 0.8}, {"rouge": 0.6}], [{"rouge": 1.0}, {"rouge": 0.9}]]
    assert curve_at_rounds(per_round, "rouge", 2) == pytest.approx([1.0, 0.85, 0.75])


def test_measured_cumulative_mrs():
    per_round = [
        [{"rouge": 1.0, "explicit_leak": 0.5}, {"rouge": 0.8, "explicit_leak": 0.25}],
        [{"rouge": 1.0, "explicit_leak": 0.0}, {"rouge": 0.9, "explicit_leak": 0.0}],
    ]
    # cost (0.2 + 0.1), gain (0.25 + 0) -> 1.2
    assert measured_cumulative_mrs(per_round, "explicit_leak", 1) == pytest.approx([1.2])


def _record(sid, method, hits, explicit, judge=None, **extra):
    return {"sample_id": sid, "method": method, "hits": hits, "explicit": explicit, "rouge": 0.5, "bleu": 0.25,
            "judge": judge, "rounds": 2, "tokens": 100, "seconds": 1.0, "round_stats": [], "stop_reason": "rational",
            "priv_feature": hits.get("age"), **extra}


def test_metrics_micro_averages_and_util_eq_12():
    records = [
        _record("a", "rlaa", {"age": True, "sex": False, "occupation": False, "city_country": True},
                {"age": True, "city_country": False},
                judge={"readability": 10, "meaning": 7, "hallucination": 1, "util": (1.0 + 0.7 + 1) / 3}),
        _record("b", "rlaa", {"age": False, "sex": True}, {"age": False},
                judge={"readability": 8, "meaning": 4, "hallucination": 0, "util": (0.8 + 0.4 + 0) / 3}),
    ]
    m = compute_metrics(records, ["none", "rlaa"])
    assert list(m) == ["rlaa"]  # methods without records are left out
    rlaa = m["rlaa"]
    assert rlaa["PRIV"] == pytest.approx(3 / 6)  # over all attributes of all samples
    assert rlaa["explicit_leak"] == pytest.approx(1 / 3)
    assert rlaa["UTIL"] == pytest.approx(((1.0 + 0.7 + 1) + (0.8 + 0.4 + 0)) / (3 * 2))
    assert (rlaa["READ"], rlaa["MEAN"], rlaa["HALL"]) == (9, 5.5, 0.5)
    assert rlaa["PRIV_feature"] == pytest.approx(0.5)
    assert rlaa["PRIV_by_attribute"]["age"] == pytest.approx(0.5)
    assert rlaa["n"] == 2 and rlaa["rounds_mean"] == 2


def test_metrics_without_judge_are_null():
    m = compute_metrics([_record("a", "none", {"age": True}, {"age": True})], ["none"])["none"]
    assert m["UTIL"] is None and m["MEAN"] is None and m["READ"] is None and m["HALL"] is None
    for key in ("PRIV", "UTIL", "ROUGE", "BLEU", "MEAN", "READ", "HALL", "explicit_leak", "rounds_mean",
                "tokens_mean", "seconds_mean", "n"):
        assert key in m


def test_plot_labels_merge_rounds_that_changed_nothing():
    from models.evaluation.plots import _round_labels

    points = [(0, 0.2, 1.0), (1, 0.1, 0.9), (2, 0.0, 0.8), (3, 0.0, 0.8)]
    assert [label for label, _, _ in _round_labels(points)] == ["0", "1", "2–3"]


def test_a_plot_writes_a_png_and_closes_its_figure(tmp_path):
    from models.evaluation.plots import _pyplot, plot_evidence_survival

    metrics = {"greedy": {"evidence_survival": 0.4, "by_split": {"tuning": {"evidence_survival": 0.5}}}, "none": {}}
    path = plot_evidence_survival(metrics, tmp_path / "survival.png")
    assert path is not None and path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert _pyplot().get_fignums() == []  # closed: a long evaluation draws many
    assert plot_evidence_survival({"none": {}}, tmp_path / "nothing.png") is None
