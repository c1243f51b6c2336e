"""Does a speed change keep the pre-filter's findings? Every finding (all fields) on fixed texts, saved or compared.

Run from the repository root:
    nice .venv/bin/python -m bench.prefilter_same --save /tmp/before.json      # on the old engine
    nice .venv/bin/python -m bench.prefilter_same --compare /tmp/before.json   # on the new one
Texts: the 404 PersonalReddit training comments (field `response`), 150 PII-dense synthetic texts
(bench/pii_synthetic.py, seed 12, the texts pii_bench times) and the 76 SPIA PANORAMA posts. Exit status 1
when any finding differs; each difference is printed (text index, finding before and after)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path
from typing import Any

from bench.pii_bench import DATA, SPIA_FILES

REPO = Path(__file__).resolve().parent.parent
PERSONALREDDIT = REPO.parent / "shared" / "data" / "PersonalReddit" / "train.jsonl"


def texts(personalreddit: Path = PERSONALREDDIT, spia: Path = DATA) -> dict[str, list[str]]:
    from bench.pii_synthetic import generate
    from models.evaluation.spia import load_spia

    comments = [json.loads(line)["response"] for line in personalreddit.read_text(encoding="utf-8").splitlines()
                if line.strip()]
    return {"personalreddit": comments, "synthetic": [s.text for s in generate(150, 12)],
            "panorama": [d.text for d in load_spia(spia / SPIA_FILES["PANORAMA"])]}


def findings(sets: dict[str, list[str]]) -> tuple[dict[str, list[list[dict[str, Any]]]], float]:
    from models.prefilter import Prefilter
    from models.prefilter.ner import clear_cache

    pf = Prefilter()
    pf.warm()
    clear_cache()
    out: dict[str, list[list[dict[str, Any]]]] = {}
    t0 = time.perf_counter()
    for name, items in sets.items():
        out[name] = [[dataclasses.asdict(f) for f in pf.find(t)] for t in items]
    return out, time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", help="write the findings to this JSON file")
    group.add_argument("--compare", help="compare with the findings in this JSON file")
    parser.add_argument("--personalreddit", default=str(PERSONALREDDIT), help=f"default {PERSONALREDDIT}")
    parser.add_argument("--spia", default=str(DATA), help=f"folder of the SPIA files (default {DATA})")
    args = parser.parse_args(argv)
    now, seconds = findings(texts(Path(args.personalreddit), Path(args.spia)))
    print(f"{sum(len(v) for v in now.values())} texts, {sum(len(f) for v in now.values() for f in v)} findings, "
          f"{seconds:.1f} s (cold sentence cache)", file=sys.stderr)
    if args.save:
        Path(args.save).write_text(json.dumps(now, ensure_ascii=False), encoding="utf-8")
        return 0
    before = json.loads(Path(args.compare).read_text(encoding="utf-8"))
    now = json.loads(json.dumps(now, ensure_ascii=False))  # tuples → lists, as saved
    differences = 0
    for name, items in before.items():
        for i, (old, new) in enumerate(zip(items, now[name])):
            if old != new:
                differences += 1
                print(f"{name}[{i}]:")
                for f in old:
                    if f not in new:
                        print("  - ", f)
                for f in new:
                    if f not in old:
                        print("  + ", f)
    print(f"{differences} texts differ", file=sys.stderr)
    return 1 if differences else 0


if __name__ == "__main__":
    raise SystemExit(main())
