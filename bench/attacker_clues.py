"""The pre-filter's clues for every PersonalReddit comment, for training an attacker adapter that reads them.

The engine runs the pre-filter before the attacker anyway, so an adapter may be given its findings as
clues (`models.adapter.prompt.clues_of`). This writes them once, on the CPU, for the GPU machine:

    python -m bench.attacker_clues --data ../shared/data/PersonalReddit/train.jsonl --out clues.jsonl
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from models.adapter.prompt import clues_of
from models.prefilter.prefilter import Prefilter


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    prefilter = Prefilter()
    lines = [line for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    with args.out.open("w", encoding="utf-8") as out:
        for number, line in enumerate(lines, 1):  # ids as in models/evaluation/samples.py
            row = json.loads(line)
            clues = clues_of(prefilter.find(row["response"]))
            out.write(json.dumps({"id": f"pr-{number:04d}", "clues": clues}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
