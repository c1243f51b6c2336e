"""Replay every Context.has_any call of the 404 comments (recorded from Prefilter.find): the gate scan's answers vs
the plain loop's, same answers, CPU per text, alternating 3 rounds."""
import time
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
from models.prefilter import context as C
items = texts()["personalreddit"]
pf = Prefilter(); pf.warm()
calls = []
orig = C.Context.has_any
def rec(self, needles):
    calls[-1].append(needles); return orig(self, needles)
C.Context.has_any = rec
for t in items:
    clear_cache(); calls.append([]); pf.find(t)
C.Context.has_any = orig
def plain(ctx, needles):
    if ctx.tokens is None: return True
    lower = ctx.lower
    for n in needles:
        if n in lower: return True
    return False
print("calls/text", round(sum(map(len, calls)) / len(items), 1))
pt = time.process_time
for rnd in range(3):
    for name in (("scan", "plain") if rnd % 2 == 0 else ("plain", "scan")):
        t0 = pt(); answers = []
        for t, cs in zip(items, calls):
            ctx = C.Context(t); ctx.tokens; ctx.lower
            f = ctx.has_any if name == "scan" else (lambda n, ctx=ctx: plain(ctx, n))
            answers.append([f(n) for n in cs])
        dt = 1e6 * (pt() - t0) / len(items)
        if name == "scan": a_scan = answers
        else: a_plain = answers
        print(rnd, name, round(dt, 1), "µs/text")
print("same answers", a_scan == a_plain)
