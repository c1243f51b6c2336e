"""Recall and false flags of the trade-union detector (cues/trade_union.py) on bench/trade_union_sentences.py.

Run from the repository root:
    PYTHONPATH=. nice .venv/bin/python -m bench.trade_union_bench [--fresh] [--out bench/results/special3/bench.json]
A sentence with a membership is found when the pre-filter returns a trade_union finding (any validity); a near miss
is a false flag when it returns any trade_union finding. The counting is bench/special_bench.py's."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bench.special_bench import run
from bench.trade_union_sentences import FRESH, SENTENCES

CATEGORY = "trade_union"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--fresh", action="store_true", help="the second set (written after tuning on the first)")
    args = ap.parse_args(argv)
    result = run(FRESH if args.fresh else SENTENCES, (CATEGORY,))
    summary = {k: v for k, v in result.items() if k != "rows"}
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
