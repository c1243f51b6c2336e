"""`looktwice eval` end to end: the real CLI process, the real embedded model, a 3-sample fixture."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURE = Path(__file__).parent / "fixtures" / "eval" / "personalreddit_3.jsonl"


def _eval(out: Path, home: Path, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "LOOKTWICE_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "looktwice", "eval", "--data", str(FIXTURE), "--format", "personalreddit",
         "--out", str(out), "--max-rounds", "1", "--no-progress", *extra],
        capture_output=True, text=True, env=env, timeout=900,
    )


@pytest.mark.model
def test_eval_end_to_end_with_embedded_model(tmp_path):
    out = tmp_path / "out"
    done = _eval(out, tmp_path / "home", "--workers", "2")  # two spawned processes, one model each
    assert done.returncode == 0, done.stderr
    metrics = json.loads((out / "metrics.json").read_text())
    assert list(metrics) == ["none", "mask", "greedy", "rlaa"]
    for m in metrics.values():
        assert m["n"] == 3 and m["errors"] == 0
        assert 0.0 <= m["PRIV"] <= 1.0 and m["UTIL"] is None
    assert metrics["none"]["ROUGE"] == 1.0 and metrics["none"]["explicit_leak"] > 0
    # the fixture states "Zürich", "software engineer", "I am 55": RLAA must remove some of it
    assert metrics["rlaa"]["explicit_leak"] < metrics["none"]["explicit_leak"]
    assert metrics["rlaa"]["tokens_mean"] > 0
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(records) == 12
    assert all(r["guesses"] for r in records)  # the JSON-constrained attacker always answers
    assert json.loads(done.stdout)["rlaa"]["n"] == 3
    assert (out / "privacy_utility.png").exists()
    assert "attacker: `SmolLM2-135M + eval-attacker-fold" in (out / "table.md").read_text()  # the records' "models"

    again = _eval(out, tmp_path / "home")  # everything is done: nothing runs (one process), same metrics
    assert again.returncode == 0, again.stderr
    assert len((out / "results.jsonl").read_text().splitlines()) == 12
    assert json.loads((out / "metrics.json").read_text())["rlaa"] == metrics["rlaa"]


def test_eval_bad_arguments_give_one_line_errors(tmp_path):
    env = {**os.environ, "LOOKTWICE_HOME": str(tmp_path)}
    missing = subprocess.run([sys.executable, "-m", "looktwice", "eval", "--data", str(tmp_path / "nope.jsonl"),
                              "--format", "personalreddit", "--out", str(tmp_path / "o")],
                             capture_output=True, text=True, env=env, timeout=120)
    assert missing.returncode == 1
    assert missing.stderr.strip().splitlines()[-1].startswith("looktwice: error: data file not found")
    bad_method = subprocess.run([sys.executable, "-m", "looktwice", "eval", "--data", str(FIXTURE),
                                 "--format", "personalreddit", "--method", "rlaa,magic", "--out", str(tmp_path / "o")],
                                capture_output=True, text=True, env=env, timeout=120)
    assert bad_method.returncode == 1 and "--method" in bad_method.stderr and "Traceback" not in bad_method.stderr
