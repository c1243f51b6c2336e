"""The GPT-4 evidence phrases that survive anonymization, for TUNING personas only (models/evaluation/personas.py).

Held-out comments are never printed: this is the view detectors may be designed from. With --format synthpai,
the SynthPAI profiles of the tuning half (`synthpai_split_of`, by username) instead.

    PYTHONPATH=$PWD .venv/bin/python -m bench.tuning_survivors --texts /tmp/after.jsonl [--attribute occupation]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from models.evaluation.evidence_survival import occurs
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

DATA = Path("../shared/data/PersonalReddit/train.jsonl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--texts", type=Path, required=True, help="{sample_id, text} lines (implicit_cues_bench texts)")
    parser.add_argument("--format", choices=("personalreddit", "synthpai"), default="personalreddit", dest="fmt")
    parser.add_argument("--attribute")
    parser.add_argument("--context", action="store_true", help="print the anonymized text too")
    args = parser.parse_args(argv)
    texts = {r["sample_id"]: r["text"] for r in map(json.loads, args.texts.read_text(encoding="utf-8").splitlines())}
    for sample in load_samples(args.data, args.fmt):
        split = split_of(sample.truth) if args.fmt == "personalreddit" else synthpai_split_of_sample(sample.id)
        if split != "tuning" or sample.id not in texts:
            continue
        kept = [(a, p) for a, p in sample.evidence if occurs(p, texts[sample.id])
                and (args.attribute is None or a == args.attribute)]
        for attribute, phrase in kept:
            print(f"{sample.id}\t{attribute}\t{sample.truth.get(attribute, '')}\t{phrase}")
        if kept and args.context:
            print("    >> " + texts[sample.id].replace("\n", " ")[:600])
    return 0


if __name__ == "__main__":
    sys.exit(main())
