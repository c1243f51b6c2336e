"""Before/after of two `looktwice eval --format spia` runs on the documents both finished.

Run from the repository root:
  .venv/bin/python -m bench.spia_compare BEFORE_DIR AFTER_DIR --method rlaa [--out DIR]

A full-pipeline run on the long TAB judgments finishes only some documents in the time a session has; the
two runs are compared on the documents both finished without error (the same metrics and table as the
runner's, models/evaluation/spia_runner.py), one row per run."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from models.evaluation.spia_runner import RESULTS, render_spia_table, spia_metrics


def _records(run_dir: Path, method: str) -> dict[str, dict[str, Any]]:
    out = {}
    for line in (run_dir / RESULTS).read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            if record["method"] == method and not record.get("error"):
                out[record["sample_id"]] = record
    return out


def compare(before: Path, after: Path, method: str) -> tuple[list[str], dict[str, dict[str, Any]]]:
    """The common document ids (in the after-run's order) and {label: metrics} for both runs."""
    old, new = _records(before, method), _records(after, method)
    common = [doc for doc in new if doc in old]
    return common, {f"{method} before": spia_metrics([old[d] for d in common]),
                    f"{method} after": spia_metrics([new[d] for d in common])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--method", default="rlaa")
    parser.add_argument("--model", default="SmolLM2-135M-Instruct (embedded)")
    parser.add_argument("--out", type=Path, help="write compare.md and compare.json here (default: print)")
    args = parser.parse_args(argv)
    common, metrics = compare(args.before, args.after, args.method)
    table = (f"Documents both runs finished: {len(common)} ({', '.join(common)})\n\n"
             + render_spia_table(metrics, model=args.model, data=f"{args.before} vs {args.after}"))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "compare.md").write_text(table, encoding="utf-8")
        (args.out / "compare.json").write_text(json.dumps({"documents": common, "metrics": metrics}, indent=2) + "\n",
                                               encoding="utf-8")
    print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
