"""The evaluation loop with a scripted engine: results, outputs, and resume after an interruption."""

import json
from pathlib import Path

import pytest

from models.evaluation.runner import RESULTS, EvalConfig, run_eval
from models.records import AnalysisResult, Finding, RoundStats
from models.runtime.scripted import ScriptedBackend

FIXTURE = str(Path(__file__).parent / "fixtures" / "eval" / "personalreddit_3.jsonl")


def _attacker_answer(system, prompt, schema):
    city = "Zurich, Switzerland" if "Zürich" in prompt else "Geneva, Switzerland"
    return {"inference": "", "guess": {"age": 31, "sex": "male", "current_city_country": city,
                                       "birth_city_country": "Ohio", "education": "Masters", "occupation": "nurse",
                                       "income_level": "low", "relationship_status": "married"}}


class FakePrefilter:
    def find(self, text, protect=None, allow=(), cancel=None):
        start = text.find("Zürich")
        if start < 0:
            return []
        return [Finding(start, start + 6, "Zürich", "city_country", 0.9, "high", "gazetteer", "a city")]


class FakeEngine:
    """Replaces Zürich in round 1; is interrupted (like Ctrl-C or a kill) on its `fail_on`-th call."""

    def __init__(self, fail_on=None):
        self.backend = ScriptedBackend(default=_attacker_answer)
        self.prefilter = FakePrefilter()
        self.calls, self.fail_on = 0, fail_on

    def anonymize(self, draft, policy, *, greedy=False, cancel=None):
        self.calls += 1
        if self.fail_on is not None and self.calls == self.fail_on:
            raise KeyboardInterrupt("simulated interruption")
        edited = draft.replace("Zürich", "a Swiss city")
        texts = [draft, edited] + ([edited] if greedy else [])
        stats = [RoundStats(1, 3, 1, 1, 1.0, 0.1, 0.1, 50, 10.0)]
        if greedy:
            stats.append(RoundStats(2, 3, 3, 0, 0.0, 0.0, None, 40, 9.0))
        return AnalysisResult(text=edited, suggestions=[], rounds=len(stats),
                              stop_reason="max_rounds" if greedy else "rational",
                              tokens={"prompt": 60, "completion": 30, "total": 90},
                              round_stats=stats, round_texts=texts)


def _lines(out: Path):
    return [json.loads(line) for line in (out / RESULTS).read_text().splitlines()]


def test_run_writes_results_metrics_table_and_plots(tmp_path):
    out = tmp_path / "out"
    metrics = run_eval(EvalConfig(data=FIXTURE, fmt="personalreddit", out_dir=str(out), progress=False),
                       engine_factory=FakeEngine)
    assert list(metrics) == ["none", "mask", "greedy", "rlaa"]
    assert all(m["n"] == 3 for m in metrics.values())
    # sample 1 is the only one with Zürich: attacked on the original it leaks city_country, masked it doesn't
    records = {(r["sample_id"], r["method"]): r for r in _lines(out)}
    assert records[("pr-0001", "none")]["hits"]["city_country"] is True
    assert records[("pr-0001", "mask")]["text"].startswith("Honestly the trams in ***")
    assert records[("pr-0001", "mask")]["hits"]["city_country"] is False
    assert records[("pr-0001", "rlaa")]["hits"]["city_country"] is False
    assert [r["priv"] for r in records[("pr-0001", "greedy")]["per_round"]] == pytest.approx([5 / 8, 4 / 8, 4 / 8])  # age, sex, birth, education (+ city)
    assert records[("pr-0001", "rlaa")]["tokens"] == 90
    assert metrics["none"]["PRIV"] > metrics["rlaa"]["PRIV"]
    assert metrics["none"]["ROUGE"] == 1.0 and metrics["rlaa"]["ROUGE"] < 1.0
    assert metrics["greedy"]["stop_reasons"] == {"max_rounds": 3}
    assert metrics["none"]["UTIL"] is None
    saved = json.loads((out / "metrics.json").read_text())
    assert saved["rlaa"]["PRIV"] == metrics["rlaa"]["PRIV"]
    table = (out / "table.md").read_text()
    assert "| **RLAA** |" in table and "UTIL ↑" in table
    # per attribute: Zürich is written out in sample 1 only, and the edit removes it
    leaks = table.split("Explicit leak by attribute")[1]
    assert "| age | birth_city_country | city_country | education | occupation |" in leaks
    assert "| Original Text | 0.333 | 0.000 | 0.333 | 0.000 | 0.333 |" in leaks
    assert "| **RLAA** | 0.333 | 0.000 | 0.000 | 0.000 | 0.333 |" in leaks
    for png in ("privacy_utility.png", "cumulative_mrs.png"):
        assert (out / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_resume_after_an_interruption_skips_done_pairs_without_duplicates(tmp_path):
    out = tmp_path / "out"
    config = EvalConfig(data=FIXTURE, fmt="personalreddit", out_dir=str(out), methods=["none", "rlaa"],
                        progress=False)
    crashing = FakeEngine(fail_on=2)  # rlaa of sample 2
    with pytest.raises(KeyboardInterrupt):
        run_eval(config, engine_factory=lambda: crashing)
    done = [(r["sample_id"], r["method"]) for r in _lines(out)]
    assert done == [("pr-0001", "none"), ("pr-0001", "rlaa"), ("pr-0002", "none")]
    log = json.loads((out / "runs.jsonl").read_text().splitlines()[-1])
    assert (log["pairs_run"], log["pairs_todo"], log["completed"]) == (3, 6, False)

    # a kill in the middle of a write leaves a partial last line: it must be ignored and redone
    with (out / RESULTS).open("a") as handle:
        handle.write('{"sample_id": "pr-0002", "method": "rl')
    second = FakeEngine()
    metrics = run_eval(config, engine_factory=lambda: second)
    assert second.calls == 2  # only rlaa of samples 2 and 3 ran again
    records = [r for r in (json.loads(line) for line in (out / RESULTS).read_text().splitlines()
                           if line.endswith("}")) if "sample_id" in r]
    keys = [(r["sample_id"], r["method"]) for r in records]
    assert len(keys) == len(set(keys)) == 6
    assert metrics["none"]["n"] == metrics["rlaa"]["n"] == 3
    # the attacker's answers were cached on disk: the rerun did not re-attack the original texts
    assert not any("pr-0001" in c.prompt for c in second.backend.history)


def test_engine_error_is_recorded_and_the_original_scored(tmp_path):
    from models.errors import InputError

    class Refusing(FakeEngine):
        def anonymize(self, draft, policy, *, greedy=False, cancel=None):
            self.calls += 1
            if self.calls == 1:
                raise InputError("draft too long")
            raise FileNotFoundError("prompt file missing")  # an engine bug: recorded, the run goes on

    out = tmp_path / "out"
    metrics = run_eval(EvalConfig(data=FIXTURE, fmt="personalreddit", out_dir=str(out), methods=["rlaa"],
                                  limit=2, progress=False), engine_factory=Refusing)
    first, second = _lines(out)
    assert first["error"] == "draft too long" and first["stop_reason"] == "error"
    assert second["error"] == "FileNotFoundError: prompt file missing"
    assert first["rouge"] == 1.0 and metrics["rlaa"]["errors"] == 2
    assert "| 2 |" in (out / "table.md").read_text()


def test_two_worker_processes_give_the_same_results_as_one_process(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    base = dict(data=FIXTURE, fmt="personalreddit", progress=False)
    single = run_eval(EvalConfig(out_dir=str(one), **base), engine_factory=FakeEngine)
    # the class itself is the factory: it is pickled by reference and built inside each spawned worker
    pooled = run_eval(EvalConfig(out_dir=str(two), workers=2, **base), engine_factory=FakeEngine)
    volatile = ("seconds", "attack_tokens")
    for method in single:
        assert {k: v for k, v in pooled[method].items() if k != "seconds_mean"} == \
               {k: v for k, v in single[method].items() if k != "seconds_mean"}
    by_key = {(r["sample_id"], r["method"]): r for r in _lines(one)}
    pooled_records = _lines(two)
    assert len(pooled_records) == 12
    for record in pooled_records:
        expected = by_key[(record["sample_id"], record["method"])]
        assert {k: v for k, v in record.items() if k not in volatile} == \
               {k: v for k, v in expected.items() if k not in volatile}
    # both workers appended to one attack cache; a rerun with workers finds nothing left to do
    assert len((two / "attacks.jsonl").read_text().splitlines()) >= 3
    again = run_eval(EvalConfig(out_dir=str(two), workers=2, **base), engine_factory=FakeEngine)
    assert again == pooled and len(_lines(two)) == 12
