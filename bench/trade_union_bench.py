"""Recall and false flags of the trade-union detector (cues/trade_union.py) on bench/trade_union_sentences.py.

Run from the repository root:
    PYTHONPATH=. nice .venv/bin/python -m bench.trade_union_bench [--fresh | --third | --fourth] [--out bench/results/special3/bench.json]
A sentence with a membership is found when the pre-filter returns a trade_union finding (any validity); a near miss
is a false flag when it returns any trade_union finding. The counting is bench/special_bench.py's."""

from __future__ import annotations

import sys

from bench.special_bench import cli
from bench.trade_union_sentences import FOURTH, FRESH, SENTENCES, THIRD

CATEGORY = "trade_union"


def main(argv: list[str] | None = None) -> int:
    return cli(argv, (__doc__ or "").splitlines()[0], (SENTENCES, FRESH, THIRD, FOURTH), (CATEGORY,))


if __name__ == "__main__":
    sys.exit(main())
