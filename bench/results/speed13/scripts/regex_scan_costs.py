"""CPU of a whole-draft finditer of every module-level compiled regex of models/prefilter (one pass over a set),
largest first, with how many drafts it matches in: where a gate on the draft's words could skip a scan.
usage: regex_scan_costs.py SET [TOP]"""
import importlib, pkgutil, re, sys, time
import models.prefilter as P
from bench.prefilter_same import texts
from models.prefilter.registry import default_recognizers
default_recognizers()
seen = {}
for m in pkgutil.walk_packages(P.__path__, "models.prefilter."):
    try:
        mod = importlib.import_module(m.name)
    except Exception:
        continue
    for k, v in vars(mod).items():
        if isinstance(v, re.Pattern) and id(v) not in seen:
            seen[id(v)] = (m.name.split(".")[-1] + "." + k, v)
items = texts()[sys.argv[1]]
pt = time.process_time
rows = []
for name, rx in seen.values():
    t0 = pt(); hit = 0
    for t in items:
        for _ in rx.finditer(t):
            hit += 1; break
    rows.append((pt() - t0, name, hit))
rows.sort(reverse=True)
for c, n, h in rows[: int(sys.argv[2]) if len(sys.argv) > 2 else 60]:
    print(f"{1e6 * c / len(items):7.1f} µs/text  hits in {h:4d} texts  {n}")
