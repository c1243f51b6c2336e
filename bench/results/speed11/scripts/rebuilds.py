import time
from bench.prefilter_same import texts
from models.prefilter import Prefilter, gate_scan
from models.prefilter.ner import clear_cache
pf = Prefilter(); pf.warm()
print("after warm: tuples", len(gate_scan._registered), "strings", gate_scan._strings)
n = 0; last = len(gate_scan._registered)
orig = gate_scan.GateIndex.__init__
times = []
def timed(self, t):
    c = time.process_time(); orig(self, t); times.append(time.process_time() - c)
gate_scan.GateIndex.__init__ = timed
for name, items in texts().items():
    for i, t in enumerate(items):
        clear_cache(); pf.find(t)
    print(name, "rebuilds so far", len(times), "ms total", round(1e3*sum(times),1), "tuples", len(gate_scan._registered), "strings", gate_scan._strings)
