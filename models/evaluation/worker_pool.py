"""Worker processes for long runs: each loads its own engine with a share of the cores and scores whole
samples (every method of a sample in one worker, so its round texts hit that worker's attack cache).

Why processes: with the 135M model one process leaves part of a 2-core machine idle (tokenizing, grammar
sampling, the pre-filter and scoring run in Python); two single-threaded workers did 6 samples in 129 s
where one two-threaded process took 148 s.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from .pair_scorer import PairScorer
from .samples import Sample

_scorer: PairScorer | None = None


@dataclass(frozen=True)
class Task:
    sample: Sample
    methods: tuple[str, ...]


def threads_per_worker(workers: int) -> int:
    return max(1, (os.cpu_count() or 1) // workers)


def _start(config: Any, engine_factory: Callable[[], Any] | None) -> None:
    global _scorer
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle; it stops the pool
    _scorer = PairScorer.build(config, engine_factory=engine_factory,
                               n_threads=threads_per_worker(config.workers))


def _score(task: Task) -> list[dict[str, Any]]:
    assert _scorer is not None, "worker not started"
    return [_scorer.score(task.sample, method) for method in task.methods]


def score_in_workers(config: Any, tasks: Iterable[Task],
                     engine_factory: Callable[[], Any] | None = None) -> Iterator[list[dict[str, Any]]]:
    """Each sample's records, samples in the order they finish. `engine_factory` must be picklable (tests pass a class)."""
    # spawn, not fork: llama.cpp's threads and OpenMP state do not survive a fork
    context = multiprocessing.get_context("spawn")
    with context.Pool(config.workers, initializer=_start, initargs=(config, engine_factory)) as pool:
        yield from pool.imap_unordered(_score, tasks, chunksize=1)
