"""Dev tool of issue 12 round 8: classify `bench.prefilter_same --compare` output without showing held-out texts.

Each differing text's removed/added findings are sorted into this round's shapes (by detector and validity,
never by a text's words); PersonalReddit held-out comments (models/evaluation/personas.py) are only counted,
by shape, never printed. Other parts (synthetic PII texts, SPIA, panorama) are printed: they hold no held-out
personas of issue 12.

    python -m bench.prefilter_same --compare BEFORE.json ... > same.txt
    PYTHONPATH=$PWD python bench/results/issue12_rouge_r8/same_diffs.py same.txt
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
    def sig(fs: list[dict[str, Any]]) -> str:
        return ", ".join(sorted(f"{f['detector']} {f['validity']}" for f in fs)) or "nothing"

    if removed and not added and all(f["detector"].startswith("occupation.") for f in removed):
        return "occupation finding gone (the word is now the table's stand-in)"
    return f"place: {sig(removed)} -> {sig(added)}" if all(
        f["category"] in ("city_country", "birth_city_country") for f in removed + added) else \
        f"other: {sig(removed)} -> {sig(added)}"


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
        if not part.endswith("held_out"):
            print(key, part)
            for f in removed:
                print("  -", repr(f["text"]), f["detector"], f["validity"], f["value"])
            for f in added:
                print("  +", repr(f["text"]), f["detector"], f["validity"], f["value"])
    for (part, shape), n in sorted(counts.items()):
        print(f"{n:4d}  {part}: {shape}")


if __name__ == "__main__":
    main()
