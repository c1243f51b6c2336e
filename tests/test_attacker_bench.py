"""The training script's targets and the pipeline benchmark's report, without a GPU or a model."""

from __future__ import annotations

import json
from pathlib import Path

from bench.pipeline_bench import report_md
from bench.train_attacker import EVIDENCE_MARK, guess_of, target_value

ROW = {
    "response": "Grabbed a fika with the team before my shift at the clinic, then the tram home.",
    "feature": "city_country",
    "personality": {"city_country": "Stockholm, Sweden"},
    "guess": 'Type: city_country\nInference: "fika" is Swedish, and "the tram" fits; "lagom" is not used.\n'
             "Guess: Stockholm, Sweden; Gothenburg, Sweden; Oslo, Norway",
}


def test_evidence_target_quotes_only_phrases_in_the_comment_then_the_truth() -> None:
    target = target_value(ROW, "evidence")
    assert target == "fika; the tram" + EVIDENCE_MARK + "Stockholm, Sweden"  # "lagom" is not in the comment
    assert guess_of(target) == "Stockholm, Sweden"


def test_evidence_target_without_quotes_still_ends_in_the_value() -> None:
    target = target_value({**ROW, "guess": "Guess: Stockholm"}, "evidence")
    assert target == EVIDENCE_MARK.lstrip() + "Stockholm, Sweden"
    assert guess_of(target) == "Stockholm, Sweden"


def test_truth_and_gpt4_targets() -> None:
    assert target_value(ROW, "truth") == "Stockholm, Sweden"
    assert target_value(ROW, "gpt4") == "Stockholm, Sweden"
    assert guess_of("Gothenburg, Sweden") == "Gothenburg, Sweden"  # an answer without the mark is the guess


def _summary(seconds: float) -> dict[str, object]:
    return {"comments": 1, "seconds": {"median": seconds, "p95": seconds, "mean": seconds, "max": seconds},
            "cpu_seconds": {"median": seconds, "p95": seconds, "mean": seconds},
            "tokens": {"median": 10, "p95": 10, "mean": 10, "max": 10}, "tokens_computed": {"median": 5, "mean": 5},
            "rounds": {1: 1}, "stop_reasons": {"rational": 1}, "suggestions_per_comment": 1.0, "llm_inferences": 2,
            "valid_leaks": 1, "gt_verbatim": {a: {"values": 1, "before": 1, "after": 0}
                                              for a in ("location", "occupation", "education", "age", "all")}}


def _report(**extra: object) -> dict[str, object]:
    machine = {"nproc": 2, "cpu": "x", "ram_gib": 1, "python": "3.11", "llama_cpp_python": "0", "os": "linux"}
    return {"machine": machine, "date": "d", "command": "c", "load_start": 0, "load_end": 0,
            "model": {"model_id": "m", "backend": "llama_cpp", "adapter": "attacker"}, "data": "x",
            "limit_note": "", "max_rounds": 3, "baseline": _summary(0.01), "pipeline": _summary(2.5),
            "notes": [], "per_comment": [], **extra}


def test_pipeline_report_has_the_no_adapter_column_only_when_it_ran() -> None:
    without = report_md(_report())
    assert "RLAA without the adapter" not in without and "adapter: attacker" in without
    with_bare = report_md(_report(no_adapter=_summary(4.0)))
    header = next(line for line in with_bare.splitlines() if line.startswith("| | pre-filter only"))
    assert header.endswith("RLAA without the adapter |")
    median = next(line for line in with_bare.splitlines() if line.startswith("| median time"))
    assert median == "| median time | 0.010 s | 2.50 s | ≤ 3.0 s | 4.00 s |"


def test_shipped_grid_predictions_are_persona_split() -> None:
    """Every grid answer comes from a fold adapter whose test personas it did not train on."""
    grid = Path(__file__).resolve().parent.parent / "bench" / "results" / "attacker_training" / "grid"
    for path in grid.glob("predictions_*.jsonl"):
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        folds_of: dict[str, set[int]] = {}
        for row in rows:
            folds_of.setdefault(row["persona"], set()).add(row["fold"])
        assert all(len(f) == 1 for f in folds_of.values()), path.name  # a persona is tested in one fold only


def _income_rows() -> list[dict[str, object]]:
    """Three folds, two income comments each; every persona's income is "middle"."""
    return [{"id": f"pr-{n}", "fold": n % 3, "feature": "income_level",
             "personality": {"income_level": "middle"}} for n in range(6)]


def _income_answer(n: int, guess: str, prob: float) -> dict[str, object]:
    return {"variant": f"truth_fold{n % 3}", "fold": n % 3, "id": f"pr-{n}", "attribute": "income_level",
            "feature": True, "guess": guess, "prob": prob, "correct": guess == "middle"}


def test_prior_backoff_replaces_unsure_answers_with_the_majority() -> None:
    from bench.attacker_report import prior_backoff

    rows = _income_rows()
    # unsure answers are wrong everywhere: every fold's other folds say "fall back below 0.5"
    preds = [_income_answer(n, "high", 0.35) for n in range(6)]
    assert prior_backoff(rows, preds, "truth") == {"income_level": (6, 6)}  # type: ignore[arg-type]


def test_prior_backoff_keeps_answers_where_the_other_folds_trust_them() -> None:
    from bench.attacker_report import prior_backoff

    rows = _income_rows()
    values = ["low", "middle", "high", "very high", "low", "middle"]  # no value the majority gets right often
    for row, value in zip(rows, values):
        row["personality"] = {"income_level": value}
    preds = [_income_answer(n, "high" if n == 0 else values[n], 0.35) for n in range(6)]
    for p, value in zip(preds, values):
        p["correct"] = p["guess"] == value
    # the unsure answers are right 5 times in 6: no fold falls back, the one wrong answer stays wrong
    assert prior_backoff(rows, preds, "truth") == {"income_level": (5, 6)}  # type: ignore[arg-type]


def test_an_attribute_answered_no_better_than_the_base_rate_gets_no_threshold() -> None:
    from bench.attacker_report import calibrate

    rows = _income_rows()
    # sure answers right 5 times in 6, unsure ones never: a threshold by precision alone; but the constant
    # "middle" is right on every comment, so the adapter is no better than the base rate, and the engine
    # must not search the text for evidence of it
    preds = [_income_answer(n, "middle" if n else "high", 0.95) for n in range(6)] * 2
    preds += [_income_answer(n, "low", 0.2) for n in range(6)] * 2
    assert calibrate(preds, "truth") == {"income_level": 0.3}  # type: ignore[arg-type]
    assert calibrate(preds, "truth", rows=rows) == {}  # type: ignore[arg-type]
