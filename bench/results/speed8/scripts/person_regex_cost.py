"""CPU µs per text of person.py's whole-draft regex scans (the scan alone, all matches listed), per set."""
import time, re, statistics
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter.pii import person as P
names = [n for n in dir(P) if n.isupper() and isinstance(getattr(P, n), re.Pattern)]
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
pt = time.process_time
for name, items in sets.items():
    res = []
    for n in names:
        r = getattr(P, n); t = pt()
        for _ in range(3):
            for x in items: list(r.finditer(x))
        res.append(((pt() - t) / 3 / len(items) * 1e6, n))
    print(name, ", ".join(f"{n} {v:.0f}" for v, n in sorted(res, reverse=True)[:8]))
