"""Prefilter warm-up (construct + warm) and per-text time over prefilter_same's 630 texts (NER cache cleared)."""
import json, os, statistics, sys, time
t0 = time.perf_counter()
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
pf = Prefilter(); pf.warm()
warm = time.perf_counter() - t0
from models.prefilter.data.gazetteer import gazetteer
g = gazetteer()
from bench.prefilter_same import texts
sets = texts()
clear_cache()
per = []
for name, items in sets.items():
    for t in items:
        a = time.perf_counter(); pf.find(t); per.append((time.perf_counter() - a) * 1000)
out = {"warm_s": round(warm, 2), "texts": len(per), "median_ms": round(statistics.median(per), 2),
       "mean_ms": round(statistics.fmean(per), 2), "places": len(g.places),
       "small_aliases": len(getattr(g, "small_aliases", {})), "load": os.getloadavg()}
print(json.dumps(out))
