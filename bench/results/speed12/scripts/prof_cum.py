"""cProfile of Prefilter.find over one set, second pass (tables warm, NER's sentence cache cleared per text);
prints the top by cumulative and by own time. usage: prof_cum.py SET OUT.prof"""
import cProfile, pstats, sys, os
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
from models.prefilter.nlp import load_nlp
items = texts()[sys.argv[1]]
pf = Prefilter(); pf.warm()
nlp = load_nlp()
print("load", os.getloadavg())
print("pipe_names", nlp.pipe_names, "components", [n for n, _ in nlp.components], "disabled", nlp.disabled)
print("model", nlp.meta.get("name"), nlp.meta.get("version"))
for t in items: clear_cache(); pf.find(t)
pr = cProfile.Profile()
for t in items:
    clear_cache(); pr.enable(); pf.find(t); pr.disable()
pr.dump_stats(sys.argv[2])
st = pstats.Stats(pr); st.sort_stats("cumulative").print_stats(60)
st.sort_stats("tottime").print_stats(40)
print("load", os.getloadavg())
