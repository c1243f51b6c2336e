"""`looktwice eval --format spia`: per-subject leak of the PII values a document writes out.

For each document and method the anonymized text is checked value by value (models/evaluation/spia.py):
a written value *remains* when it still occurs. Reported per method: the share of written values that
remain, for the author (subject 0) and for the others, overall and by SPIA tag; the share of subjects who
stay identifiable (a subject with a written direct identifier — name, ID, licence, passport, phone,
email — of which at least one remains); ROUGE-L F1 against the original. Results are appended to
results.jsonl as they finish (a rerun resumes), then metrics.json and table.md are rewritten."""

from __future__ import annotations

import json
import platform
import sys
import time
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from ..textsim import rouge_l_f1
from .methods import MethodRunner
from .pair_scorer import default_engine
from .report import LABELS, _cell, write_metrics
from .spia import CODES, IDENTIFYING_TAGS, SpiaDocument, load_spia, occurs, split_half
from .store import ResultStore

RESULTS = "results.jsonl"
ROLES = ("author", "other")


def score_document(doc: SpiaDocument, method: str, text: str) -> dict[str, Any]:
    """What remains of one document's written values in `text`."""
    return {
        "sample_id": doc.id,
        "method": method,
        "half": split_half(doc.id),
        "values": [{"subject": v.subject, "role": v.role, "tag": v.tag, "value": v.value,
                    "remains": occurs(text, v.value)} for v in doc.values],
        "ROUGE": rouge_l_f1(doc.text, text),
        "chars": len(doc.text),
    }


def run_spia_eval(config: Any, *, engine_factory: Callable[[], Any] | None = None) -> dict[str, dict[str, Any]]:
    """Run (or resume) the SPIA evaluation of `config` (an EvalConfig); returns {method: metrics}."""
    started = time.perf_counter()
    docs = load_spia(config.data, config.limit)
    out_dir = Path(config.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    store = ResultStore(out_dir / RESULTS)
    runner = MethodRunner(engine_factory or default_engine(config.model, n_threads=config.threads),
                          max_rounds=config.max_rounds)
    todo = [(d, m) for d in docs for m in config.methods if not store.done(d.id, m)]
    from tqdm import tqdm

    bar = tqdm(total=len(todo), unit="doc", file=sys.stderr, disable=not config.progress or not todo)
    finished = 0
    try:
        for doc, method in todo:
            bar.set_postfix_str(f"{doc.id} {method}", refresh=False)
            run = runner.run(method, doc.text)
            record = score_document(doc, method, run.text)
            record.update(seconds=round(run.seconds, 3), rounds=run.rounds, stop_reason=run.stop_reason,
                          tokens=run.tokens, edits=run.edits, error=run.error, text=run.text)
            store.add(record)
            finished += 1
            bar.update(1)
    finally:
        bar.close()
        entry = {"finished_utc": datetime.now(timezone.utc).isoformat(timespec="seconds"), "format": "spia",
                 "data": str(config.data), "limit": config.limit, "methods": list(config.methods),
                 "documents": len(docs), "pairs_run": finished, "pairs_todo": len(todo),
                 "completed": finished == len(todo), "wall_seconds": round(time.perf_counter() - started, 1),
                 "python": platform.python_version()}
        with (out_dir / "runs.jsonl").open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(entry) + "\n")
    ids = {d.id for d in docs}
    records = [r for r in store.records() if r["sample_id"] in ids]
    metrics = {m: spia_metrics([r for r in records if r["method"] == m]) for m in config.methods}
    write_metrics(metrics, out_dir)
    model = getattr(runner.engine.backend, "model_id", "?") if runner.engine_loaded and runner.engine.backend else "?"
    (out_dir / "table.md").write_text(render_spia_table(metrics, model=model, data=str(config.data)), encoding="utf-8")
    return metrics


def _share(remain: int, written: int) -> float | None:
    return round(remain / written, 4) if written else None


def spia_metrics(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Leak shares by role and tag, identifiable subjects, ROUGE-L, cost; for all documents and per half."""
    out = _metrics(records)
    out["by_half"] = {h: _metrics([r for r in records if r.get("half") == h]) for h in ("tuning", "heldout")}
    return out


def _metrics(records: list[dict[str, Any]]) -> dict[str, Any]:
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])  # (role, tag) -> [remain, written]
    subjects: dict[tuple[str, int], bool] = {}
    for r in records:
        for v in r["values"]:
            for key in ((v["role"], v["tag"]), (v["role"], "*"), ("all", v["tag"]), ("all", "*")):
                counts[key][0] += int(v["remains"])
                counts[key][1] += 1
            group = "CODE" if v["tag"] in CODES else None
            if group:
                for key in ((v["role"], "CODE"), ("all", "CODE")):
                    counts[key][0] += int(v["remains"])
                    counts[key][1] += 1
            if v["tag"] in IDENTIFYING_TAGS:
                subject = (r["sample_id"], v["subject"])
                subjects[subject] = subjects.get(subject, False) or v["remains"]
    leak = {role: {tag: {"remain": c[0], "written": c[1], "share": _share(c[0], c[1])}
                   for (rl, tag), c in sorted(counts.items()) if rl == role} for role in ROLES + ("all",)}
    n = len(records)
    return {
        "n": n,
        "leak": leak,
        "leak_author": leak["author"].get("*", {}).get("share"),
        "leak_other": leak["other"].get("*", {}).get("share"),
        "identifiable": _share(sum(subjects.values()), len(subjects)),
        "identifiable_subjects": len(subjects),
        "ROUGE": round(sum(r["ROUGE"] for r in records) / n, 4) if n else None,
        "seconds_mean": round(sum(r.get("seconds") or 0 for r in records) / n, 3) if n else None,
        "seconds_per_1000_chars": (round(1000 * sum(r.get("seconds") or 0 for r in records)
                                         / max(sum(r.get("chars") or 0 for r in records), 1), 3) if n else None),
        "tokens_mean": round(sum(r.get("tokens") or 0 for r in records) / n, 1) if n else None,
        "errors": sum(1 for r in records if r.get("error")),
    }


def render_spia_table(metrics: dict[str, dict[str, Any]], *, model: str, data: str) -> str:
    """The PersonalReddit table's layout: one row per method, then breakdowns."""
    lines = [f"Model (anonymizer): `{model}` · data: `{data}` · attacker: none (written values are matched)", "",
             "| Method | leak author ↓ | leak others ↓ | names ↓ | codes ↓ | identifiable ↓ | ROUGE ↑ | seconds | "
             "s / 1k chars | n |", "|---|" + "---:|" * 9]
    for method, m in metrics.items():
        lines.append(
            f"| {LABELS.get(method, method)} | {_cell(m['leak_author'])} | {_cell(m['leak_other'])} | "
            f"{_cell(m['leak']['all'].get('NAME', {}).get('share'))} | "
            f"{_cell(m['leak']['all'].get('CODE', {}).get('share'))} | {_cell(m['identifiable'])} | "
            f"{_cell(m['ROUGE'])} | {_cell(m['seconds_mean'], 2)} | {_cell(m['seconds_per_1000_chars'], 2)} | "
            f"{m['n']} |")
    lines += ["", "leak: share of the PII values written in the original that are still written in the output "
              "(subject 0 = author, others = everyone the text mentions). codes: ID, driver licence, passport, "
              "phone, email. identifiable: share of subjects with a written name or code of which one remains.",
              ""]
    for role in ("author", "other"):
        tags = sorted({t for m in metrics.values() for t in m["leak"][role] if t not in ("*",)})
        if not tags:
            continue
        lines += [f"Leak by type, {role} (remain/written):", "",
                  "| Method | " + " | ".join(t.lower() for t in tags) + " |", "|---|" + "---:|" * len(tags)]
        for method, m in metrics.items():
            cells = [m["leak"][role].get(t) for t in tags]
            lines.append(f"| {LABELS.get(method, method)} | "
                         + " | ".join(f"{c['remain']}/{c['written']}" if c else "–" for c in cells) + " |")
        lines.append("")
    lines += ["Per half (tuning = looked at while building the detectors; held-out = not):", "",
              "| Method | half | leak author | leak others | names | codes | identifiable | ROUGE | n |",
              "|---|---|" + "---:|" * 7]
    for method, m in metrics.items():
        for half, h in m["by_half"].items():
            lines.append(f"| {LABELS.get(method, method)} | {half} | {_cell(h['leak_author'])} | "
                         f"{_cell(h['leak_other'])} | {_cell(h['leak']['all'].get('NAME', {}).get('share'))} | "
                         f"{_cell(h['leak']['all'].get('CODE', {}).get('share'))} | {_cell(h['identifiable'])} | "
                         f"{_cell(h['ROUGE'])} | {h['n']} |")
    return "\n".join(lines) + "\n"
