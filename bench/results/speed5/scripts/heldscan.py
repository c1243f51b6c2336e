import re, time, sys, importlib, pkgutil
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter.recognizer import required_strings, may_hold
from models.prefilter.context import Context
import models.prefilter.registry
models.prefilter.registry.default_recognizers()
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
ctxs = {n: [Context(t) for t in v] for n, v in sets.items()}
for cs in ctxs.values():
    for c in cs: c.lower; c.tokens
rows = []
for modname, m in list(sys.modules.items()):
    if not modname.startswith('models.prefilter') or m is None: continue
    for name, rx in vars(m).items():
        if not isinstance(rx, re.Pattern) or not required_strings(rx): continue
        est = {}
        for sn, cs in ctxs.items():
            t0 = time.perf_counter(); [list(rx.finditer(c.text)) for c in cs]; scan = (time.perf_counter() - t0) / len(cs) * 1e6
            if scan < 8: est[sn] = (scan, 0, 1); continue
            t0 = time.perf_counter(); p = [may_hold(c, rx) for c in cs]; g = (time.perf_counter() - t0) / len(cs) * 1e6
            est[sn] = (scan, g, sum(p) / len(cs))
        save = {sn: s - g - r * s for sn, (s, g, r) in est.items()}
        rows.append((save['personalreddit'], modname.split('.')[-1] + '.' + name, est, save))
for r in sorted(rows, reverse=True)[:30]:
    print(f"{r[1]:40s}", ' | '.join(f"{sn[:5]} scan {s:.0f} gate {g:.0f} pass {p:.2f} save {r[3][sn]:.0f}" for sn, (s, g, p) in r[2].items()))
