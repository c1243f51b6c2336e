"""Dev tool of issue 12 round 8: the edits of this round's two changes, before → after, on a tuning split.

Reads two `bench/results/issue12_rouge_r7/edit_costs.py --json` files (main's engine, this branch's) and sums per
family (occupation field nouns; place findings) the edits, their token cost (words removed + added against the
span) and their single-edit ROUGE-L shares (the mean ROUGE-L that undoing each edit alone would give back).

    PYTHONPATH=$PWD python bench/results/issue12_rouge_r8/families.py BEFORE.json AFTER.json
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

def _occupation(e: dict[str, Any]) -> bool:
    return bool(e["category"] == "occupation")


def _place(e: dict[str, Any]) -> bool:
    return str(e["detector"]).startswith("place.")


FAMILIES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "occupation field nouns (data/jobs.py FIELD_NOUNS)": _occupation,
    "place findings (cues/places.py)": _place,
}


def main() -> None:
    runs: list[list[dict[str, Any]]] = [json.load(open(p, encoding="utf-8")) for p in sys.argv[1:3]]
    print("| family | edits | token cost before → after | single-edit ROUGE-L share before → after | freed |")
    print("|---|---:|---:|---:|---:|")
    for name, member in FAMILIES.items():
        rows = [[e for e in run if member(e)] for run in runs]
        n = [len(r) for r in rows]
        cost = [sum(e["removed"] + e["added"] for e in r) for r in rows]
        share = [sum(e["gain"] for e in r) for r in rows]
        print(f"| {name} | {n[0]} → {n[1]} | {cost[0]} → {cost[1]} | {share[0]:.5f} → {share[1]:.5f} | "
              f"{share[0] - share[1]:+.5f} |")


if __name__ == "__main__":
    main()
