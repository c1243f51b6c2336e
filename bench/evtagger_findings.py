"""Every pre-filter finding (all tiers, before the policy filters them) of PersonalReddit's TUNING comments, with
the GPT-4 evidence phrases of each comment and where they stand: the data of the evidence-tagger study
(bench/results/evtagger/README.md).

Held-out personas (models/evaluation/personas.py) are skipped here, so nothing learned from this file has seen
them. SynthPAI is never read (it is evaluation-only: CC-BY-NC-SA).

    PYTHONPATH=$PWD .venv/bin/python -m bench.evtagger_findings --out /tmp/evtagger_findings.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from bench.tuning_survivors import DATA, phrase_spans
from models.evaluation.personas import persona_key, split_of
from models.evaluation.samples import load_samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    from models.engine import Engine

    prefilter = Engine.load(use_llm=False).prefilter
    with args.out.open("w", encoding="utf-8") as sink:
        for sample in load_samples(args.data, "personalreddit"):
            if split_of(sample.truth) != "tuning":
                continue
            findings = prefilter.find(sample.text)
            evidence = [{"attribute": a, "phrase": p, "spans": phrase_spans(p, sample.text)} for a, p in sample.evidence]
            sink.write(json.dumps({
                "sample_id": sample.id, "persona": persona_key(sample.truth), "text": sample.text,
                "evidence": evidence,
                "findings": [asdict(f) for f in findings],
            }, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
