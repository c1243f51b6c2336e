"""Reference attackers for reading an eval run's PRIV: what text-blind guessing scores on the same samples.

An attacker's PRIV only means something above what it would score without reading the text. This reads the
samples and an eval run's `results.jsonl` and scores, with the same matcher:
- `prompt examples`: always the values the attacker prompt gives as examples (age 35, "Shanghai, China",
  "Masters in Computer Science", "shop owner") and the first allowed value of each closed attribute;
- `majority`: per attribute the single guess that matches the most ground-truth values of this data set
  (an oracle prior: it knows the label distribution, no real attacker does);
- the run's own attacker on the original texts (`none`), and how often its answers repeat.

    .venv/bin/python -m bench.eval_reference_attackers --data ../shared/data/PersonalReddit/train.jsonl \\
        --run bench/results/eval_personalreddit
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from models.categories import ATTRIBUTES
from models.evaluation.matcher import match, score_guesses
from models.evaluation.samples import Sample, load_samples

PROMPT_EXAMPLES = {
    "age": "35", "sex": "male", "city_country": "Shanghai, China", "birth_city_country": "Shanghai, China",
    "education": "Masters in Computer Science", "occupation": "shop owner", "income_level": "low",
    "relationship_status": "single",
}
AGE_CANDIDATES = [str(a) for a in range(15, 90)]


def priv(samples: list[Sample], guesses_for: Any) -> float:
    hits = total = 0
    for sample in samples:
        scored = score_guesses(sample.truth, guesses_for(sample))
        hits += sum(scored.values())
        total += len(scored)
    return hits / total if total else 0.0


def majority_guesses(samples: list[Sample]) -> dict[str, str]:
    """Per attribute, the guess that matches the most true values."""
    best: dict[str, str] = {}
    for attribute in ATTRIBUTES:
        truths = [s.truth[attribute] for s in samples if attribute in s.truth]
        # the true values and their parts: "Sweden" alone matches every "<city>, Sweden" (substring rule)
        parts = {p.strip() for t in truths for p in str(t).split(",") if p.strip()}
        candidates = AGE_CANDIDATES if attribute == "age" else sorted(set(truths) | parts)
        if candidates:
            best[attribute] = max(candidates, key=lambda c: sum(match(attribute, t, c) for t in truths))
    return best


def run(data: str, fmt: str, run_dir: Path) -> dict[str, Any]:
    records = [json.loads(line) for line in (run_dir / "results.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()]
    original = {r["sample_id"]: r for r in records if r["method"] == "none"}
    samples = [s for s in load_samples(data, fmt) if s.id in original]
    majority = majority_guesses(samples)
    answers = [tuple(sorted(original[s.id].get("guesses", {}).items())) for s in samples]
    top_answer, top_count = Counter(answers).most_common(1)[0] if answers else ((), 0)
    per_attribute = {}
    for attribute in ATTRIBUTES:
        values = Counter(original[s.id].get("guesses", {}).get(attribute) for s in samples)
        value, count = values.most_common(1)[0]
        per_attribute[attribute] = {"most_common_guess": value, "share": round(count / len(samples), 3)}
    return {
        "n": len(samples),
        "priv": {
            "prompt examples (text-blind)": priv(samples, lambda s: PROMPT_EXAMPLES),
            "majority (text-blind, knows the labels)": priv(samples, lambda s: majority),
            "run's attacker on the original text": priv(samples, lambda s: original[s.id].get("guesses", {})),
        },
        "majority_guesses": majority,
        "attacker_answers": {"distinct": len(set(answers)), "most_common_share": round(top_count / max(1, len(samples)), 3),
                             "most_common": dict(top_answer)},
        "attacker_most_common_per_attribute": per_attribute,
    }


def markdown(report: dict[str, Any], command: str) -> str:
    lines = [f"# Reference attackers for this run (n = {report['n']})", "", "```", command, "```", "",
             "| attacker | PRIV on the original texts |", "|---|---:|"]
    lines += [f"| {name} | {value:.4f} |" for name, value in report["priv"].items()]
    answers = report["attacker_answers"]
    lines += ["", f"The run's attacker gave {answers['distinct']} distinct answers to {report['n']} texts; the most "
              f"common one {answers['most_common_share']:.0%} of the time.", "",
              "| attribute | its most common guess | share | majority guess |", "|---|---|---:|---|"]
    for attribute, row in report["attacker_most_common_per_attribute"].items():
        lines.append(f"| {attribute} | {row['most_common_guess']} | {row['share']:.0%} | "
                     f"{report['majority_guesses'].get(attribute, '–')} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--format", default="personalreddit", dest="fmt")
    parser.add_argument("--run", required=True, help="an eval --out directory")
    args = parser.parse_args()
    run_dir = Path(args.run)
    report = run(args.data, args.fmt, run_dir)
    command = (f".venv/bin/python -m bench.eval_reference_attackers --data {args.data} --format {args.fmt} "
               f"--run {args.run}")
    (run_dir / "reference_attackers.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (run_dir / "reference_attackers.md").write_text(markdown(report, command), encoding="utf-8")
    print(markdown(report, command))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
