"""Two pii_families results, every field but timings, command and load. usage: families_eq.py BASE.json BRANCH.json"""
import json, sys
def strip(o):
    if isinstance(o, dict):
        return {k: strip(v) for k, v in o.items() if not any(w in k for w in ("ms", "load", "time", "seconds", "command"))}
    if isinstance(o, list):
        return [strip(v) for v in o]
    return o
a, b = (strip(json.load(open(p))) for p in sys.argv[1:3])
print("identical" if a == b else "DIFFERENT")
for k in a:
    if a[k] != b.get(k):
        print(k, json.dumps(a[k])[:300], "\n  ->", json.dumps(b.get(k))[:300])
