"""`looktwice eval`: privacy and utility of none / mask / greedy / rlaa on a labelled data set."""

from __future__ import annotations

import argparse
import json
import sys

from proxy.command_line import add_remote_option, check_model_ref


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "eval",
        help="measure privacy and utility of the anonymization methods on labelled data",
        description="Run none / mask / greedy / rlaa on the same samples; write results.jsonl (resumable), "
        "metrics.json, table.md and plots to --out.",
    )
    parser.add_argument("--data", required=True,
                        help="PersonalReddit JSONL, SynthPAI comments_eval_revised.jsonl or a SPIA JSONL")
    parser.add_argument("--format", required=True, choices=("personalreddit", "synthpai", "spia"),
                        dest="fmt", help="spia: SPIA JSONL; scores the written PII values of every subject")
    parser.add_argument("--limit", type=_positive, help="only the first N samples")
    parser.add_argument("--model", help="the engine's model: a GGUF path, ollama:NAME:TAG or a loopback server URL "
                        "(default: the embedded model; `looktwice models` lists them)")
    parser.add_argument("--attacker-model", help="model for the attacker, same forms (default: the engine's model)")
    parser.add_argument("--judge-model",
                        help="model for the utility judge, same forms (default: no judge, UTIL is null)")
    add_remote_option(parser)
    parser.add_argument("--method", default="none,mask,greedy,rlaa", help="comma list (default: all four)")
    parser.add_argument("--max-rounds", type=_positive, default=3, help="rounds for greedy and rlaa (default 3)")
    parser.add_argument("--workers", type=_positive, default=1,
                        help="worker processes, each loading its own model with a share of the cores "
                        "(default 1; 2 was faster on a 2-core machine)")
    parser.add_argument("--threads", type=_positive,
                        help="llama.cpp threads of the engine for --format spia (default: all cores; 1 on a shared "
                        "machine)")
    parser.add_argument("--no-adapter", action="store_true",
                        help="no trained adapters: the engine and the attacker use the bare model and the JSON "
                        "attacker prompt (default: the per-fold adapters, persona-split)")
    parser.add_argument("--out", default="eval-out", help="output directory (default: eval-out/)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    parser.set_defaults(func=run)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value!r}")
    return number


def run(args: argparse.Namespace) -> int:
    from models.errors import InputError
    from models.evaluation.methods import parse_methods
    from models.evaluation.runner import EvalConfig, run_eval
    from models.policy import MAX_ROUNDS_LIMIT

    for ref in (args.model, args.attacker_model, args.judge_model):
        check_model_ref(ref, args.allow_remote_model)  # refuse a remote server before any work starts
    if args.max_rounds > MAX_ROUNDS_LIMIT:
        raise InputError(f"--max-rounds must be at most {MAX_ROUNDS_LIMIT}")
    config = EvalConfig(
        data=args.data,
        fmt=args.fmt,
        out_dir=args.out,
        limit=args.limit,
        model=args.model,
        attacker_model=args.attacker_model,
        judge_model=args.judge_model,
        methods=parse_methods(args.method),
        max_rounds=args.max_rounds,
        progress=not args.no_progress,
        workers=args.workers,
        threads=args.threads,
        adapter=not args.no_adapter,
        allow_remote_model=args.allow_remote_model,
    )
    if args.fmt == "spia":
        from models.evaluation.spia_runner import run_spia_eval

        spia = run_spia_eval(config)
        print(json.dumps({m: {k: v[k] for k in ("leak_author", "leak_other", "identifiable", "ROUGE", "n")}
                          for m, v in spia.items()}, indent=2))
        print(f"looktwice eval: results in {args.out}/", file=sys.stderr)
        return 0
    metrics = run_eval(config)
    summary = {m: {k: v[k] for k in ("PRIV", "UTIL", "ROUGE", "BLEU", "explicit_leak", "n")} for m, v in metrics.items()}
    print(json.dumps(summary, indent=2))
    for method, values in metrics.items():
        if values["errors"]:
            print(f"looktwice eval: warning: {method} failed on {values['errors']} of {values['n']} samples "
                  "(scored as the original text; see 'error' in results.jsonl)", file=sys.stderr)
    print(f"looktwice eval: results in {args.out}/", file=sys.stderr)
    return 0
