"""Two families results, every field but timings, command and load. usage: families_eq.py [BASE.json] BRANCH.json
(one file: against lead_s16's)"""
import json, sys
def strip(o):
    if isinstance(o, dict):
        return {k: strip(v) for k, v in o.items() if not any(w in k for w in ("ms", "load", "time", "seconds", "command"))}
    if isinstance(o, list):
        return [strip(v) for v in o]
    return o
base, branch = sys.argv[1:3] if len(sys.argv) > 2 else ("bench/results/lead_s16/families_merged.json", sys.argv[1])
a = strip(json.load(open(base))); b = strip(json.load(open(branch)))
print("identical" if a == b else "DIFFERENT")
if a != b:
    for k in a:
        if a[k] != b.get(k): print(k, json.dumps(a[k])[:300], "\n  ->", json.dumps(b.get(k))[:300])
