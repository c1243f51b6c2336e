"""`looktwice eval --format spia`: loading SPIA records, the written-value rule, scoring and the report."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from models.errors import InputError
from models.evaluation.runner import EvalConfig
from models.evaluation.spia import load_spia, occurs, split_half
from models.evaluation.spia_runner import run_spia_eval, score_document
from models.prefilter import Prefilter
from models.records import AnalysisResult

REPO = Path(__file__).resolve().parent.parent


def _pii(tag: str, keyword: str) -> dict:
    return {"tag": tag, "keyword": keyword, "certainty": 5, "hardness": 1}


DOC = {
    "metadata": {"data_id": "T-1", "number_of_subjects": 2},
    "text": "Name: Jacob_M\nMarried to Heather. My licence IE-DL-70368984 expired. I work at SKSW in Cagayan.",
    "subjects": [
        {"id": 0, "description": "author", "PIIs": [
            _pii("NAME", "Jacob M"), _pii("DRIVER_LICENSE_NUMBER", "IE-DL-70368984"), _pii("AFFILIATION", "SKSW"),
            _pii("LOCATION", "Cagayan / Philippines"), _pii("AGE", ""), _pii("SEX", "Male")]},
        {"id": 1, "description": "wife", "PIIs": [_pii("NAME", "Heather"), _pii("RELATIONSHIP", "Married")]},
    ],
}


def _write(tmp_path: Path, *docs: dict) -> Path:
    path = tmp_path / "spia.jsonl"
    path.write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
    return path


def test_only_values_written_in_the_text_are_scored(tmp_path):
    (doc,) = load_spia(_write(tmp_path, DOC))
    assert [(v.role, v.tag, v.value) for v in doc.values] == [
        ("author", "NAME", "Jacob M"), ("author", "DRIVER_LICENSE_NUMBER", "IE-DL-70368984"),
        ("author", "AFFILIATION", "SKSW"), ("author", "LOCATION", "Cagayan"),
        ("other", "NAME", "Heather"), ("other", "RELATIONSHIP", "Married")]  # "Philippines", "Male" are not written


@pytest.mark.parametrize("text,value,expected", [
    ("Name: Jacob_M here", "Jacob M", True), ("Zürich is nice", "Zurich", True), ("Annabel", "Anna", False),
    ("mail a.b@c.org now", "a.b@c.org", True), ("[name] wrote", "Heather", False)])
def test_occurs(text, value, expected):
    assert occurs(text, value) is expected


def test_split_is_fixed_by_document_id():
    assert {split_half(f"D-{i}") for i in range(40)} == {"tuning", "heldout"}
    assert split_half("PANORAMA-014EB") == split_half("PANORAMA-014EB")


def test_bad_records_are_named(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "no subjects"}\n', encoding="utf-8")
    with pytest.raises(InputError, match="bad.jsonl:1"):
        load_spia(path)
    with pytest.raises(InputError, match="not found"):
        load_spia(tmp_path / "missing.jsonl")
    # the lines are read by samples.json_lines: blank lines skipped, a broken line or a non-object named
    path.write_text(json.dumps(DOC) + "\n\n{broken\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:3: not JSON"):
        load_spia(path)
    path.write_text(json.dumps(DOC) + "\n[1, 2]\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:2: expected a JSON object"):
        load_spia(path)
    path.write_text(json.dumps(DOC) + "\n\n{broken\n", encoding="utf-8")
    assert [d.id for d in load_spia(path, limit=1)] == ["T-1"]  # the limit stops before the broken line


def test_score_document_marks_what_remains(tmp_path):
    (doc,) = load_spia(_write(tmp_path, DOC))
    record = score_document(doc, "x", doc.text.replace("Heather", "[name]"))
    remains = {v["value"]: v["remains"] for v in record["values"]}
    assert remains["Heather"] is False and remains["Jacob M"] is True
    assert 0 < record["ROUGE"] < 1


class _Engine:
    """The engine's interface as MethodRunner uses it: the real pre-filter, a canned anonymize()."""

    backend = None

    def __init__(self) -> None:
        self.prefilter = Prefilter()

    def anonymize(self, text: str, policy, greedy: bool = False) -> AnalysisResult:
        return AnalysisResult(text=text.replace("Cagayan", "a city"), suggestions=[], rounds=1,
                              stop_reason="rational")


def test_run_writes_metrics_and_a_table_and_resumes(tmp_path):
    data = _write(tmp_path, DOC, {**DOC, "metadata": {"data_id": "T-2"}})
    config = EvalConfig(data=str(data), fmt="spia", out_dir=str(tmp_path / "out"), methods=["none", "mask", "rlaa"],
                        progress=False)
    metrics = run_spia_eval(config, engine_factory=_Engine)
    assert metrics["none"]["leak_author"] == 1.0 and metrics["none"]["identifiable"] == 1.0
    mask = metrics["mask"]
    # the pre-filter takes the name, the licence, the employer, the town and the wife's name
    assert mask["leak"]["author"]["NAME"]["share"] == 0.0
    assert mask["leak"]["author"]["CODE"]["share"] == 0.0
    assert mask["leak"]["other"]["NAME"]["share"] == 0.0
    assert mask["identifiable"] == 0.0
    assert metrics["rlaa"]["leak"]["author"]["LOCATION"]["share"] == 0.0
    assert metrics["rlaa"]["leak"]["author"]["NAME"]["share"] == 1.0
    table = (tmp_path / "out" / "table.md").read_text(encoding="utf-8")
    assert "| Original Text |" in table and "Leak by type, other" in table and "heldout" in table
    lines = (tmp_path / "out" / "results.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6
    run_spia_eval(config, engine_factory=_Engine)  # resumes: nothing to redo
    assert len((tmp_path / "out" / "results.jsonl").read_text(encoding="utf-8").splitlines()) == 6


def test_cli_accepts_the_spia_format(tmp_path):
    data = _write(tmp_path, DOC)
    proc = subprocess.run([sys.executable, "-m", "looktwice", "eval", "--format", "spia", "--data", str(data),
                           "--method", "none", "--out", str(tmp_path / "o"), "--no-progress"],
                          capture_output=True, text=True, cwd=REPO, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["none"]["leak_other"] == 1.0
