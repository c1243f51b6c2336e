"""Does the attacker adapter answer the same on the Q8_0 copy the engine runs as on the shipped Q4_1 model?

    .venv/bin/python -m bench.model_format_answers [--limit N] [--out bench/results/model_format_answers]

Every PersonalReddit comment (or the first N of each fold) is asked its leaked attribute through llama.cpp by
its fold's engine adapter (`eval-engine-fold{k}`: trained on the other personas, so the comment is unseen),
as the engine asks it (the pre-filter's findings as clues when the adapter was trained with them), once on
the shipped Q4_1 file and once on the Q8_0 copy (models/runtime/runtime_copy.py). Reports top-1 per model
(Appendix C.5 matcher) and how often the two answers are the same string. Writes <out>.md and <out>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.machine import machine  # noqa: E402
from models.adapter.personas import persona_folds, persona_key  # noqa: E402
from models.adapter.prompt import clues_of, comment_prefix, question_suffix  # noqa: E402
from models.adapter.registry import ADAPTER_DIR, load_adapter  # noqa: E402
from models.evaluation.matcher import match  # noqa: E402
from models.prefilter.prefilter import Prefilter  # noqa: E402
from models.runtime.embedded import embedded_model_path  # noqa: E402
from models.runtime.llama_questions import LlamaQuestions  # noqa: E402
from models.runtime.loader import load_backend  # noqa: E402
from models.runtime.runtime_copy import RUNTIME_FORMAT, runtime_copy  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--limit", type=int, help="comments per fold (default: all)")
    ap.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data" / "PersonalReddit" / "train.jsonl")
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "model_format_answers")
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    sizes = Counter(persona_key(r["personality"]) for r in rows)
    fold_of = persona_folds(sizes)
    prefilter = Prefilter()
    load_start, started = os.getloadavg()[0], time.perf_counter()
    shipped = embedded_model_path()
    answers: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        models = {"Q4_1": str(shipped), RUNTIME_FORMAT: str(runtime_copy(shipped, Path(tmp)))}
        for fold in sorted(set(fold_of.values())):
            adapter = load_adapter(ADAPTER_DIR / f"eval-engine-fold{fold}.gguf")
            asked = {name: LlamaQuestions(getattr(load_backend(path, n_threads=2, lora_path=adapter.path), "native"))
                     for name, path in models.items()}
            test = [r for r in rows if fold_of[persona_key(r["personality"])] == fold][: args.limit]
            for n, r in enumerate(test):
                clues = clues_of(prefilter.find(r["response"])) if adapter.clues else []
                prefix, question = comment_prefix(r["response"], clues), question_suffix(r["feature"])
                row: dict[str, Any] = {"fold": fold, "attribute": r["feature"]}
                for name, questions in asked.items():
                    answer = questions.ask(prefix, question)
                    row[name] = {"guess": answer.text, "prob": round(answer.probability, 5),
                                 "correct": bool(match(r["feature"], r["personality"][r["feature"]], answer.text))}
                answers.append(row)
                print(f"fold {fold} [{n + 1}/{len(test)}] {row['Q4_1']['guess']!r} / {row[RUNTIME_FORMAT]['guess']!r}",
                      file=sys.stderr, flush=True)
    n = len(answers)
    report = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "machine": machine(),
        "command": "python -m bench.model_format_answers " + " ".join(argv or sys.argv[1:]),
        "load_start": load_start, "load_end": os.getloadavg()[0], "elapsed_s": time.perf_counter() - started,
        "questions": n,
        "top1": {name: sum(a[name]["correct"] for a in answers) / n for name in ("Q4_1", RUNTIME_FORMAT)},
        "same_answer": sum(a["Q4_1"]["guess"] == a[RUNTIME_FORMAT]["guess"] for a in answers) / n,
        "answers": answers,
    }
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    md = "\n".join([
        "# The attacker adapter on the shipped Q4_1 model and on the Q8_0 copy the engine runs",
        "",
        f"- Date: {report['date']}; command: `{report['command']}`; load {load_start:.1f} → {report['load_end']:.1f}",
        f"- Machine: {report['machine']['nproc']} cores, {report['machine']['cpu']}, llama-cpp-python "
        f"{report['machine']['llama_cpp_python']}",
        f"- {n} questions: each comment its leaked attribute, asked by its fold's engine adapter (unseen personas), "
        "clues as the engine gives them",
        "",
        "| model | top-1 (C.5 matcher) |",
        "|---|---:|",
        *(f"| {name} | {share:.3f} |" for name, share in report["top1"].items()),
        "",
        f"Same answer string on both: {report['same_answer']:.1%} of the questions. "
        f"Whole run: {report['elapsed_s'] / 60:.1f} min.",
        "",
    ])
    args.out.with_suffix(".md").write_text(md, encoding="utf-8")
    print(md, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
