"""ROUGE-L cost of this round's changes, by family, on every split (counts only for held-out: no text printed).

Each differing text's ROUGE-L delta (against its draft, models/textsim.py) divided by the split's size, summed
by the family of the words that changed (a text with changes of two families is counted under both names).
Tuning texts are listed with their changed words; held-out ones are only counted.

    PYTHONPATH=$PWD python bench/results/issue12_r10/change_costs.py
"""

from __future__ import annotations

import difflib
import json
import re
from collections import defaultdict
from pathlib import Path

from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples
from models.textsim import rouge_l_f1

R = Path("bench/results/issue12_r10")
PARTS = (("personalreddit", Path("/work/shared/data/PersonalReddit/train.jsonl"), "before/texts.jsonl",
          "after_texts.jsonl"),
         ("synthpai", Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl"),
          "before/synthpai_texts.jsonl", "synthpai_after_texts.jsonl"))
# the stand-ins of each family (what the after text has where the before text had something else)
FAMILIES = (("trade activity", ("work", "working", "worked", "works", "worker", "workers")),
            ("gender shape", ("person", "people", "gender", "parent", "parents")),
            ("relationship time", ("breakup", "relationship")))


def family(after_words: str, before_words: str) -> str:
    """The family whose stand-in the after side holds; a deletion ("floppy disks" → "disks", "my masters program"
    → "my program") by the word deleted."""
    words = " " + re.sub(r"[^\w\s]", "", after_words) + " "
    for name, stand_ins in FAMILIES:
        if any(f" {x} " in words for x in stand_ins):
            return name
    return "other"


def _load(path: Path) -> dict[str, str]:
    return {r["sample_id"]: r["text"] for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def main() -> None:
    for fmt, data, before_file, after_file in PARTS:
        before, after = _load(R / before_file), _load(R / after_file)
        cost: dict[tuple[str, str], float] = defaultdict(float)
        texts: dict[tuple[str, str], int] = defaultdict(int)
        size: dict[str, int] = defaultdict(int)
        for sample in load_samples(data, fmt):
            if sample.id not in before:
                continue
            split = split_of(sample.truth) if fmt == "personalreddit" else synthpai_split_of_sample(sample.id)
            size[split] += 1
            if before[sample.id] == after[sample.id]:
                continue
            delta = rouge_l_f1(sample.text, after[sample.id]) - rouge_l_f1(sample.text, before[sample.id])
            wa, wb = before[sample.id].split(), after[sample.id].split()
            ops = [(" ".join(wa[i1:i2]), " ".join(wb[j1:j2])) for t, i1, i2, j1, j2 in
                   difflib.SequenceMatcher(None, wa, wb, autojunk=False).get_opcodes() if t != "equal"]
            names = {family(b.lower(), a.lower()) for a, b in ops}
            for name in names:
                cost[(split, name)] += delta / len(names)
                texts[(split, name)] += 1
            if split == "tuning":
                print(f"{fmt} {sample.id} {delta:+.5f} {sorted(names)} {ops}")
        for (split, name), value in sorted(cost.items()):
            print(f"{fmt} {split:8} {name:16} texts {texts[(split, name)]:3}  ROUGE-L {value / size[split]:+.7f}")


if __name__ == "__main__":
    main()
