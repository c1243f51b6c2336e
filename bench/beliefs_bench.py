"""Recall and false flags of the beliefs detector (cues/beliefs.py) on bench/beliefs_sentences.py.

Run from the repository root:
    PYTHONPATH=. nice .venv/bin/python -m bench.beliefs_bench [--fresh] [--out bench/results/beliefs/bench.json]
A sentence with a belief is found when the pre-filter returns a finding of its category (any validity); a near miss is
a false flag when it returns any religion, politics or sexuality finding."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bench.beliefs_sentences import FRESH, SENTENCES

BELIEFS = ("religion", "politics", "sexuality")


def run(sentences: tuple[tuple[str, str | None], ...] = SENTENCES) -> dict[str, object]:
    from models.prefilter import Prefilter

    pf = Prefilter()
    rows = []
    for text, expected in sentences:
        found = [f for f in pf.find(text, protect=list(BELIEFS))]
        rows.append({"text": text, "expected": expected, "found": [[f.text, f.category, f.validity] for f in found]})
    positives = [r for r in rows if r["expected"]]
    misses = [r for r in rows if not r["expected"]]
    hit = [r for r in positives if any(c == r["expected"] for _, c, _ in r["found"])]  # type: ignore[union-attr]
    flagged = [r for r in misses if r["found"]]
    return {"sentences": len(rows), "with_belief": len(positives), "found": len(hit),
            "recall": round(len(hit) / len(positives), 3), "near_misses": len(misses), "false_flags": len(flagged),
            "missed": [r["text"] for r in positives if r not in hit], "flagged": [(r["text"], r["found"]) for r in flagged],
            "rows": rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--fresh", action="store_true", help="the second set (FRESH), written after the first was tuned on")
    args = ap.parse_args(argv)
    result = run(FRESH if args.fresh else SENTENCES)
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1, ensure_ascii=False))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
