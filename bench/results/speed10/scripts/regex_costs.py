"""Every module-level compiled regex of models/prefilter: its whole-draft search cost on the 404 comments and how
many drafts `may_hold` (recognizer.required_strings) lets through: a costly scan that the gate would skip on most
drafts is a candidate (whether the detector scans the whole draft with it is read in its code).
usage: regex_costs.py [N_ROWS]"""
import importlib, pkgutil, re, sys, time
import models.prefilter as P
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.recognizer import may_hold, required_strings
Prefilter().warm()
items = texts()['personalreddit']
ctxs = [Context(t) for t in items]
seen, rows = set(), []
for mod in pkgutil.walk_packages(P.__path__, 'models.prefilter.'):
    try:
        m = importlib.import_module(mod.name)
    except Exception:
        continue
    for name, r in vars(m).items():
        if isinstance(r, re.Pattern) and isinstance(r.pattern, str) and id(r) not in seen:
            seen.add(id(r))
            t = time.process_time(); hits = sum(1 for c in ctxs if r.search(c.text)); dt = time.process_time() - t
            passes = sum(1 for c in ctxs if may_hold(c, r))
            rows.append((dt * 1e6 / len(ctxs) * (1 - passes / len(ctxs)), dt * 1e6 / len(ctxs), hits, passes, f"{mod.name.split('prefilter.')[1]}.{name}"))
rows.sort(reverse=True)
print("skippable_us  search_us  hits  may_hold_passes  regex")
for row in rows[: int(sys.argv[1]) if len(sys.argv) > 1 else 60]:
    print(f"{row[0]:9.1f} {row[1]:9.1f} {row[2]:5d} {row[3]:5d}  {row[4]}")
