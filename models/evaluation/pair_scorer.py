"""One engine, attacker and judge that run and score (sample, method) pairs; built the same way in the main
process and in each worker process of a parallel run."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from .adapter_attacker import AdapterEvalAttacker, load_questions
from .attacker import Attacker
from .cache import AnswerCache
from .judge import UtilityJudge
from .methods import MethodRunner
from .samples import Sample
from .scoring import score_run

ATTACKS = "attacks.jsonl"
JUDGEMENTS = "judgements.jsonl"


def default_engine(model: str | None, n_threads: int | None = None, use_adapter: bool = True,
                   allow_remote: bool = False) -> Callable[[], Any]:
    def make() -> Any:
        from ..engine import Engine

        return Engine.load(model_path=model, use_llm=True, n_threads=n_threads, use_adapter=use_adapter,
                           allow_remote=allow_remote)

    return make


def fold_engines(n_threads: int | None = None) -> Callable[[Any, str], Any]:
    """engine_for(base, persona): an engine with the eval-engine adapter of a fold that never saw the
    persona, sharing the base engine's pre-filter; one per fold, loaded on first use."""
    from ..adapter.registry import EVAL_ENGINE, fold_adapters, unseen_adapter

    adapters = fold_adapters(EVAL_ENGINE)
    engines: dict[str, Any] = {}

    def engine_for(base: Any, persona: str) -> Any:
        adapter = unseen_adapter(adapters, persona)
        if adapter.name not in engines:
            from ..engine import Engine
            from ..runtime.loader import load_backend

            backend = load_backend(None, n_threads=n_threads, lora_path=adapter.path)
            engines[adapter.name] = Engine(prefilter=base.prefilter, backend=backend,
                                           model_path=getattr(backend, "path", None), adapter=adapter)
        return engines[adapter.name]

    return engine_for


def default_loader(n_threads: int | None = None, allow_remote: bool = False) -> Callable[[str], Any]:
    def load(path: str) -> Any:
        from ..runtime.loader import load_backend

        return load_backend(path, n_threads=n_threads, allow_remote=allow_remote)

    return load


class PairScorer:
    def __init__(self, runner: MethodRunner, attacker: Attacker | AdapterEvalAttacker,
                 judge: UtilityJudge | None) -> None:
        self.runner, self.attacker, self.judge = runner, attacker, judge

    @classmethod
    def build(cls, config: Any, *, engine_factory: Callable[[], Any] | None = None,
              prefilter_factory: Callable[[], Any] | None = None,
              backend_loader: Callable[[str], Any] | None = None, n_threads: int | None = None) -> "PairScorer":
        """`config` is an EvalConfig; the caches live in its out_dir and are shared by every scorer."""
        out_dir = Path(config.out_dir)
        remote = bool(getattr(config, "allow_remote_model", False))
        loader = backend_loader or default_loader(n_threads, remote)
        adapters = getattr(config, "adapter", False) and config.model is None and engine_factory is None
        runner = MethodRunner(engine_factory or default_engine(config.model, n_threads, use_adapter=adapters,
                                                                 allow_remote=remote),
                              prefilter_factory, max_rounds=config.max_rounds,
                              engine_for=fold_engines(n_threads) if adapters else None)
        attacker: Attacker | AdapterEvalAttacker
        if adapters and not config.attacker_model:
            from ..adapter.registry import EVAL_ATTACKER, fold_adapters

            attacker = AdapterEvalAttacker(fold_adapters(EVAL_ATTACKER), load_questions(n_threads),
                                           AnswerCache(out_dir / ATTACKS))
        else:
            backend = loader(config.attacker_model) if config.attacker_model else runner.engine.backend
            attacker = Attacker(backend, AnswerCache(out_dir / ATTACKS))
        judge = None
        if config.judge_model:
            judge = UtilityJudge(loader(config.judge_model), AnswerCache(out_dir / JUDGEMENTS))
        return cls(runner, attacker, judge)

    def score(self, sample: Sample, method: str) -> dict[str, Any]:
        record = score_run(sample, method, self.runner.run(method, sample.text, sample.persona), self.attacker,
                           self.judge)
        record["models"] = self.model_ids()  # which models made this record (the table names them)
        return record

    def model_ids(self) -> dict[str, str | None]:
        engine = self.runner.engine.backend if self.runner.engine_loaded else None
        return {
            "model": getattr(engine, "model_id", "?") if engine is not None else "?",
            "attacker": self.attacker.backend.model_id,
            "judge": self.judge.backend.model_id if self.judge else None,
        }
