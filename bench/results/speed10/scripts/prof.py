"""cProfile of Prefilter.find over one set (second pass: tables warm; NER's sentence cache cleared per text).
usage: prof.py SET OUT.prof [N_cum] [N_tot]  -- prints cumulative then tottime tables."""
import cProfile, pstats, sys
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
items = texts()[sys.argv[1]]
pf = Prefilter(); pf.warm()
for t in items: clear_cache(); pf.find(t)
pr = cProfile.Profile()
for t in items:
    clear_cache(); pr.enable(); pf.find(t); pr.disable()
pr.dump_stats(sys.argv[2])
st = pstats.Stats(pr); st.sort_stats("cumulative").print_stats(int(sys.argv[3]) if len(sys.argv) > 3 else 80)
st.sort_stats("tottime").print_stats(int(sys.argv[4]) if len(sys.argv) > 4 else 60)
