"""Base (9a2d112, imported as `basemodels`) and fold2 (`models`) recognizers timed in one process, round by round
in alternating order over the same Context objects: the best round of each, and the median of the paired
differences (fold2 - base), in µs per text over the 630 prefilter_same texts. Each pair's findings are checked
equal first (every field). Set-up and run (from anywhere):
    mkdir -p /tmp/fold2_base /tmp/fold2_basepkg && git -C /work/wt/fold2 archive 9a2d112 | tar -x -C /tmp/fold2_base
    ln -sfn /tmp/fold2_base/models /tmp/fold2_basepkg/basemodels
    nice /work/main/.venv/bin/python bench/results/fold2/paired_timing.py 30"""
import dataclasses, importlib, statistics, sys, time
from pathlib import Path
sys.path.insert(0, "/work/wt/fold2")
sys.path.insert(0, "/tmp/fold2_basepkg")
from bench.prefilter_same import texts
from models.prefilter.context import Context

sets = texts(Path("/work/shared/data/PersonalReddit/train.jsonl"), Path("/work/shared/data/SPIA"))
ctxs = [Context(t) for v in sets.values() for t in v]
for c in ctxs:
    c.lower; c.tokens
PAIRS = [("life_stage", "LifeStageRecognizer"), ("money_strain", "MoneyStrainRecognizer"),
         ("degree_pursuit", "DegreePursuitRecognizer"), ("language_order", "LanguageOrderRecognizer"),
         ("income", "IncomeRecognizer"), ("age", "AgeRecognizer"), ("register", "LaughterRecognizer"),
         ("register", "AintRecognizer"), ("gendered_emoji", "GenderedEmojiRecognizer")]
R = int(sys.argv[1]) if len(sys.argv) > 1 else 30


def run(rec):
    t0 = time.perf_counter()
    for c in ctxs:
        rec.find(c)
    return (time.perf_counter() - t0) * 1e6 / len(ctxs)


tot_b = tot_n = 0.0
for mod, cls in PAIRS:
    base = getattr(importlib.import_module(f"basemodels.prefilter.cues.{mod}"), cls)()
    new = getattr(importlib.import_module(f"models.prefilter.cues.{mod}"), cls)()
    assert [[dataclasses.astuple(f) for f in base.find(c)] for c in ctxs] == [[dataclasses.astuple(f) for f in new.find(c)] for c in ctxs]
    b, n, d = [], [], []
    for i in range(R):
        if i % 2:
            x = run(base); y = run(new)
        else:
            y = run(new); x = run(base)
        b.append(x); n.append(y); d.append(y - x)
    tot_b += min(b); tot_n += min(n)
    print(f"{cls:26s} base {min(b):7.2f}  fold2 {min(n):7.2f}  median paired diff {statistics.median(d):+6.2f} µs/text")
print(f"{'total (best rounds)':26s} base {tot_b:7.2f}  fold2 {tot_n:7.2f}")
