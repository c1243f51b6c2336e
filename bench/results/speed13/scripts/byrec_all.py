"""speed6 byrec.py, every row printed (not the top 40). Per-recognizer CPU µs per text (pass 2, tables warm). usage: byrec_all.py SET [N_PASSES]"""
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
for p in range(int(sys.argv[2]) if len(sys.argv) > 2 else 2):
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
for m, k in rows:
    print(f"{1e6*m:8.0f} µs mean {1e6*statistics.median(acc[k]):8.0f} median  {100*m/tot:5.1f}%  {k}")
