"""First-call latency in a fresh process: Prefilter().warm() then the first find, or a cold find without warm().
usage: firstcall.py MODELS_DIR warm|cold"""
import sys, time, json
from pathlib import Path
sys.path.insert(0, str(Path(sys.argv[1]).resolve()))
from bench.prefilter_same import texts
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
first = [sets['synthetic'][0], sets['personalreddit'][0], sets['panorama'][0]]
w0, c0 = time.perf_counter(), time.process_time()
from models.prefilter import Prefilter
pf = Prefilter()
out = {}
if sys.argv[2] == 'warm':
    pf.warm()
    out['warm_s'] = round(time.perf_counter() - w0, 2); out['warm_cpu_s'] = round(time.process_time() - c0, 2)
for name, t in zip(('synthetic0', 'comment0', 'panorama0'), first):
    a, b = time.perf_counter(), time.process_time()
    pf.find(t)
    out[name + '_ms'] = round(1000 * (time.perf_counter() - a), 1); out[name + '_cpu_ms'] = round(1000 * (time.process_time() - b), 1)
import os
out['load'] = [round(x, 2) for x in os.getloadavg()]
print(sys.argv[1], sys.argv[2], json.dumps(out))
