"""Tuning-only scores for the tuning loop (issue 12 round 12): evidence_survival, explicit leak, ROUGE-L on the
TUNING personas / profiles only (models/evaluation/personas.py), so held-out numbers are never printed while
detectors are being changed. The held-out half is scored only by bench/implicit_cues_bench.py report, at the start
and at the end.

    PYTHONPATH=$PWD .venv/bin/python bench/results/issue12_r12/tuning_score.py PR_TEXTS SP_TEXTS
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from bench.implicit_cues_bench import _score
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")
SP = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")


def main(pr_texts: str, sp_texts: str) -> None:
    for fmt, data, path, split in (("personalreddit", PR, pr_texts, lambda s: split_of(s.truth)),
                                   ("synthpai", SP, sp_texts, lambda s: synthpai_split_of_sample(s.id))):
        samples = {s.id: s for s in load_samples(data, fmt)}
        texts = {r["sample_id"]: r["text"] for r in map(json.loads, Path(path).read_text(encoding="utf-8").splitlines())}
        ids = sorted(i for i, s in samples.items() if i in texts and split(s) == "tuning")
        scored = _score(samples, texts, ids, fmt)["by_split"]["tuning"]
        print(fmt, "tuning", {k: scored.get(k) for k in ("evidence_survival", "explicit_leak", "ROUGE", "BLEU")})
        print("   by attribute", scored["evidence_survival_by_attribute"])


if __name__ == "__main__":
    main(*sys.argv[1:3])
