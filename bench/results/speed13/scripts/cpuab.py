"""CPU time (process_time) per text, base 2355a4c (models_base) vs branch, in one process, alternating first.
usage: cpuab.py OUT.json [BASEPKG] (speed8: BASEPKG, the folder holding models_base, defaults to speed7's)"""
import sys, time, statistics, importlib, os, json
from pathlib import Path
sys.path.insert(0, sys.argv[2] if len(sys.argv) > 2 else '/tmp/speed13/basepkg')
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
base_mod = importlib.import_module('models_base.prefilter')
base_clear = importlib.import_module('models_base.prefilter.ner').clear_cache
after = Prefilter(); after.warm(); before = base_mod.Prefilter(); before.warm()
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
load0 = os.getloadavg(); out = {}
for name, items in sets.items():
    r = {'before': [], 'after': [], 'before_wall': [], 'after_wall': []}
    for i, t in enumerate(items):
        for k in (('before', 'after') if i % 2 == 0 else ('after', 'before')):
            clear_cache(); base_clear()
            c = time.process_time(); w = time.perf_counter()
            (before if k == 'before' else after).find(t)
            r[k].append(time.process_time() - c); r[k + '_wall'].append(time.perf_counter() - w)
    med = {k: round(1000 * statistics.median(v), 3) for k, v in r.items()}
    for k in ('before', 'after'):
        med[k + '_mean'] = round(1000 * statistics.mean(r[k]), 3); med[k + '_max'] = round(1000 * max(r[k]), 1)
    med['cpu_ratio_after_to_before'] = round(statistics.median(a / b for a, b in zip(r['after'], r['before']) if b > 0), 3)
    out[name] = med
    print(name, med, flush=True)
print('load', [round(x, 2) for x in load0], '->', [round(x, 2) for x in os.getloadavg()])
json.dump({'cpu_ms_median': out, 'load_start': load0, 'load_end': os.getloadavg()}, open(sys.argv[1], 'w'), indent=1)
