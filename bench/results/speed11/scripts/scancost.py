import time, collections
from bench.prefilter_same import texts
from models.prefilter import Prefilter, gate_scan
pf = Prefilter(); pf.warm()
idx = gate_scan._current
strs = sorted({s for t in idx.tuples.values() for s in t})
print("tuples", len(idx.tuples), "strings", len(strs), "by length", sorted(collections.Counter(len(s) for s in strs).items())[:6])
lows = [t.lower() for t in texts()["personalreddit"]]
pt = time.process_time
t0 = pt()
for l in lows: idx.present(l)
print("present µs/text", round(1e6*(pt()-t0)/len(lows),1))
t0 = pt()
for l in lows: idx._scan.findall(l)
print("findall µs/text", round(1e6*(pt()-t0)/len(lows),1), "matches/text", sum(len(idx._scan.findall(l)) for l in lows)/len(lows))
print("short strings", [s for s in strs if len(s) <= 1])
import re
from models.prefilter.gate_scan import _trie_pattern
for m in (2, 3, 4, 5):
    long = [s for s in strs if len(s) >= m]
    R = re.compile("(?=(" + _trie_pattern(long) + "))")
    t0 = pt()
    for l in lows: R.findall(l)
    print("min", m, "strings", len(long), "findall µs/text", round(1e6*(pt()-t0)/len(lows),1), "matches/text", round(sum(len(R.findall(l)) for l in lows)/len(lows)))
