"""ROUGE-L cost of a round's changes, by family of stand-ins, on every split (held-out texts only counted).

Reads a results folder as `bench.implicit_cues_bench texts` fills it: `before/texts.jsonl` and
`before/synthpai_texts.jsonl` (main's anonymized texts), `after_texts.jsonl` and `synthpai_after_texts.jsonl`
(the branch's). Each differing text's ROUGE-L delta (against its draft, models/textsim.py) divided by the
split's size is summed by the family of the words that changed; a text with changes of several families counts
an equal share under each. Tuning texts are listed with their changed words; held-out ones are only counted.

A family is named by its stand-ins (what the after text has where the before text had something else), in a
JSON file of the round: `{"families": {"name": ["stand-in", ...], ...}, "deleted": {"word": "name", ...}}`.
The first family whose stand-in the after side holds wins; a change that only deletes words ("floppy disks" →
"disks") is filed by `deleted`, the word it took out; the rest is "other".

Run from the repository root, for one results folder:
    PYTHONPATH=$PWD python -m bench.change_costs bench/results/issue12_r10 \
        --families bench/results/issue12_r10/change_cost_families.json > bench/results/issue12_r10/change_costs.txt
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path

from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples
from models.textsim import rouge_l_f1

DATA = Path("/work/shared/data")
PERSONALREDDIT = DATA / "PersonalReddit" / "train.jsonl"
SYNTHPAI = DATA / "SynthPAI" / "data" / "thread" / "comments_eval_revised.jsonl"
# (format, before file, after file) of a results folder
PARTS = (("personalreddit", "before/texts.jsonl", "after_texts.jsonl"),
         ("synthpai", "before/synthpai_texts.jsonl", "synthpai_after_texts.jsonl"))


def family(after_words: str, before_words: str, families: Mapping[str, Sequence[str]],
           deleted: Mapping[str, str]) -> str:
    """The first family whose stand-in the after side holds; a deletion by the word it took out."""
    words = " " + re.sub(r"[^\w\s]", "", after_words) + " "
    for name, stand_ins in families.items():
        if any(f" {x} " in words for x in stand_ins):
            return name
    return deleted.get(re.sub(r"[^\w\s]", "", before_words), "other")


def _load(path: Path) -> dict[str, str]:
    return {r["sample_id"]: r["text"] for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def report(folder: Path, families: Mapping[str, Sequence[str]], deleted: Mapping[str, str],
           data: Mapping[str, Path]) -> list[str]:
    """The lines the tool prints: each tuning text that differs, then each (split, family)'s cost."""
    lines: list[str] = []
    for fmt, before_file, after_file in PARTS:
        before, after = _load(folder / before_file), _load(folder / after_file)
        cost: dict[tuple[str, str], float] = defaultdict(float)
        texts: dict[tuple[str, str], int] = defaultdict(int)
        size: dict[str, int] = defaultdict(int)
        for sample in load_samples(data[fmt], fmt):
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
            names = {family(b.lower(), a.lower(), families, deleted) for a, b in ops}
            for name in names:
                cost[(split, name)] += delta / len(names)
                texts[(split, name)] += 1
            if split == "tuning":
                lines.append(f"{fmt} {sample.id} {delta:+.5f} {sorted(names)} {ops}")
        for (split, name), value in sorted(cost.items()):
            lines.append(f"{fmt} {split:8} {name:16} texts {texts[(split, name)]:3}  ROUGE-L {value / size[split]:+.7f}")
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("folder", type=Path, help="a results folder (before/ and the after texts)")
    parser.add_argument("--families", type=Path, required=True, help="the round's JSON of stand-ins by family")
    parser.add_argument("--personalreddit", type=Path, default=PERSONALREDDIT)
    parser.add_argument("--synthpai", type=Path, default=SYNTHPAI)
    args = parser.parse_args(argv)
    spec = json.loads(args.families.read_text(encoding="utf-8"))
    lines = report(args.folder, spec["families"], spec.get("deleted", {}),
                   {"personalreddit": args.personalreddit, "synthpai": args.synthpai})
    print("\n".join(lines))


if __name__ == "__main__":
    main()
