"""Recall and false flags of the ethnicity and criminal-record detectors (cues/ethnicity.py, cues/criminal_record.py)
on bench/special_sentences.py.

Run from the repository root:
    PYTHONPATH=. nice .venv/bin/python -m bench.special_bench [--fresh] [--out bench/results/special2/bench.json]
A sentence with an origin or a record is found when the pre-filter returns a finding of its category (any validity);
a near miss is a false flag when it returns any ethnicity or criminal_record finding."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bench.special_sentences import FRESH, SENTENCES

SPECIAL = ("ethnicity", "criminal_record")
# (text, the category it holds or None for a near miss)
Sentences = tuple[tuple[str, str | None], ...]


def run(sentences: Sentences = SENTENCES,
        categories: tuple[str, ...] = SPECIAL) -> dict[str, object]:
    from models.prefilter import Prefilter

    pf = Prefilter()
    rows: list[dict[str, Any]] = []
    for text, expected in sentences:
        found = pf.find(text, protect=list(categories))
        rows.append({"text": text, "expected": expected, "found": [[f.text, f.category, f.validity] for f in found]})
    out: dict[str, object] = {"sentences": len(rows)}
    for category in categories:
        positives = [r for r in rows if r["expected"] == category]
        hit = [r for r in positives if any(c == category for _, c, _ in r["found"])]
        out[category] = {"with": len(positives), "found": len(hit), "recall": round(len(hit) / len(positives), 3),
                         "missed": [r["text"] for r in positives if r not in hit]}
    misses = [r for r in rows if not r["expected"]]
    flagged = [r for r in misses if r["found"]]
    out.update({"near_misses": len(misses), "false_flags": len(flagged),
                "flagged": [(r["text"], r["found"]) for r in flagged], "rows": rows})
    return out


def cli(argv: list[str] | None, description: str, sets: tuple[Sentences, ...], categories: tuple[str, ...]) -> int:
    """The command line of a sentence bench (this one's and bench/trade_union_bench.py's): the first set, or with
    --fresh the second (written after tuning on the first), or with --third / --fourth a third or fourth where the bench has them; the summary printed, the whole result written to --out."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--fresh", action="store_true", help="the second set (written after tuning on the first)")
    if len(sets) > 2:
        ap.add_argument("--third", action="store_true", help="the third set (written before the next round's tuning)")
    if len(sets) > 3:
        ap.add_argument("--fourth", action="store_true", help="the fourth set (held out from the third's tuning)")
    args = ap.parse_args(argv)
    chosen = (sets[3] if getattr(args, "fourth", False) else sets[2] if getattr(args, "third", False)
              else sets[1] if args.fresh else sets[0])
    result = run(chosen, categories)
    summary = {k: v for k, v in result.items() if k != "rows"}
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    return cli(argv, (__doc__ or "").splitlines()[0], (SENTENCES, FRESH), SPECIAL)

if __name__ == "__main__":
    sys.exit(main())
