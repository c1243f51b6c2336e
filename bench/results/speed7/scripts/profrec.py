import cProfile, pstats, sys
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.ner import entities
pf = Prefilter(); pf.warm()
r = [x for x in pf.recognizers if type(x).__name__ == sys.argv[2]][0]
items = texts()[sys.argv[1]]
ctxs = [(t, entities(t)) for t in items]
for t, e in ctxs: r.find(Context(t, e))
pr = cProfile.Profile()
for t, e in ctxs:
    c = Context(t, e); c.words; c.keys; c.token_starts; c.lower
    pr.enable(); r.find(c); pr.disable()
st = pstats.Stats(pr); st.sort_stats("tottime").print_stats(18)
