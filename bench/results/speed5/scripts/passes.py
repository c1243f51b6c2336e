"""Per-text CPU of ours (NER, detectors, finish), first pass after warm() and a second pass; plus Presidio CPU.
usage: passes.py [OUT.json]"""
import sys, time, statistics, json
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache, entities
from models.prefilter.context import Context
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
pf = Prefilter(); pf.warm()
pt = time.process_time
res = {}
for p in (1, 2):
    for name, items in sets.items():
        rows = []
        for t in items:
            clear_cache()
            t0 = pt(); ents = entities(t); t1 = pt(); ctx = Context(t, ents); fs = []
            rec = {}
            for r in pf.recognizers:
                a = pt(); fs.extend(r.find(ctx)); rec[type(r).__name__] = pt() - a
            t2 = pt(); pf.finish(t, fs); t3 = pt()
            rows.append((t1 - t0, t2 - t1, t3 - t2, rec))
        med = lambda i: 1000 * statistics.median(r[i] for r in rows)
        def trim(i):
            v = sorted(r[i] for r in rows); v = v[:len(v) - max(1, len(v) // 50)]; return 1000 * statistics.mean(v)
        print(f"pass {p} {name}: median ms ner {med(0):.2f} detectors {med(1):.2f} finish {med(2):.2f}; trimmed mean detectors {trim(1):.2f}")
        res[f"{p}_{name}"] = [[r[0], r[1], r[2], r[3]] for r in rows]
if len(sys.argv) > 1:
    json.dump(res, open(sys.argv[1], 'w'))
