"""Implicit cues before/after: evidence_survival, explicit leak, ROUGE-L and BLEU on PersonalReddit's tuning and
held-out personas (models/evaluation/personas.py).

Two engines are compared on the same 404 comments, so the "before" engine must be run from its own checkout:

    # 1. anonymized texts of each engine (pre-filter + generalization table, no model: seconds per comment)
    PYTHONPATH=/path/to/main  .venv/bin/python -m bench.implicit_cues_bench texts --out /tmp/before.jsonl
    PYTHONPATH=$PWD           .venv/bin/python -m bench.implicit_cues_bench texts --out /tmp/after.jsonl
    # 2. score both with this checkout's measures, plus the `looktwice eval` runs (RLAA with the embedded
    #    model) of both engines on the comments both runs finished
    PYTHONPATH=$PWD .venv/bin/python -m bench.implicit_cues_bench report --before /tmp/before.jsonl \
        --after /tmp/after.jsonl --eval-before bench/results/eval_personalreddit \
        --eval-after bench/results/eval_personalreddit_implicit

Step 1 uses only `Engine.load(use_llm=False).anonymize` and reads the data file itself, so it runs on any
version of the engine. The no-model engine is what the pre-filter and the table alone do; on the landed
engine it gives the same evidence_survival as its RLAA run with the embedded model (that model adds almost
no edits of its own), which is why it can stand in where the slow RLAA run could not cover every comment.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from pathlib import Path
from typing import Any

from bench.machine import machine

DATA = Path("../shared/data/PersonalReddit/train.jsonl")
OUT = Path("bench/results")


def texts(data: Path, out: Path, fmt: str = "personalreddit", limit: int | None = None) -> None:
    """Anonymize every comment (SynthPAI: every profile's comments) with the engine on PYTHONPATH, no model,
    and write {sample_id, text} lines. Reads the data itself (ids as `load_samples` gives them)."""
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine.load(use_llm=False)
    started = time.perf_counter()
    with data.open(encoding="utf-8") as handle, out.open("w", encoding="utf-8") as sink:
        done = 0
        for number, line in enumerate(handle, 1):
            if not line.strip() or (limit is not None and done >= limit):
                continue
            row = json.loads(line)
            if fmt == "personalreddit":
                sample_id, text = f"pr-{number:04d}", row["response"]
            else:  # SynthPAI comments_eval_revised.jsonl, as models/evaluation/samples.py joins them
                sample_id = f"sp-{row.get('username') or number}"
                text = "\n".join(c["text"].strip() for c in row["comments"] if isinstance(c.get("text"), str)
                                 and c["text"].strip())
            sink.write(json.dumps({"sample_id": sample_id, "text": engine.anonymize(text, Policy()).text},
                                  ensure_ascii=False) + "\n")
            done += 1
    print(f"{out}: {time.perf_counter() - started:.1f} s", file=sys.stderr)


def _score(samples: dict[str, Any], texts_by_id: dict[str, str], ids: list[str],
           fmt: str = "personalreddit") -> dict[str, Any]:
    from models.evaluation.metrics import SPLIT_KEYS, compute_metrics
    from models.evaluation.personas import synthpai_split_of_sample
    from models.evaluation.runner import annotate
    from models.evaluation.scoring import score_text

    records = []
    for sample_id in ids:
        sample = samples[sample_id]
        scored = score_text(sample, texts_by_id[sample_id], attacker=None)
        record = annotate({"sample_id": sample_id, "method": "engine", "hardness": sample.hardness,
                           "text": texts_by_id[sample_id], **scored}, sample, fmt)
        if fmt == "synthpai":  # SynthPAI's profile split (issue 12 round 5): by username
            record["split"] = synthpai_split_of_sample(sample_id)
        records.append(record)
    m = compute_metrics(records, ["engine"])["engine"]
    out = {k: m.get(k) for k in SPLIT_KEYS}
    by_split: dict[str, Any] = m.get("by_split", {})
    out["by_split"] = by_split
    out["evidence_survival_by_attribute"] = m["evidence_survival_by_attribute"]
    for split, scores in by_split.items():  # by attribute within each split too
        part = [r for r in records if r.get("split") == split]
        scores["evidence_survival_by_attribute"] = compute_metrics(part, ["engine"])["engine"]["evidence_survival_by_attribute"]
    return out


def _eval_texts(run_dir: Path, method: str) -> dict[str, str]:
    from models.evaluation.store import ResultStore

    path = run_dir / "results.jsonl"
    return {r["sample_id"]: r["text"] for r in ResultStore(path).records() if r["method"] == method} if path.exists() else {}


def report(data: Path, before: Path, after: Path, eval_before: Path | None, eval_after: Path | None) -> dict[str, Any]:
    from models.evaluation.samples import load_samples

    samples = {s.id: s for s in load_samples(data, "personalreddit")}
    ids = sorted(samples)

    def load(path: Path) -> dict[str, str]:
        return {r["sample_id"]: r["text"] for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}

    result: dict[str, Any] = {
        "generated": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "machine": machine(),
        "no_model_engine": {"before": _score(samples, load(before), ids), "after": _score(samples, load(after), ids),
                            "comments": len(ids)},
    }
    if eval_before and eval_after:
        for method in ("none", "mask", "rlaa", "greedy"):
            b, a = _eval_texts(eval_before, method), _eval_texts(eval_after, method)
            common = sorted(set(a) & set(b))
            if common:
                result[f"eval_{method}"] = {"before": _score(samples, b, common), "after": _score(samples, a, common),
                                            "comments": len(common)}
    return result


def synthpai_report(data: Path, before: Path, after: Path) -> dict[str, Any]:
    """The same measures on the SynthPAI profiles both text files cover, overall and per profile split
    (`synthpai_split_of`: tuning half / held-out half, from issue 12 round 5 on)."""
    from models.evaluation.samples import load_samples

    samples = {s.id: s for s in load_samples(data, "synthpai")}
    b, a = (_read_texts(p) for p in (before, after))
    ids = sorted(set(a) & set(b) & set(samples))
    return {"before": _score(samples, b, ids, "synthpai"), "after": _score(samples, a, ids, "synthpai"),
            "comments": len(ids)}


def _read_texts(path: Path) -> dict[str, str]:
    return {r["sample_id"]: r["text"] for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def render(result: dict[str, Any]) -> str:
    lines = ["# Implicit cues: evidence survival before/after (issue 12)", "",
             f"Generated {result['generated']} on {result['machine']['cpu']} ({result['machine']['nproc']} cores), "
             f"load average {result['machine']['load_average']}.", ""]
    if result.get("labels"):
        lines += [f"before = {result['labels']['before']}; after = {result['labels']['after']}.", ""]
    for key, title in (("eval_rlaa", "RLAA with the embedded model (`looktwice eval`)"),
                       ("no_model_engine", "Pre-filter + generalization table, no model (every comment)"),
                       ("eval_mask", "Masking (pre-filter spans → ***)"), ("eval_greedy", "FgAA greedy"),
                       ("synthpai_no_model_engine", "SynthPAI profiles, pre-filter + table, no model")):
        if key not in result:
            continue
        block = result[key]
        unit = "profiles" if key.startswith("synthpai") else "comments"
        lines += [f"## {title} — {block['comments']} {unit}", "",
                  "| engine | split | evidence_survival ↓ | explicit_leak ↓ | ROUGE-L ↑ | BLEU ↑ | comments | phrases |",
                  "|---|---|---:|---:|---:|---:|---:|---:|"]
        for when in ("before", "after"):
            scores = block[when]
            rows = [("all", scores)] + [(s, scores["by_split"][s]) for s in ("tuning", "held_out") if s in scores["by_split"]]
            for split, v in rows:
                lines.append(f"| {when} | {split} | {v['evidence_survival']:.3f} | {v['explicit_leak']:.4f} | "
                             f"{v['ROUGE']:.4f} | {v['BLEU']:.4f} | {v['n']} | {v['evidence_n']} |")
        lines.append("")
        lines += _by_attribute(block)
    return "\n".join(lines) + "\n"


def _by_attribute(block: dict[str, Any]) -> list[str]:
    """evidence_survival by attribute, before → after, for all and for each split."""
    splits = [("all", block["before"]["evidence_survival_by_attribute"], block["after"]["evidence_survival_by_attribute"])]
    for split in ("tuning", "held_out"):
        b, a = block["before"]["by_split"].get(split, {}), block["after"]["by_split"].get(split, {})
        if "evidence_survival_by_attribute" in b and "evidence_survival_by_attribute" in a:
            splits.append((split, b["evidence_survival_by_attribute"], a["evidence_survival_by_attribute"]))
    attributes = sorted({k for _, b, a in splits for k in (*b, *a)})
    if not attributes:
        return []
    lines = ["evidence_survival by attribute, before → after:", "",
             "| split | " + " | ".join(attributes) + " |", "|---|" + "---:|" * len(attributes)]
    for split, b, a in splits:
        cells = [f"{b[k]:.3f} → {a[k]:.3f}" if k in b and k in a else "–" for k in attributes]
        lines.append(f"| {split} | " + " | ".join(cells) + " |")
    return lines + [""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("texts")
    t.add_argument("--data", type=Path, default=DATA)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--format", choices=("personalreddit", "synthpai"), default="personalreddit", dest="fmt")
    t.add_argument("--limit", type=int)
    r = sub.add_parser("report")
    r.add_argument("--data", type=Path, default=DATA)
    r.add_argument("--before", type=Path, required=True)
    r.add_argument("--after", type=Path, required=True)
    r.add_argument("--eval-before", type=Path)
    r.add_argument("--eval-after", type=Path)
    r.add_argument("--out", type=Path, default=OUT)
    r.add_argument("--synthpai", type=Path, help="SynthPAI comments_eval_revised.jsonl (with eval/gpt-4/ beside it)")
    r.add_argument("--synthpai-before", type=Path)
    r.add_argument("--synthpai-after", type=Path)
    r.add_argument("--before-label", help="which engine made the 'before' texts (e.g. 'main b979725')")
    r.add_argument("--after-label", help="which engine made the 'after' texts")
    args = parser.parse_args(argv)
    if args.command == "texts":
        texts(args.data, args.out, args.fmt, args.limit)
        return 0
    result = report(args.data, args.before, args.after, args.eval_before, args.eval_after)
    if args.before_label or args.after_label:
        result["labels"] = {"before": args.before_label or "before", "after": args.after_label or "after"}
    if args.synthpai and args.synthpai_before and args.synthpai_after:
        result["synthpai_no_model_engine"] = synthpai_report(args.synthpai, args.synthpai_before, args.synthpai_after)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "implicit_cues.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    (args.out / "implicit_cues.md").write_text(render(result), encoding="utf-8")
    print(render(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
