"""Dev check of issue 12 round 7: per sample, do the privacy measures stay the same before → after?

Counts only (no text is printed), for PersonalReddit tuning/held-out and SynthPAI tuning/held-out: samples
whose anonymized text differs, samples whose explicit-leak checks differ, samples whose surviving evidence
phrases differ. Equal aggregates could hide one leak fixed and another opened; this shows they do not.

    PYTHONPATH=$PWD python bench/results/issue12_rouge_r7/per_sample_same.py [REPORT_FOLDER]

REPORT_FOLDER (default: this one) holds before/texts.jsonl, before/synthpai_texts.jsonl, after_texts.jsonl and
synthpai_after_texts.jsonl (round 8 ran it on bench/results/issue12_rouge_r8).
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from bench.implicit_cues_bench import _read_texts
from models.evaluation.evidence_survival import survival
from models.evaluation.explicit_leak import explicit_leaks
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

R = Path(sys.argv[1] if len(sys.argv) > 1 else "bench/results/issue12_rouge_r7")
SOURCES = (("PersonalReddit", Path("/work/shared/data/PersonalReddit/train.jsonl"), "personalreddit",
            R / "before/texts.jsonl", R / "after_texts.jsonl"),
           ("SynthPAI", Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl"), "synthpai",
            R / "before/synthpai_texts.jsonl", R / "synthpai_after_texts.jsonl"))


def main() -> None:
    for label, data, fmt, before_path, after_path in SOURCES:
        before, after = _read_texts(before_path), _read_texts(after_path)
        counts: Counter[tuple[str, str]] = Counter()
        for sample in load_samples(data, fmt):
            split = split_of(sample.truth) if fmt == "personalreddit" else synthpai_split_of_sample(sample.id)
            b, a = before[sample.id], after[sample.id]
            counts[(split, "samples")] += 1
            counts[(split, "text differs")] += b != a
            counts[(split, "explicit leak differs")] += explicit_leaks(b, sample.truth) != explicit_leaks(a, sample.truth)
            counts[(split, "evidence survival differs")] += survival(sample.evidence, b) != survival(sample.evidence, a)
        for split in ("tuning", "held_out"):
            print(label, split, {k: counts[(split, k)] for k in ("samples", "text differs", "explicit leak differs",
                                                                 "evidence survival differs")})


if __name__ == "__main__":
    main()
