"""Per-recognizer CPU µs per text (pass 2, tables warm), mean and sum share; plus NER and finish. usage: byrec.py SET [N_PASSES] [--all] (--all: every row, not the top 40)"""
import sys, time, statistics
from collections import defaultdict
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache, entities
from models.prefilter.context import Context
items = texts()[sys.argv[1]]
pf = Prefilter(); pf.warm()
pt = time.process_time
acc = defaultdict(list)
ALL = "--all" in sys.argv
ARGS = [a for a in sys.argv if a != "--all"]
for p in range(int(ARGS[2]) if len(ARGS) > 2 else 2):
    for t in items:
        clear_cache()
        t0 = pt(); ents = entities(t); t1 = pt(); ctx = Context(t, ents); t1b = pt(); fs = []
        for r in pf.recognizers:
            a = pt(); fs.extend(r.find(ctx)); b = pt()
            if p: acc[type(r).__name__ + ("" if not getattr(r, "name", None) else ":" + str(r.name))].append(b - a)
        t2 = pt(); pf.finish(t, fs); t3 = pt()
        if p:
            acc["_NER"].append(t1 - t0); acc["_Context"].append(t1b - t1); acc["_finish"].append(t3 - t2)
            acc["_detectors_total"].append(t2 - t1b)
rows = sorted(((statistics.mean(v), k) for k, v in acc.items()), reverse=True)
tot = statistics.mean(acc["_NER"]) + statistics.mean(acc["_detectors_total"]) + statistics.mean(acc["_finish"]) + statistics.mean(acc["_Context"])
print(f"{sys.argv[1]}: total mean {1e3*tot:.2f} ms/text")
for m, k in rows if ALL else rows[:40]:
    print(f"{1e6*m:8.0f} µs mean {1e6*statistics.median(acc[k]):8.0f} median  {100*m/tot:5.1f}%  {k}")
