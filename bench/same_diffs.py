"""Sort `bench.prefilter_same --compare` output by shape without showing PersonalReddit held-out texts.

Each differing text's removed (-) and added (+) findings are sorted into a shape: by default the detectors
and validities on each side ("place: place.city high -> nothing"), never a text's words; a round may pass its
own `shape`. PersonalReddit held-out comments (models/evaluation/personas.py) are only counted, by shape,
never printed; the other parts (tuning comments, synthetic PII texts, SPIA panorama) are printed with their
findings. Last, a count of texts by part and shape.

Run from the repository root:
    python -m bench.prefilter_same --compare BEFORE.json ... > same.txt
    PYTHONPATH=$PWD python -m bench.same_diffs same.txt
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")
Finding = dict[str, Any]
Shape = Callable[[list[Finding], list[Finding]], str]


def signature(findings: list[Finding]) -> str:
    return ", ".join(sorted(f"{f['detector']} {f['validity']}" for f in findings)) or "nothing"


def by_detector(removed: list[Finding], added: list[Finding]) -> str:
    """The default shape: place findings apart from the rest, each side by detector and validity."""
    kind = "place" if all(f["category"] in ("city_country", "birth_city_country") for f in removed + added) else "other"
    return f"{kind}: {signature(removed)} -> {signature(added)}"


def blocks(text: str) -> dict[str, tuple[list[Finding], list[Finding]]]:
    """Each differing text ("personalreddit[12]") → (removed findings, added findings)."""
    out: dict[str, tuple[list[Finding], list[Finding]]] = {}
    current = None
    for line in text.splitlines():
        if re.match(r"^(\w+)\[(\d+)\]:$", line):
            current = line[:-1]
            out[current] = ([], [])
        elif current and re.match(r"^\s+[-+]\s+\{", line):
            sign, body = line.strip()[0], line.strip()[1:].strip()
            out[current][0 if sign == "-" else 1].append(ast.literal_eval(body))
    return out


def report(compare_output: Path, shape: Shape = by_detector, show: Callable[[str], bool] = lambda s: True,
           quote: Callable[[str], str] = repr, personalreddit: Path = PR) -> list[str]:
    """The lines to print: each shown text (not held out, its shape passing `show`), then the counts."""
    from models.evaluation.personas import split_of
    from models.evaluation.samples import load_samples

    splits = {s.id: split_of(s.truth) for s in load_samples(personalreddit, "personalreddit")}
    lines: list[str] = []
    counts: Counter[tuple[str, str]] = Counter()
    for key, (removed, added) in blocks(compare_output.read_text(encoding="utf-8")).items():
        m = re.match(r"(\w+)\[(\d+)\]", key)
        assert m is not None
        part = m.group(1)
        if part == "personalreddit":
            part += " " + splits.get(f"pr-{int(m.group(2)) + 1:04d}", "?")
        kind = shape(removed, added)
        counts[(part, kind)] += 1
        if show(kind) and not part.endswith("held_out"):
            lines.append(f"{key} {part}")
            lines.extend(f"  {sign} {quote(f['text'])} {f['detector']} {f['validity']} {f['value']}"
                         for sign, side in (("-", removed), ("+", added)) for f in side)
    lines.extend(f"{n:4d}  {part}: {kind}" for (part, kind), n in sorted(counts.items()))
    return lines


def main(argv: Sequence[str] | None = None, shape: Shape = by_detector, show: Callable[[str], bool] = lambda s: True,
         quote: Callable[[str], str] = repr) -> None:
    args = sys.argv[1:] if argv is None else argv
    lines = report(Path(args[0]), shape, show, quote)
    if lines:
        print("\n".join(lines))


if __name__ == "__main__":
    main()
