"""The evaluation loop: every (sample, method) pair not yet in the results file is anonymized, attacked,
judged and appended; then metrics, table and plots are rewritten from everything in the file."""

from __future__ import annotations

import json
import platform
import sys
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from .methods import METHODS
from .metrics import compute_metrics
from .pair_scorer import PairScorer
from .plots import plot_cumulative_mrs, plot_evidence_survival, plot_privacy_utility
from .report import write_metrics, write_table
from .evidence_survival import survival
from .personas import split_of
from .samples import Sample, load_samples
from .store import ResultStore
from .worker_pool import Task, score_in_workers

RESULTS = "results.jsonl"


@dataclass
class EvalConfig:
    """Everything `looktwice eval` was asked to do."""

    data: str
    fmt: str
    out_dir: str = "eval-out"
    limit: int | None = None
    model: str | None = None
    attacker_model: str | None = None
    judge_model: str | None = None
    methods: list[str] = field(default_factory=lambda: list(METHODS))
    max_rounds: int = 3
    progress: bool = True
    workers: int = 1  # worker processes, each with its own engine (worker_pool.py)
    threads: int | None = None  # llama.cpp threads of the engine (None: all cores); used by --format spia
    adapter: bool = True  # the embedded model's trained adapters: per-fold engine and evaluation attackers
    allow_remote_model: bool = False  # model servers off this machine (drafts would leave it)


def run_eval(
    config: EvalConfig,
    *,
    engine_factory: Callable[[], Any] | None = None,
    prefilter_factory: Callable[[], Any] | None = None,
    backend_loader: Callable[[str], Any] | None = None,
) -> dict[str, dict[str, Any]]:
    """Run (or resume) an evaluation; returns {method: metrics} over every finished pair of the samples.

    The factories replace the real engine, pre-filter and model loader (tests). With `config.workers` > 1
    only `engine_factory` is used, and it must be picklable: each worker process builds its own."""
    started = time.perf_counter()
    samples = load_samples(config.data, config.fmt, config.limit)
    out_dir = Path(config.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    store = ResultStore(out_dir / RESULTS)
    todo = [Task(s, tuple(m for m in config.methods if not store.done(s.id, m))) for s in samples]
    todo = [t for t in todo if t.methods]
    bar = _progress(sum(len(t.methods) for t in todo), config.progress)
    finished = 0
    try:
        if not todo:
            pass  # everything is scored already: only the report is rewritten (no engine is loaded)
        elif config.workers > 1:
            for sample_records in score_in_workers(config, todo, engine_factory):
                for record in sample_records:
                    store.add(record)
                finished += len(sample_records)
                bar.update(len(sample_records))
        else:
            scorer = PairScorer.build(config, engine_factory=engine_factory, prefilter_factory=prefilter_factory,
                                      backend_loader=backend_loader)
            for task in todo:  # sample-major: a partial run has every method on the same samples
                for method in task.methods:
                    bar.set_postfix_str(f"{task.sample.id} {method}", refresh=False)
                    store.add(scorer.score(task.sample, method))
                    finished += 1
                    bar.update(1)
    finally:  # also on Ctrl-C: the log says how long this invocation ran and how far it got
        bar.close()
        _log_run(out_dir, config, finished, sum(len(t.methods) for t in todo), len(samples),
                 time.perf_counter() - started)

    by_id = {s.id: s for s in samples}
    records = [annotate(r, by_id[r["sample_id"]], config.fmt) for r in store.records() if r["sample_id"] in by_id]
    metrics = compute_metrics(records, config.methods)
    write_metrics(metrics, out_dir)
    model_ids: dict[str, Any] = next((r["models"] for r in reversed(records) if r.get("models")), {})
    write_table(metrics, out_dir, model=model_ids.get("model") or "?", attacker=model_ids.get("attacker") or "?",
                judge=model_ids.get("judge"))
    by_method = {m: [r for r in records if r["method"] == m] for m in config.methods}
    plot_privacy_utility(by_method, out_dir / "privacy_utility.png")
    plot_cumulative_mrs(by_method, out_dir / "cumulative_mrs.png")
    plot_evidence_survival(metrics, out_dir / "evidence_survival.png")
    return metrics


def annotate(record: dict[str, Any], sample: Sample, fmt: str) -> dict[str, Any]:
    """What is computed from a stored record and its sample, never stored (so a run made before these
    measures existed is scored the same way): GPT-4's evidence still in the text, the persona split."""
    text = record["text"] if isinstance(record.get("text"), str) else sample.text
    return {**record, "evidence": survival(sample.evidence, text),
            "split": split_of(sample.truth) if fmt == "personalreddit" else None}


def _progress(total: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, unit="pair", file=sys.stderr, disable=not enabled or total == 0,
                dynamic_ncols=True)


def _log_run(out_dir: Path, config: EvalConfig, pairs_run: int, pairs_todo: int, samples: int,
             seconds: float) -> None:
    """runs.jsonl: one line per invocation, so the wall time of a resumed run can be summed honestly."""
    entry = {
        "finished_utc": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "config": asdict(config),
        "samples": samples,
        "pairs_run": pairs_run,
        "pairs_todo": pairs_todo,
        "completed": pairs_run == pairs_todo,
        "wall_seconds": round(seconds, 1),
        "python": platform.python_version(),
    }
    with (out_dir / "runs.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry) + "\n")
