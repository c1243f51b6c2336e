"""Which module-level regexes a draft runs (finditer/search/findall calls seen by sys.setprofile), per comment; with
their whole-draft scan cost and the may_hold pass count: where runs >> passes, a find_held gate may pay."""
import sys, re, time, importlib, pkgutil, collections
import models.prefilter as P
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
from models.prefilter.context import Context
from models.prefilter.recognizer import may_hold
pf = Prefilter(); pf.warm()
items = texts()[sys.argv[1] if len(sys.argv) > 1 else "personalreddit"]
names = {}
for mod in pkgutil.walk_packages(P.__path__, 'models.prefilter.'):
    try: m = importlib.import_module(mod.name)
    except Exception: continue
    for n, r in vars(m).items():
        if isinstance(r, re.Pattern) and isinstance(r.pattern, str):
            names.setdefault(id(r), (f"{mod.name.split('prefilter.')[1]}.{n}", r))
runs = collections.Counter()
cur = set()
def prof(frame, event, arg):
    if event == "c_call" and getattr(arg, "__name__", "") in ("finditer", "search", "findall"):
        s = getattr(arg, "__self__", None)
        if s is not None and id(s) in names:
            cur.add(id(s))
for t in items:
    clear_cache(); cur.clear()
    sys.setprofile(prof); pf.find(t); sys.setprofile(None)
    runs.update(cur)
ctxs = [Context(t) for t in items]
rows = []
for i, n in runs.items():
    name, r = names[i]
    t0 = time.process_time()
    for c in ctxs: r.search(c.text)
    cost = (time.process_time() - t0) * 1e6 / len(ctxs)
    passes = sum(1 for c in ctxs if may_hold(c, r))
    rows.append((cost * max(0, n - passes) / len(ctxs), cost, n, passes, name))
rows.sort(reverse=True)
print("saving_us  scan_us  runs  may_hold_passes  regex")
for r in rows[:60]: print(f"{r[0]:8.1f} {r[1]:8.1f} {r[2]:5d} {r[3]:5d}  {r[4]}")
