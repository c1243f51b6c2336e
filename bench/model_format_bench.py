"""Is another weight format of the embedded model faster on a CPU, and does the pipeline give the same output?

    .venv/bin/python -m bench.model_format_bench [--limit 30] [--formats q8_0,q4_0] [--out bench/results/model_format]

The shipped SmolLM2-135M-Instruct GGUF is Q4_1. llama.cpp evaluates prompts faster in some other formats on
x86 (Q4_0 is repacked into interleaved blocks at load time; Q8_0 goes through its tiled matrix kernels), and
prompt evaluation is most of the pipeline's cost. Each format is made here from the shipped file with
llama.cpp's own quantizer (a Q4_1 weight re-quantized: Q8_0 keeps it almost exactly, Q4_0 rounds it again).

Per comment, interleaved so that the machine's load falls on every format alike: the full default pipeline
(pre-filter + RLAA + the attacker adapter) on the shipped model (the baseline) and on each format; the
time, the tokens and whether the anonymized text is the same as the baseline's. Also the prompt speed of
one fixed 256-token prompt (best of 3), with and without the adapter. Writes <out>.md and <out>.json.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shlex
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.machine import machine  # noqa: E402
from bench.pipeline_bench import run_one  # noqa: E402
from models.adapter.registry import engine_adapter  # noqa: E402
from models.engine import Engine  # noqa: E402
from models.policy import Policy  # noqa: E402
from models.runtime.embedded import embedded_model_path  # noqa: E402

SHIPPED = "q4_1"
PROMPT_TOKENS = 256


def requantize(source: Path, fmt: str, out_dir: Path) -> Path:
    import llama_cpp

    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{fmt.upper()}")
    params.allow_requantize = True
    target = out_dir / f"smollm2-135m-{fmt}.gguf"
    if llama_cpp.llama_model_quantize(str(source).encode(), str(target).encode(), ctypes.byref(params)) != 0:
        raise RuntimeError(f"llama.cpp could not quantize the model to {fmt}")
    return target


def prompt_speed(path: Path, text: str, lora: str | None) -> float:
    """Tokens per second evaluating one fixed prompt, best of 3, on 2 threads (the product's CPU budget)."""
    from llama_cpp import Llama

    llm = Llama(model_path=str(path), n_ctx=1024, n_threads=2, n_threads_batch=2, verbose=False, lora_path=lora)
    tokens = llm.tokenize(text.encode("utf-8"), add_bos=False)[:PROMPT_TOKENS]
    best = float("inf")
    for _ in range(3):
        llm.reset()
        t0 = time.perf_counter()
        for i in range(0, len(tokens), 64):
            llm.eval(tokens[i : i + 64])
        best = min(best, time.perf_counter() - t0)
    return len(tokens) / best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--limit", type=int, default=30)
    ap.add_argument("--formats", default="q8_0,q4_0")
    ap.add_argument("--data", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "model_format"))
    args = ap.parse_args(argv)
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]
    items = [json.loads(line) for line in (Path(args.data) / "PersonalReddit" / "train.jsonl")
             .read_text(encoding="utf-8").splitlines() if line.strip()][: args.limit]
    load_start = os.getloadavg()[0]
    shipped = embedded_model_path()
    adapter = engine_adapter()
    with tempfile.TemporaryDirectory() as tmp:
        paths = {SHIPPED: shipped, **{f: requantize(shipped, f, Path(tmp)) for f in formats}}
        sizes = {f: p.stat().st_size for f, p in paths.items()}
        speed = {f: {"bare": prompt_speed(p, items[0]["response"] * 4, None),
                     "adapter": prompt_speed(p, items[0]["response"] * 4, str(adapter.path))}
                 for f, p in paths.items()}
        engines = {SHIPPED: Engine.load()}
        for f in formats:
            engines[f] = Engine(prefilter=engines[SHIPPED].prefilter, **_engine_parts(paths[f], adapter))
        policy = Policy(site="reddit.com", mode="review_before_submit")
        rows: list[dict[str, Any]] = []
        t_all = time.perf_counter()
        for i, item in enumerate(items):
            row: dict[str, Any] = {"index": i}
            for f, engine in engines.items():  # the same order each time; the load falls on all alike
                run = run_one(engine, item["response"], policy)
                row[f] = {"ms": run["ms"], "tokens": run["tokens"].get("total", 0), "text": run["text"],
                          "suggestions": run["suggestions"]}
            rows.append(row)
            print(f"[{i + 1}/{len(items)}] " + " ".join(f"{f} {row[f]['ms'] / 1000:.1f}s" for f in engines),
                  file=sys.stderr, flush=True)
    report = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "command": "python -m bench.model_format_bench " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:])),
        "machine": machine(), "load_start": load_start, "load_end": os.getloadavg()[0],
        "elapsed_s": time.perf_counter() - t_all, "sizes": sizes, "prompt_speed": speed,
        "formats": {f: _summary(rows, f) for f in engines}, "per_comment": rows,
    }
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    out.with_suffix(".md").write_text(report_md(report), encoding="utf-8")
    print(report_md(report), file=sys.stderr)
    return 0


def _engine_parts(path: Path, adapter: Any) -> dict[str, Any]:
    from models.runtime.loader import load_backend

    backend = load_backend(str(path), "llama_cpp", None, lora_path=adapter.path)
    return {"backend": backend, "model_path": str(path), "adapter": adapter}


def _summary(rows: list[dict[str, Any]], fmt: str) -> dict[str, Any]:
    secs = [r[fmt]["ms"] / 1000 for r in rows]
    return {"median_s": statistics.median(secs), "mean_s": statistics.fmean(secs), "max_s": max(secs),
            "median_tokens": statistics.median(r[fmt]["tokens"] for r in rows),
            "same_text": sum(r[fmt]["text"] == r[SHIPPED]["text"] for r in rows),
            "same_suggestion_count": sum(r[fmt]["suggestions"] == r[SHIPPED]["suggestions"] for r in rows)}


def report_md(report: dict[str, Any]) -> str:
    m, fmts = report["machine"], report["formats"]
    base = fmts[SHIPPED]["median_s"]
    lines = [
        "# Weight formats of the embedded model: speed and same output",
        "",
        f"- Date: {report['date']}",
        f"- Command: `{report['command']}`",
        f"- Machine: {m.get('nproc')} cores, {m.get('cpu')}, {m.get('ram_gib')} GiB RAM, "
        f"llama-cpp-python {m.get('llama_cpp_python', '?')}",
        f"- Load average (1 min) at start / end: {report['load_start']:.2f} / {report['load_end']:.2f}",
        f"- Comments: the first {len(report['per_comment'])} of PersonalReddit train.jsonl; full default pipeline "
        "(pre-filter + RLAA + attacker adapter), default policy; formats interleaved per comment",
        "",
        "| format | file | prompt tok/s (no adapter) | prompt tok/s (adapter) | median s / comment | vs shipped "
        "| mean s | median tokens | same text as shipped | same suggestion count |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    n = len(report["per_comment"])
    for f, s in fmts.items():
        sp = report["prompt_speed"][f]
        lines.append(
            f"| {f}{' (shipped)' if f == SHIPPED else ''} | {report['sizes'][f] / 2**20:.0f} MiB | {sp['bare']:.0f} "
            f"| {sp['adapter']:.0f} | {s['median_s']:.2f} | {s['median_s'] / base:.2f}× | {s['mean_s']:.2f} "
            f"| {s['median_tokens']:.0f} | {s['same_text']}/{n} | {s['same_suggestion_count']}/{n} |")
    lines += ["", f"Whole run: {report['elapsed_s'] / 60:.1f} min.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
