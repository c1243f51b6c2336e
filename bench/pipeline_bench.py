"""Full pipeline (pre-filter + RLAA with the embedded model) on PersonalReddit training comments, with the
pre-filter alone as the baseline measured in the same run.

    .venv/bin/python -m bench.pipeline_bench [--limit N] [--data ../shared/data] [--max-rounds 3]

Per comment: wall time, RLAA rounds and stop reason, tokens (prompt + completion, as billed: a prompt
prefix llama.cpp reuses from its cache still counts), and whether each ground-truth attribute value
(location parts, occupation, education, age) occurs verbatim (case-insensitive, whole words) before and
after anonymization. Writes bench/results/pipeline.md and bench/results/pipeline.json.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import sys
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from models.engine import Engine  # noqa: E402
from models.errors import LookTwiceError  # noqa: E402
from models.policy import Policy  # noqa: E402
from bench.machine import machine

GOAL_MEDIAN_S = 3.0
GOAL_TOKENS = 3000
RLAA_PAPER_TOKENS = 31178
ATTRIBUTES = ("location", "occupation", "education", "age")


def gt_values(personality: dict[str, Any]) -> list[tuple[str, str]]:
    """(attribute, value) pairs to look for verbatim; a location counts as its city and its country."""
    out = []
    for part in str(personality.get("city_country", "")).split(","):
        if part.strip():
            out.append(("location", part.strip()))
    for key in ("occupation", "education"):
        if personality.get(key):
            out.append((key, str(personality[key]).strip()))
    if personality.get("age") is not None:
        out.append(("age", str(personality["age"])))
    return out


def present(value: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text, re.IGNORECASE) is not None


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(q * (len(values) - 1))))
    return values[k]


def run_one(engine: Engine, text: str, policy: Policy) -> dict[str, Any]:
    t0, c0 = time.perf_counter(), time.process_time()
    r = engine.anonymize(text, policy)
    ms = (time.perf_counter() - t0) * 1000.0
    return {"ms": ms, "cpu_ms": (time.process_time() - c0) * 1000.0, "text": r.text, "rounds": r.rounds, "stop_reason": r.stop_reason, "tokens": r.tokens,
            "suggestions": len(r.suggestions), "sources": dict(Counter(s.source for s in r.suggestions)),
            "inferences": sum(s.inferences for s in r.round_stats), "valid": sum(s.valid for s in r.round_stats),
            "timings_ms": r.timings_ms, "threads": getattr(engine.backend, "threads", None)}


def summarize(rows: list[dict[str, Any]], key: str) -> dict[str, Any]:
    runs = [r[key] for r in rows]
    secs = [x["ms"] / 1000 for x in runs]
    cpu = [x["cpu_ms"] / 1000 for x in runs]
    evaluated = [x["tokens"].get("prompt_evaluated", 0) + x["tokens"].get("completion", 0) for x in runs]
    tokens = [x["tokens"].get("total", 0) for x in runs]
    leak: dict[str, dict[str, int]] = {a: {"values": 0, "before": 0, "after": 0} for a in ATTRIBUTES}
    for r in rows:
        for attr, value in r["gt"]:
            leak[attr]["values"] += 1
            if present(value, r["original"]):
                leak[attr]["before"] += 1
                if present(value, r[key]["text"]):
                    leak[attr]["after"] += 1
    total_before = sum(v["before"] for v in leak.values())
    total_after = sum(v["after"] for v in leak.values())
    total_values = sum(v["values"] for v in leak.values())
    return {
        "comments": len(runs),
        "seconds": {"median": statistics.median(secs), "p95": pct(secs, 0.95), "mean": statistics.fmean(secs),
                    "max": max(secs)},
        "cpu_seconds": {"median": statistics.median(cpu), "p95": pct(cpu, 0.95), "mean": statistics.fmean(cpu)},
        "tokens": {"median": statistics.median(tokens), "p95": pct(tokens, 0.95), "mean": statistics.fmean(tokens),
                   "max": max(tokens)},
        "tokens_computed": {"median": statistics.median(evaluated), "mean": statistics.fmean(evaluated)},
        "rounds": dict(sorted(Counter(x["rounds"] for x in runs).items())),
        "stop_reasons": dict(Counter(x["stop_reason"] for x in runs)),
        "suggestions_per_comment": statistics.fmean(x["suggestions"] for x in runs),
        "llm_inferences": sum(x["inferences"] for x in runs),
        "valid_leaks": sum(x["valid"] for x in runs),
        "gt_verbatim": {**leak, "all": {"values": total_values, "before": total_before, "after": total_after}},
    }


def report_md(report: dict[str, Any]) -> str:
    m, base, full = report["machine"], report["baseline"], report["pipeline"]
    # the comparison column: the pipeline without the trained attacker adapter, or with every core fixed
    # instead of threads chosen by load (older reports have neither)
    bare = report.get("no_adapter") or report.get("all_cores")
    label = "RLAA without the adapter" if report.get("no_adapter") else "RLAA, all cores fixed"
    lines = [
        "# Pipeline benchmark: pre-filter + RLAA with the embedded model",
        "",
        f"- Date: {report['date']}",
        f"- Command: `{report['command']}`",
        f"- Machine: {m['nproc']} cores, {m['cpu']}, {m['ram_gib']} GiB RAM, Python {m['python']}, "
        f"llama-cpp-python {m['llama_cpp_python']}, {m['os']}",
        f"- Load average (1 min) at start / end: {report['load_start']} / {report['load_end']} "
        "(a 1-minute load near 1 means the benchmark ran alone; above that, timings include other work)",
        f"- Model: {report['model']['model_id']} ({report['model']['backend']}), adapter: "
        f"{report['model'].get('adapter') or 'none'}",
        f"- Data: {report['data']} — {full['comments']} comments{report['limit_note']}",
        f"- Policy: defaults (threshold medium, max_rounds {report['max_rounds']}, all categories)",
        "",
        "## Speed and cost per comment",
        "",
        "| | pre-filter only (baseline) | full pipeline (RLAA) | goal |" + (f" {label} |" if bare else ""),
        "|---|---|---|---|" + ("---|" if bare else ""),
    ]

    def row(label: str, b: str, f: str, goal: str, n: str = "") -> str:
        return f"| {label} | {b} | {f} | {goal} |" + (f" {n} |" if bare else "")

    secs = lambda d, k, p=2: f"{d['seconds'][k]:.{p}f} s" if d else ""  # noqa: E731
    lines += [
        row("median time", secs(base, "median", 3), secs(full, "median"), f"≤ {GOAL_MEDIAN_S} s", secs(bare, "median")),
        row("p95 time", secs(base, "p95", 3), secs(full, "p95"), "", secs(bare, "p95")),
        row("mean time", secs(base, "mean", 3), secs(full, "mean"), "", secs(bare, "mean")),
        row("median CPU time (all threads)", f"{base['cpu_seconds']['median']:.3f} s",
            f"{full['cpu_seconds']['median']:.2f} s", "", f"{bare['cpu_seconds']['median']:.2f} s" if bare else ""),
        row(f"estimated uncontended median (CPU time / {m['nproc']} cores)",
            f"{base['cpu_seconds']['median'] / m['nproc']:.3f} s", f"{full['cpu_seconds']['median'] / m['nproc']:.2f} s",
            f"≤ {GOAL_MEDIAN_S} s", f"{bare['cpu_seconds']['median'] / m['nproc']:.2f} s" if bare else ""),
        row("median tokens", "0", f"{full['tokens']['median']:.0f}", f"≤ {GOAL_TOKENS} (RLAA paper: {RLAA_PAPER_TOKENS})",
            f"{bare['tokens']['median']:.0f}" if bare else ""),
        row("p95 / max tokens", "0", f"{full['tokens']['p95']:.0f} / {full['tokens']['max']:.0f}", "",
            f"{bare['tokens']['p95']:.0f} / {bare['tokens']['max']:.0f}" if bare else ""),
        row("median tokens computed (prefix-cache misses + generated)", "0",
            f"{full['tokens_computed']['median']:.0f}", "", f"{bare['tokens_computed']['median']:.0f}" if bare else ""),
        row("rounds (count of comments)", str(base["rounds"]), str(full["rounds"]), "", str(bare["rounds"]) if bare else ""),
        row("stop reasons", str(base["stop_reasons"]), str(full["stop_reasons"]), "",
            str(bare["stop_reasons"]) if bare else ""),
        row("suggestions per comment", f"{base['suggestions_per_comment']:.2f}", f"{full['suggestions_per_comment']:.2f}",
            "", f"{bare['suggestions_per_comment']:.2f}" if bare else ""),
        row("inferences (cue + model) / valid leaks, all rounds", "–", f"{full['llm_inferences']} / {full['valid_leaks']}",
            "", f"{bare['llm_inferences']} / {bare['valid_leaks']}" if bare else ""),
        "",
        "## Ground-truth attribute values present verbatim (before → after)",
        "",
        "Of the (comment, value) pairs whose value occurs verbatim in the original comment, how many still occur "
        "after anonymization. Location counts its city and its country separately; age is the number.",
        "",
        "| attribute | values | verbatim before | after: pre-filter only | after: full pipeline |",
        "|---|---|---|---|---|",
    ]
    for attr in (*ATTRIBUTES, "all"):
        b, f = base["gt_verbatim"][attr], full["gt_verbatim"][attr]
        share = lambda d: f"{d['after']} ({d['after'] / d['before']:.0%})" if d["before"] else "–"  # noqa: E731
        lines.append(f"| {attr} | {f['values']} | {f['before']} ({f['before'] / max(1, f['values']):.0%}) | "
                     f"{share(b)} | {share(f)} |")
    rlaa = [c["pipeline"]["sources"].get("rlaa", 0) for c in report.get("per_comment", [])]
    lines += ["", f"Suggestions only the RLAA loop made (not duplicating a pre-filter suggestion): {sum(rlaa)}, "
              f"in {sum(1 for n in rlaa if n)} of {len(rlaa)} comments.",
              "", "## Notes", "", *[f"- {n}" for n in report["notes"]], ""]
    return "\n".join(lines)


def write(rows: list[dict[str, Any]], args: argparse.Namespace, argv: list[str] | None, engine: Engine, path: Path,
          load_start: float, elapsed: float, skipped: list[dict[str, Any]], partial: int = 0) -> dict[str, Any]:
    limit_note = "" if not args.limit else f" (the first {args.limit} of the file, --limit {args.limit})"
    if partial:
        limit_note += f" — PARTIAL: checkpoint after {len(rows)} of {partial}"
    report = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "command": " ".join([".venv/bin/python -m bench.pipeline_bench", *map(shlex.quote, argv or sys.argv[1:])]),
        "machine": machine(),
        "load_start": round(load_start, 2),
        "load_end": round(os.getloadavg()[0], 2),
        "model": engine.model_info(),
        "data": str(path.relative_to(REPO.parent)) if path.is_relative_to(REPO.parent) else str(path),
        "limit_note": limit_note,
        "max_rounds": args.max_rounds,
        "elapsed_s": round(elapsed, 1),
        "skipped": skipped,
        "baseline": summarize(rows, "baseline"),
        "pipeline": summarize(rows, "pipeline"),
        **{key: summarize(rows, key) for key in ("no_adapter", "all_cores") if rows and key in rows[0]},
        "notes": [],
        "per_comment": [{k: v for k, v in r.items() if k != "original"} | {
            key: {k: v for k, v in r[key].items() if k != "text"} for key in ("baseline", "pipeline", "no_adapter", "all_cores")
            if key in r} for r in rows],
    }
    full = report["pipeline"]
    report["notes"] = [
        f"Median time {'meets' if full['seconds']['median'] <= GOAL_MEDIAN_S else 'misses'} the {GOAL_MEDIAN_S} s "
        f"goal; median tokens {'meet' if full['tokens']['median'] <= GOAL_TOKENS else 'miss'} the {GOAL_TOKENS} goal.",
        "Prompt evaluation, not generation, dominates the cost of the 135M model on a CPU (about 100-200 prompt "
        "tokens/s on 2 cores against ~85 generated tokens/s); the prompts put fixed instructions first so "
        "llama.cpp reuses that prefix from call to call.",
        f"Inferences over all rounds (cue detectors + model): {full['llm_inferences']}, of which judged valid "
        f"(high/medium): {full['valid_leaks']}. With the 135M model the valid leaks are the cue detectors' (see "
        "the count of RLAA-only suggestions above): its own inferences are mostly ghost leaks (quotes not in "
        "the text, guesses the quote does not mention) that the deterministic layer rejects without a model call.",
        f"Whole run: {elapsed / 60:.1f} min. Comments refused by the engine: {len(skipped)}.",
    ]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    out.with_suffix(".md").write_text(report_md(report), encoding="utf-8")
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=None, help="first N comments (default: all)")
    ap.add_argument("--data", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--max-rounds", type=int, default=3)
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "pipeline"))
    ap.add_argument("--adapter-baseline", action="store_true",
                    help="also run the pipeline without the trained attacker adapter on every comment")
    ap.add_argument("--threads-baseline", action="store_true",
                    help="also run the pipeline with llama.cpp on every core, fixed, instead of threads chosen by load")
    ap.add_argument("--render", metavar="JSON", help="only re-render the markdown of an earlier run's JSON")
    args = ap.parse_args(argv)
    if args.render:
        report = json.loads(Path(args.render).read_text(encoding="utf-8"))
        Path(args.render).with_suffix(".md").write_text(report_md(report), encoding="utf-8")
        return 0

    path = Path(args.data) / "PersonalReddit" / "train.jsonl"
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.limit:
        items = items[: args.limit]
    load_start = os.getloadavg()[0]
    engine = Engine.load()  # the default engine: the embedded model with the trained attacker adapter
    baseline = Engine(prefilter=engine.prefilter, backend=None)
    bare = Engine.load(use_adapter=False) if args.adapter_baseline else None
    all_cores = Engine.load(n_threads=os.cpu_count() or 1) if args.threads_baseline else None
    policy = Policy(site="reddit.com", mode="review_before_submit", max_rounds=args.max_rounds)
    rows: list[dict[str, Any]] = []
    skipped: list[dict[str, Any]] = []
    t_all = time.perf_counter()
    for i, item in enumerate(items):
        text = item["response"]
        row = {"index": i, "feature": item.get("feature"), "hardness": item.get("hardness"), "original": text,
               "gt": gt_values(item.get("personality", {}))}
        try:
            row["baseline"] = run_one(baseline, text, policy)
            row["pipeline"] = run_one(engine, text, policy)
            if bare is not None:
                row["no_adapter"] = run_one(bare, text, policy)
            if all_cores is not None:
                row["all_cores"] = run_one(all_cores, text, policy)
        except LookTwiceError as exc:  # counted, never the end of the run
            skipped.append({"index": i, "error": str(exc)})
            print(f"[{i + 1}/{len(items)}] skipped: {exc}", file=sys.stderr, flush=True)
            continue
        rows.append(row)
        p = row["pipeline"]
        print(f"[{i + 1}/{len(items)}] {p['ms'] / 1000:.1f}s rounds={p['rounds']} {p['stop_reason']} "
              f"tokens={p['tokens'].get('total', 0)}", file=sys.stderr, flush=True)
        if (i + 1) % 10 == 0 and i + 1 < len(items):  # a checkpoint, in case the run must be cut short
            write(rows, args, argv, engine, path, load_start, time.perf_counter() - t_all, skipped, len(items))
    report = write(rows, args, argv, engine, path, load_start, time.perf_counter() - t_all, skipped)
    print(report_md(report), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
