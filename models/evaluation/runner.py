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

from .attacker import Attacker
from .cache import AnswerCache
from .judge import UtilityJudge
from .methods import METHODS, MethodRunner
from .metrics import compute_metrics
from .plots import plot_cumulative_mrs, plot_privacy_utility
from .report import write_metrics, write_table
from .samples import load_samples
from .scoring import score_run
from .store import ResultStore

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


def _default_engine(model: str | None) -> Callable[[], Any]:
    def make() -> Any:
        from ..engine import Engine

        return Engine.load(model_path=model, use_llm=True)

    return make


def _default_loader(path: str) -> Any:
    from ..runtime.loader import load_backend

    return load_backend(path)


def run_eval(
    config: EvalConfig,
    *,
    engine_factory: Callable[[], Any] | None = None,
    prefilter_factory: Callable[[], Any] | None = None,
    backend_loader: Callable[[str], Any] | None = None,
) -> dict[str, dict[str, Any]]:
    """Run (or resume) an evaluation; returns {method: metrics} over every finished pair of the samples."""
    started = time.perf_counter()
    samples = load_samples(config.data, config.fmt, config.limit)
    out_dir = Path(config.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    store = ResultStore(out_dir / RESULTS)
    loader = backend_loader or _default_loader
    runner = MethodRunner(engine_factory or _default_engine(config.model), prefilter_factory,
                          max_rounds=config.max_rounds)
    attack_backend = loader(config.attacker_model) if config.attacker_model else runner.engine.backend
    attacker = Attacker(attack_backend, AnswerCache(out_dir / "attacks.jsonl"))
    judge = None
    if config.judge_model:
        judge = UtilityJudge(loader(config.judge_model), AnswerCache(out_dir / "judgements.jsonl"))

    todo = [(s, m) for s in samples for m in config.methods if not store.done(s.id, m)]
    bar = _progress(len(todo), config.progress)
    finished = 0
    try:
        for sample, method in todo:  # sample-major: a partial run has every method on the same samples
            bar.set_postfix_str(f"{sample.id} {method}", refresh=False)
            run = runner.run(method, sample.text)
            store.add(score_run(sample, method, run, attacker, judge))
            finished += 1
            bar.update(1)
    finally:  # also on Ctrl-C: the log says how long this invocation ran and how far it got
        bar.close()
        _log_run(out_dir, config, finished, len(todo), len(samples), time.perf_counter() - started)

    ids = {s.id for s in samples}
    records = [r for r in store.records() if r["sample_id"] in ids]
    metrics = compute_metrics(records, config.methods)
    write_metrics(metrics, out_dir)
    model_id = getattr(runner.engine.backend, "model_id", "?") if runner.engine_loaded else "?"
    write_table(metrics, out_dir, model=model_id, attacker=attack_backend.model_id,
                judge=judge.backend.model_id if judge else None)
    by_method = {m: [r for r in records if r["method"] == m] for m in config.methods}
    plot_privacy_utility(by_method, out_dir / "privacy_utility.png")
    plot_cumulative_mrs(by_method, out_dir / "cumulative_mrs.png")
    return metrics


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
