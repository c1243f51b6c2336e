"""Families result against lead_s16's, every field but timings and load. usage: families_eq.py FILE"""
import json, sys
def strip(o):
    if isinstance(o, dict):
        return {k: strip(v) for k, v in o.items() if not any(w in k for w in ("ms", "load", "time", "seconds", "command"))}
    if isinstance(o, list):
        return [strip(v) for v in o]
    return o
a = strip(json.load(open("bench/results/lead_s16/families_merged.json"))); b = strip(json.load(open(sys.argv[1])))
print("identical" if a == b else "DIFFERENT")
if a != b:
    for k in a:
        if a[k] != b.get(k): print(k, json.dumps(a[k])[:300], "\n  ->", json.dumps(b.get(k))[:300])
