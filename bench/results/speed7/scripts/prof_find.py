"""cProfile of Prefilter.find over one set (second pass: tables warm; NER's sentence cache cleared per text)."""
import cProfile, pstats, sys
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
sets = texts()
pf = Prefilter(); pf.warm()
items = sets[sys.argv[1]]
for t in items: clear_cache(); pf.find(t)
pr = cProfile.Profile()
for t in items:
    clear_cache(); pr.enable(); pf.find(t); pr.disable()
pr.dump_stats(sys.argv[2])
st = pstats.Stats(pr); st.sort_stats("tottime").print_stats(45)
