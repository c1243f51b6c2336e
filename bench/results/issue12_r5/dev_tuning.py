"""Dev scorer of issue 12 round 5: the bench's measures on the TUNING halves only (PersonalReddit tuning
personas, SynthPAI tuning profiles), so that held-out numbers are never seen while building.

    PYTHONPATH=$PWD python bench/results/issue12_r5/dev_tuning.py PR_TEXTS SP_TEXTS
"""

from __future__ import annotations

import sys
from pathlib import Path

from bench.implicit_cues_bench import _read_texts, _score
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")
SP = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")


def main() -> None:
    pr = {s.id: s for s in load_samples(PR, "personalreddit") if split_of(s.truth) == "tuning"}
    sp = {s.id: s for s in load_samples(SP, "synthpai") if synthpai_split_of_sample(s.id) == "tuning"}
    for label, samples, path, fmt in (("PR tuning", pr, sys.argv[1], "personalreddit"),
                                      ("SP tuning", sp, sys.argv[2], "synthpai")):
        texts = _read_texts(Path(path))
        m = _score(samples, texts, sorted(samples), fmt)
        t = m["by_split"]["tuning"]
        print(f"{label}: survival {t['evidence_survival']:.4f} leak {t['explicit_leak']:.4f} "
              f"ROUGE {t['ROUGE']:.7f} BLEU {t['BLEU']:.4f} n {t['n']} phrases {t['evidence_n']}")
        print("   by attribute:", {k: round(v, 3) for k, v in m["evidence_survival_by_attribute"].items()})


if __name__ == "__main__":
    main()
