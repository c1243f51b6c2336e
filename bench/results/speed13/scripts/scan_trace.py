"""Which regex calls the pipeline makes on whole drafts, and their CPU: every module-level compiled regex of
models/prefilter replaced by a timing proxy (finditer consumed at once), the pre-filter run over a set (pass 2
counted). Prints per (regex, method, whole draft or a slice): µs per text, calls, calls that found something.
usage: scan_trace.py SET [TOP]"""
import importlib, pkgutil, re, sys, time
from collections import defaultdict
import models.prefilter as P
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
pf = Prefilter(); pf.warm()
pt = time.process_time
acc = defaultdict(lambda: [0.0, 0, 0])
CUR = [None]; COUNT = [False]

class Proxy:
    def __init__(self, name, rx):
        self._n, self._rx = name, rx
    def __getattr__(self, a):
        return getattr(self._rx, a)
    def __hash__(self):
        return hash(self._rx)
    def __eq__(self, o):
        return self._rx == (o._rx if isinstance(o, Proxy) else o)
    def _t(self, meth, s, *a, **k):
        t0 = pt(); r = getattr(self._rx, meth)(s, *a, **k)
        if meth == "finditer":
            r = list(r)
        dt = pt() - t0
        if COUNT[0]:
            whole = s is CUR[0] or (isinstance(s, str) and len(s) > 60 and s == CUR[0])
            e = acc[(self._n, meth, "whole" if whole and not a else "part")]
            e[0] += dt; e[1] += 1; e[2] += bool(r)
        return iter(r) if meth == "finditer" else r
    def finditer(self, s, *a, **k): return self._t("finditer", s, *a, **k)
    def search(self, s, *a, **k): return self._t("search", s, *a, **k)
    def match(self, s, *a, **k): return self._t("match", s, *a, **k)
    def findall(self, s, *a, **k): return self._t("findall", s, *a, **k)
    def fullmatch(self, s, *a, **k): return self._t("fullmatch", s, *a, **k)

for m in pkgutil.walk_packages(P.__path__, "models.prefilter."):
    try:
        mod = importlib.import_module(m.name)
    except Exception:
        continue
    for k, v in list(vars(mod).items()):
        if isinstance(v, re.Pattern):
            setattr(mod, k, Proxy(m.name.split(".")[-1] + "." + k, v))
items = texts()[sys.argv[1]]
for p in range(2):
    COUNT[0] = bool(p)
    for t in items:
        clear_cache(); CUR[0] = t
        pf.find(t)
rows = sorted(((v[0], k, v[1], v[2]) for k, v in acc.items()), reverse=True)
print("total traced µs/text", round(1e6 * sum(r[0] for r in rows) / len(items)))
for c, k, n, h in rows[: int(sys.argv[2]) if len(sys.argv) > 2 else 60]:
    print(f"{1e6 * c / len(items):7.1f} µs/text  calls {n:6d}  found {h:6d}  {k[0]} {k[1]} {k[2]}")
