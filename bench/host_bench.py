"""Round trip from a native-messaging frame into the host to the first event out (the pre-filter's
suggestions), through the local service versus in-process, with the embedded model loaded; and the
resident memory of the service and of an in-process host.

    .venv/bin/python bench/host_bench.py [--samples 60] [--data ../shared/data] [--no-llm]

Drafts: PersonalReddit training comments (`<data>/PersonalReddit/train.jsonl`, `response`) when present,
else a few built-in drafts. Each analysis is cancelled right after its first event so the model's RLAA
rounds do not queue up behind it (what a user typing on would cause anyway: a newer draft supersedes).
Writes bench/results/host.md and bench/results/host.json.
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from host_support import HostProcess, stop_spawned_service  # noqa: E402
from bench.machine import machine

FALLBACK = [
    "I'm Anna, write to anna.berg@example.com. My husband and I moved to Zurich last year.",
    "As a nurse in my thirties I see this all the time at the hospital in Leeds.",
    "Call me on +44 20 7946 0958 — I'm 34 and just finished my PhD in chemistry.",
]


def drafts(data: Path, n: int) -> list[str]:
    path = data / "PersonalReddit" / "train.jsonl"
    if path.exists():
        texts = [json.loads(line)["response"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        texts = [t for t in texts if t.strip()]
        if texts:
            return [texts[i % len(texts)] for i in range(n)]
    return [FALLBACK[i % len(FALLBACK)] for i in range(n)]


def rss_kib(pid: int) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            out[key] = int(value.split()[0])
    return out


def measure(mode: str, texts: list[str], use_llm: bool) -> dict:
    home = Path(tempfile.mkdtemp(prefix=f"looktwice-bench-{mode}-"))
    host = HostProcess(home, in_process=mode == "in_process", no_llm=not use_llm)
    try:
        t0 = time.perf_counter()
        host.send({"id": "hello", "type": "hello"})
        hello = host.recv(300)
        startup = time.perf_counter() - t0
        for i in range(3):  # warm-up: first-call costs (spaCy vocab, sockets) are not the steady state
            run_one(host, f"w{i}", texts[i])
        times = [run_one(host, f"a{i}", text) for i, text in enumerate(texts[3:])]
        if mode == "service":
            pid = json.loads((home / "service.json").read_text())["pid"]
        else:
            pid = host.proc.pid
        memory = rss_kib(pid)
        host.close()
        return {"mode": mode, "model": hello["model"], "startup_s": round(startup, 2), "samples": len(times),
                "first_event_ms": {"median": round(statistics.median(times), 1),
                                   "p95": round(sorted(times)[int(0.95 * (len(times) - 1))], 1),
                                   "min": round(min(times), 1), "max": round(max(times), 1)},
                "memory_process": "service" if mode == "service" else "host (in-process engine)",
                "rss_mib": round(memory["VmRSS"] / 1024, 1), "peak_rss_mib": round(memory["VmHWM"] / 1024, 1)}
    finally:
        host.kill()
        stop_spawned_service(home)


def run_one(host: HostProcess, rid: str, text: str) -> float:
    start = time.perf_counter()
    host.send({"id": rid, "type": "analyze", "draft": text, "site": "reddit.com", "box": "bench"})
    first = host.recv(120)
    elapsed = (time.perf_counter() - start) * 1000
    assert first["id"] == rid and first["type"] == "suggestions" and first["stage"] == "prefilter", first
    host.send({"id": f"c-{rid}", "type": "cancel", "target": rid})
    host.until_terminal(rid, timeout=120)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    parser.add_argument("--data", default=str(REPO.parent / "shared" / "data"))
    parser.add_argument("--no-llm", action="store_true", help="pre-filter only (no model loaded)")
    parser.add_argument("--out", default=str(REPO / "bench" / "results"))
    args = parser.parse_args()
    texts = drafts(Path(args.data), args.samples + 3)
    results = [measure(mode, texts, not args.no_llm) for mode in ("service", "in_process")]
    report = {"benchmark": "native host round trip to the first (pre-filter) event",
              "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
              "command": " ".join(shlex.quote(a) for a in [".venv/bin/python", "bench/host_bench.py", *sys.argv[1:]]),
              "machine": machine(), "drafts": "PersonalReddit train responses" if (Path(args.data) / "PersonalReddit"
                                                                                    / "train.jsonl").exists() else "built-in",
              "draft_chars_median": statistics.median(len(t) for t in texts), "results": results}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "host.json").write_text(json.dumps(report, indent=2) + "\n")
    (out / "host.md").write_text(markdown(report))
    print(markdown(report))
    return 0


def markdown(r: dict) -> str:
    m = r["machine"]
    lines = [
        "# Native host: frame in → first event out",
        "",
        f"- date: {r['date']}",
        f"- command: `{r['command']}`",
        f"- machine: {m['nproc']} cores, {m['cpu']}, {m['ram_gib']} GiB RAM, Python {m['python']}, {m['os']}",
        f"- drafts: {r['drafts']} (median {r['draft_chars_median']:.0f} characters); each analysis is cancelled "
        "after its first event",
        "",
        "| path | model | samples | median ms | p95 ms | min ms | max ms | startup s | RSS MiB | peak RSS MiB |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for x in r["results"]:
        f = x["first_event_ms"]
        model = x["model"].get("model_id") or "none (pre-filter only)"
        path = "host → WebSocket → service" if x["mode"] == "service" else "host, engine in-process"
        lines.append(f"| {path} | {model} | {x['samples']} | {f['median']} | {f['p95']} | {f['min']} | {f['max']} | "
                     f"{x['startup_s']} | {x['rss_mib']} | {x['peak_rss_mib']} |")
    lines += ["", "Startup: from the first `hello` frame to its reply, including starting the service (service "
              "path) or loading spaCy and the model (in-process). RSS (VmRSS, VmHWM from /proc after the run) is the service "
              "process on the service path and the host process on the in-process path: each holds spaCy, the "
              "pre-filter and the embedded model.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
