"""Dev tool of issue 12 round 7 (ROUGE room): where ROUGE-L goes, edit by edit, on the TUNING split only.

For every suggestion the no-model engine makes on a tuning comment (PersonalReddit tuning personas, or SynthPAI
tuning profiles with --synthpai), it prints the span → its stand-in, the finding's detector, its token cost
(words removed + words added against the LCS of span and stand-in, the unit of ROUGE-L: models/textsim.py) and
its share of the split's mean ROUGE-L (the mean gained if this one edit were undone, all others kept). Then the
totals by detector and by (span → stand-in) pair, largest first. Held-out comments are never anonymized here.

    PYTHONPATH=$PWD python bench/results/issue12_rouge_r7/edit_costs.py [--synthpai] [--edits N] [--pairs N]
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import models.engine as engine_module
from models.engine import Engine
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples
from models.policy import Policy
from models.records import Finding, Suggestion
from models.suggestions import apply, from_findings
from models.textsim import lcs_length, rouge_l_f1, words

PR = Path("/work/shared/data/PersonalReddit/train.jsonl")
SP = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")


def _cost(original: str, replacement: str) -> tuple[int, int]:
    a, b = words(original), words(replacement)
    common = lcs_length(a, b)
    return len(a) - common, len(b) - common


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--synthpai", action="store_true")
    parser.add_argument("--edits", type=int, default=60)
    parser.add_argument("--pairs", type=int, default=60)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.synthpai:
        samples = [s for s in load_samples(SP, "synthpai") if synthpai_split_of_sample(s.id) == "tuning"]
    else:
        samples = [s for s in load_samples(PR, "personalreddit") if split_of(s.truth) == "tuning"]

    detectors: dict[tuple[int, int, str], str] = {}
    # The engine turns findings into suggestions through its module-level name: wrap it to learn each
    # suggestion's detector (a Suggestion does not carry it).
    original_from_findings = from_findings

    def recording(findings: Any, style: str, generalize: Any) -> list[Suggestion]:
        for f in findings:
            assert isinstance(f, Finding)
            detectors[(f.start, f.end, f.text)] = f.detector
        return original_from_findings(findings, style, generalize)

    setattr(engine_module, "from_findings", recording)
    engine = Engine.load(use_llm=False)
    n = len(samples)
    edits: list[dict[str, Any]] = []
    for sample in samples:
        detectors.clear()
        result = engine.anonymize(sample.text, Policy())
        full = rouge_l_f1(sample.text, result.text)
        for s in result.suggestions:
            if s.original == s.replacement:
                continue
            rest = [o for o in result.suggestions if o.id != s.id]
            gain = (rouge_l_f1(sample.text, apply(sample.text, rest)) - full) / n
            removed, added = _cost(s.original, s.replacement)
            edits.append({"id": sample.id, "detector": detectors.get((s.start, s.end, s.original), "merged/other"),
                          "category": s.category, "original": s.original, "replacement": s.replacement,
                          "removed": removed, "added": added, "gain": gain, "words": len(words(sample.text))})
    edits.sort(key=lambda e: -e["gain"])
    total = sum(e["gain"] for e in edits)
    print(f"{n} tuning samples, {len(edits)} edits, sum of single-edit gains {total:.6f} (mean ROUGE-L units)")
    by_detector: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    by_pair: dict[tuple[str, str, str], list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for e in edits:
        for table, key in ((by_detector, e["detector"]),
                           (by_pair, (e["detector"], e["original"].lower(), e["replacement"].lower()))):
            row = table[key]  # type: ignore[index]
            row[0] += 1
            row[1] += e["removed"] + e["added"]
            row[2] += e["gain"]
    print("\n== by detector: edits, token cost, ROUGE-L gain if undone ==")
    for key, (count, cost, gain) in sorted(by_detector.items(), key=lambda kv: -kv[1][2]):
        print(f"{gain:.6f} {int(count):4d} {int(cost):5d}  {key}")
    print("\n== by (detector, span → stand-in) ==")
    for (det, orig, rep), (count, cost, gain) in sorted(by_pair.items(), key=lambda kv: -kv[1][2])[: args.pairs]:
        print(f"{gain:.6f} {int(count):3d} {int(cost):4d}  {det}: {orig!r} → {rep!r}")
    print("\n== single edits ==")
    for e in edits[: args.edits]:
        print(f"{e['gain']:.6f} -{e['removed']}+{e['added']} ({e['words']}w) {e['detector']}: "
              f"{e['original']!r} → {e['replacement']!r}")
    if args.json:
        args.json.write_text(json.dumps(edits, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
