"""Study table for issue 12 round implied7: the TUNING halves' occupation and education evidence phrases that
survive the branch point's anonymization, one line each (held-out samples are skipped before anything is read).

    PYTHONPATH=$PWD python bench/results/implied7/study.py PR_TEXTS SP_TEXTS [ATTRIBUTE,...] > /tmp/implied7/survivors.tsv

(implied8 ran it with age,income_level,relationship_status,city_country.)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from models.evaluation.evidence_survival import occurs
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")
SP = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")
ATTRIBUTES = tuple(sys.argv[3].split(",")) if len(sys.argv) > 3 else ("occupation", "education")


def main(pr_texts: str, sp_texts: str) -> None:
    for fmt, data, path in (("personalreddit", PR, pr_texts), ("synthpai", SP, sp_texts)):
        texts = {r["sample_id"]: r["text"] for r in map(json.loads, Path(path).read_text(encoding="utf-8").splitlines())}
        for sample in load_samples(data, fmt):
            split = split_of(sample.truth) if fmt == "personalreddit" else synthpai_split_of_sample(sample.id)
            if split != "tuning" or sample.id not in texts:
                continue
            for attribute, phrase in sample.evidence:
                if attribute in ATTRIBUTES:
                    state = "survives" if occurs(phrase, texts[sample.id]) else "removed"
                    print(f"{fmt}\t{sample.id}\t{attribute}\t{sample.truth.get(attribute, '')}\t{state}\t{phrase}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
