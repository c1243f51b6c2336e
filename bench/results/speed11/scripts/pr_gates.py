import time
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.recognizer import PatternRecognizer, context_in_draft, may_hold, scan
pf = Prefilter(); pf.warm()
ctxs = [Context(t) for t in texts()["personalreddit"]]
rows = []
for r in pf.recognizers:
    if not isinstance(r, PatternRecognizer): continue
    for p, dn, needles in r._gates():
        ctxw = p.context if p.context is not None else r.CONTEXT
        def cur(c):
            if dn and not c.has_decimal: return False
            if needles is not None and not c.has_any(needles): return False
            if ctxw and not context_in_draft(c, ctxw): return False
            return True
        now = [c for c in ctxs if cur(c)]
        new = [c for c in now if may_hold(c, p.regex)]
        t0 = time.process_time()
        for c in now: list(scan(p.regex, c.text))
        cost = (time.process_time() - t0) * 1e6 / len(ctxs)
        rows.append((cost * (1 - len(new) / max(1, len(now))), cost, len(now), len(new), f"{type(r).__name__}.{p.name}"))
rows.sort(reverse=True)
for row in rows[:25]: print(f"{row[0]:7.1f} {row[1]:7.1f} {row[2]:4d} {row[3]:4d} {row[4]}")
