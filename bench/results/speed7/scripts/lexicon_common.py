import time
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.cues.lexicon import LexiconRecognizer
from models.prefilter.context import Context
pf = Prefilter()
ops = [r._openings for r in pf.recognizers if isinstance(r, LexiconRecognizer) and r._openings is not None]
fs = {r._openings and id(r): r._openings.keys() for r in pf.recognizers if isinstance(r, LexiconRecognizer) and r._openings is not None}
items = texts()["personalreddit"]
ctxs = [c for c in (Context(t) for t in items) if c.token_starts is not None]
for c in ctxs: c.token_starts
def lc(openings, starts):
    if len(openings) < len(starts):
        return [run for run in openings if run in starts]
    return [run for run in starts if run in openings]
def kv(openings, starts):
    return openings.keys() & starts.keys()
for f in (lc, kv):
    best = 1e9
    for rep in range(5):
        a = time.process_time()
        for c in ctxs:
            s = c.token_starts
            for o in ops: f(o, s)
        best = min(best, time.process_time() - a)
    print(f.__name__, f"{1e6*best/len(items):.1f} us/text")
print(sum(len(o) for o in ops)/len(ops), sum(len(c.token_starts) for c in ctxs)/len(ctxs))
