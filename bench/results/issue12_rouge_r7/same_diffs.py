"""Dev tool of issue 12 round 7: classify `bench.prefilter_same --compare` output without showing held-out texts.

Each differing text's removed/added findings are sorted into known shapes of this round; PersonalReddit
held-out comments (models/evaluation/personas.py) are only counted, by shape, never printed.

    python -m bench.prefilter_same --compare BEFORE.json ... > same.txt
    PYTHONPATH=$PWD python bench/results/issue12_rouge_r7/same_diffs.py same.txt
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from models.evaluation.personas import split_of
from models.evaluation.samples import load_samples

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")


def _shape(removed: list[dict[str, Any]], added: list[dict[str, Any]]) -> str:
    def mate(f: dict[str, Any]) -> bool:
        return f["detector"] == "implicit.dialect" and bool(re.search(r"(?i)\bmates?\b", f["text"]))

    if removed and added and all(mate(f) for f in removed + added) and all(f["value"].startswith("=") for f in added) \
            and len(removed) == len(added):
        return "vocative mate: span widened, removed"
    return "other"


def main() -> None:
    splits = {s.id: split_of(s.truth) for s in load_samples(PR, "personalreddit")}
    blocks: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {}
    current = None
    for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines():
        head = re.match(r"^(\w+)\[(\d+)\]:$", line)
        if head:
            current = line[:-1]
            blocks[current] = ([], [])
        elif current and re.match(r"^\s+[-+]\s+\{", line):
            sign, body = line.strip()[0], line.strip()[1:].strip()
            blocks[current][0 if sign == "-" else 1].append(ast.literal_eval(body))
    counts: Counter[tuple[str, str]] = Counter()
    for key, (removed, added) in blocks.items():
        m = re.match(r"(\w+)\[(\d+)\]", key)
        assert m is not None
        part = m.group(1)
        if part == "personalreddit":
            part += " " + splits.get(f"pr-{int(m.group(2)) + 1:04d}", "?")
        shape = _shape(removed, added)
        counts[(part, shape)] += 1
        if shape == "other" and not part.endswith("held_out"):
            print(key, part)
            for f in removed:
                print("  -", f["text"], f["detector"], f["validity"], f["value"])
            for f in added:
                print("  +", f["text"], f["detector"], f["validity"], f["value"])
    for (part, shape), n in sorted(counts.items()):
        print(f"{n:4d}  {part}: {shape}")


if __name__ == "__main__":
    main()
