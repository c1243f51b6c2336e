"""How soon a long draft's first suggestions arrive: the pre-filter in one piece vs segment by segment.

Run from the repository root:
  .venv/bin/python -m bench.long_draft_latency [--chars 20000] [--repeat 5] [--out DIR]

The draft is the 20,000-character test draft (tests/slow_segments.long_draft, no slow-down); the engine has no
model (the pre-filter is what the page waits for before a send may pass). "one piece" is the engine with a
segment size above the draft's length (the engine before issue 11); "segments" is the default. Reported per
mode: seconds to the first suggestions event, to the last pre-filter event (the draft is checked), to `done`;
the median of `--repeat` runs, interleaved, with the machine's load average.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent


def _run(engine: Any, text: str, policy: Any) -> dict[str, float]:
    from models.events import Done, Suggestions

    t0 = time.perf_counter()
    first = last = done = None
    for event in engine.analyze(text, policy):
        now = time.perf_counter() - t0
        if isinstance(event, Suggestions) and event.stage == "prefilter":
            first = now if first is None else first
            last = now
        if isinstance(event, Done):
            done = now
    assert first is not None and last is not None and done is not None
    return {"first_s": first, "checked_s": last, "done_s": done}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", type=Path, default=ROOT / "bench/results/eval_spia/long")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT / "tests"))
    from slow_segments import long_draft

    from bench.machine import machine
    from models import engine as engine_module
    from models.engine import Engine
    from models.policy import Policy
    from models.prefilter import Prefilter

    prefilter = Prefilter()
    prefilter.warm()
    engine = Engine(prefilter=prefilter)
    text = long_draft(args.chars)
    policy = Policy(site="reddit.com", mode="review_before_submit")
    _run(engine, text, policy)  # first-call costs (word lists) out of the way
    runs: dict[str, list[dict[str, float]]] = {"one piece": [], "segments": []}
    one_piece = mock.patch.object(engine_module, "segment_bounds", lambda draft: [(0, len(draft))])
    for _ in range(args.repeat):
        with one_piece:
            runs["one piece"].append(_run(engine, text, policy))
        runs["segments"].append(_run(engine, text, policy))
    summary = {mode: {key: round(statistics.median(r[key] for r in rs), 3) for key in rs[0]}
               for mode, rs in runs.items()}
    report = {"chars": len(text), "repeat": args.repeat, "median": summary, "runs": runs, "machine": machine()}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "latency.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    lines = [f"Pre-filter of a {len(text):,}-character draft, median of {args.repeat} interleaved runs "
             f"(load average {report['machine']['load_average']}):", "",
             "| mode | first suggestions (s) | whole draft checked (s) | done (s) |", "|---|---:|---:|---:|"]
    for mode, m in summary.items():
        lines.append(f"| {mode} | {m['first_s']:.3f} | {m['checked_s']:.3f} | {m['done_s']:.3f} |")
    (args.out / "latency.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
