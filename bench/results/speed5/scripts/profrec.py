"""cProfile one recognizer's find over the dense sets (entities precomputed; a first pass unprofiled).
usage: profrec.py RecognizerClassName [sets] [n]"""
import cProfile, pstats, sys
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import entities
from models.prefilter.context import Context
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
names = sys.argv[2].split(',') if len(sys.argv) > 2 else ['synthetic', 'panorama']
pf = Prefilter(); pf.warm()
rec = next(r for r in pf.recognizers if type(r).__name__ == sys.argv[1])
items = [t for n in names for t in sets[n]]
ents = [entities(t) for t in items]
for t, e in zip(items, ents): rec.find(Context(t, e))
pr = cProfile.Profile()
for t, e in zip(items, ents):
    c = Context(t, e); pr.enable(); rec.find(c); pr.disable()
st = pstats.Stats(pr); st.sort_stats('cumulative').print_stats(int(sys.argv[3]) if len(sys.argv) > 3 else 45)
