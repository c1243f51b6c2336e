"""cProfile of named detectors' find() alone, each called in pipeline order on the 404 comments (the context's
shared tables made by the detectors before it, as in the pipeline). usage: profdet.py SET NAME [NAME ...]"""
import cProfile, pstats, sys
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import entities
from models.prefilter.context import Context
pf = Prefilter(); pf.warm()
names = sys.argv[2:]
profs = {n: cProfile.Profile() for n in names}
items = texts()[sys.argv[1]]
ents = [entities(t) for t in items]
for t, e in zip(items, ents):
    ctx = Context(t, e)
    for r in pf.recognizers:
        n = type(r).__name__
        if n in profs:
            profs[n].enable(); r.find(ctx); profs[n].disable()
        else:
            r.find(ctx)
for n, p in profs.items():
    print("=" * 30, n)
    pstats.Stats(p).sort_stats("tottime").print_stats(12)
