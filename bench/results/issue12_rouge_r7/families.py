"""Dev tool of issue 12 round 7: the edits of each change of this round, before → after, on a tuning split.

Reads two edit_costs.py --json files (main's engine, this branch's) and sums, per family of edits this round
shortened, the edits, their token cost (words removed + added against the span) and their single-edit ROUGE-L
gains (the mean ROUGE-L that undoing each edit alone would give back; a share, not exactly additive).

    PYTHONPATH=$PWD python bench/results/issue12_rouge_r7/families.py BEFORE.json AFTER.json
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from typing import Any


def family(e: dict[str, Any]) -> str | None:
    det, orig, rep = e["detector"], e["original"].strip(" ,").lower(), e["replacement"].lower()
    if det == "implicit.dialect" and orig in ("mate", "mates"):
        return "vocative mate taken out (cues/implicit.py)"
    if det == "implicit.slang" and orig in ("tbh", "imo", "imho", "idk", "irl", "omg"):
        return "tbh/imo/imho/idk/irl/omg → one or two words (cues/register.py)"
    if det == "implicit.foreign_language" and (rep.startswith("(")):
        return "foreign phrase → (foreign phrase) (cues/foreign_language.py)"
    if det.startswith("place.") and "ocean" in rep:
        return "Oceania as an adjective (generalize_table.py)"
    if det.startswith("education.degree") and re.search(r"\s(?:in|of)\s", orig):
        return "level as written, field dropped (generalize_table.py)"
    if det == "implicit.school_system" or (det == "implicit.dialect" and orig == "cuppa") or det == "implicit.region":
        return "school exams, cuppa, regions (data/regional_terms.py)"
    if det == "implicit.culture":
        return "culture foods one word (data/regional_terms.py)"
    if det.startswith("relationship.status") and re.match(r"(?:got|getting|get)\b", orig):
        return "status change → settled down / broke up (generalize_table.py)"
    if det == "implicit.generation:ago":
        return "a decade ago → a while ago (cues/implicit.py)"
    return None


def sums(path: str) -> dict[str, list[float]]:
    out: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for e in json.load(open(path, encoding="utf-8")):
        name = family(e)
        if name is not None:
            row = out[name]
            row[0] += 1
            row[1] += e["removed"] + e["added"]
            row[2] += e["gain"]
    return out


def main() -> None:
    before, after = sums(sys.argv[1]), sums(sys.argv[2])
    print("| change | edits | token cost before → after | single-edit ROUGE-L share before → after | freed |")
    print("|---|---:|---:|---:|---:|")
    total = 0.0
    for name in sorted(set(before) | set(after), key=lambda n: -(before[n][2] - after[n][2])):
        b, a = before[name], after[name]
        total += b[2] - a[2]
        print(f"| {name} | {int(b[0])} → {int(a[0])} | {int(b[1])} → {int(a[1])} | {b[2]:.5f} → {a[2]:.5f} | "
              f"{b[2] - a[2]:+.5f} |")
    print(f"| **all** | | | | {total:+.5f} |")


if __name__ == "__main__":
    main()
