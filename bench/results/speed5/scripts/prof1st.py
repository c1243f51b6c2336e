"""cProfile of the FIRST pass over each set after warm() (as the bench sees it). usage: prof1st.py OUTPREFIX"""
import cProfile, pstats, sys
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
pf = Prefilter(); pf.warm()
out = sys.argv[1]
for name in ('synthetic', 'panorama', 'personalreddit'):
    pr = cProfile.Profile()
    for t in sets[name]:
        clear_cache(); pr.enable(); pf.find(t); pr.disable()
    pr.dump_stats(f'{out}_{name}.out')
