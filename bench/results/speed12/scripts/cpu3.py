"""Process CPU time per text of the branch point's pre-filter (models_base), the branch's, and Presidio's analyzer,
in one process, the three in a rotating order text by text (NER sentence caches cleared before ours). Prints the
median CPU ms per set and the median per-text ratios: branch/base, base/Presidio, branch/Presidio.
usage: cpu3.py OUT.json BASEPKG (BASEPKG holds models_base: git archive <commit> models, renamed)"""
import json, os, statistics, sys, time, importlib
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from bench.pii_bench import presidio
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
base_mod = importlib.import_module('models_base.prefilter')
base_clear = importlib.import_module('models_base.prefilter.ner').clear_cache
branch = Prefilter(); branch.warm(); base = base_mod.Prefilter(); base.warm()
engine, _ = presidio()
run = {'base': lambda t: (base_clear(), base.find(t)), 'branch': lambda t: (clear_cache(), branch.find(t)),
       'presidio': engine}
orders = [('base', 'branch', 'presidio'), ('branch', 'presidio', 'base'), ('presidio', 'base', 'branch'),
          ('branch', 'base', 'presidio'), ('base', 'presidio', 'branch'), ('presidio', 'branch', 'base')]
load0 = os.getloadavg(); out = {}
for name, items in texts().items():
    r = {k: [] for k in run}
    for i, t in enumerate(items):
        for k in orders[i % 6]:
            c = time.process_time(); run[k](t); r[k].append(time.process_time() - c)
    med = {k + '_ms': round(1000 * statistics.median(v), 3) for k, v in r.items()}
    ratio = lambda a, b: round(statistics.median(x / y for x, y in zip(r[a], r[b]) if y > 0), 4)
    med.update(branch_to_base=ratio('branch', 'base'), base_to_presidio=ratio('base', 'presidio'),
               branch_to_presidio=ratio('branch', 'presidio'),
               base_sum_to_presidio_sum=round(sum(r['base']) / sum(r['presidio']), 4),
               branch_sum_to_presidio_sum=round(sum(r['branch']) / sum(r['presidio']), 4))
    out[name] = med
    print(name, med, flush=True)
print('load', [round(x, 2) for x in load0], '->', [round(x, 2) for x in os.getloadavg()])
json.dump({'cpu': out, 'load_start': load0, 'load_end': os.getloadavg()}, open(sys.argv[1], 'w'), indent=1)
