"""Means and ranges of the per-run median ratios in abba*.log, base against branch. usage: abba_means.py LOG..."""
import re, sys, statistics
runs = {"base": {}, "branch": {}}
for f in sys.argv[1:]:
    side = None
    for line in open(f):
        if line.startswith("== ") and "end" not in line.split()[1]:
            side = "branch" if "/work/wt/" in line.split()[2] else "base"
        m = re.match(r"(\w+) \(\d+ texts\):.*ratio to Presidio ([\d.]+)", line)
        if m and side:
            runs[side].setdefault(m.group(1), []).append(float(m.group(2)))
for s in ("personalreddit", "synthetic", "panorama"):
    b, a = runs["base"].get(s, []), runs["branch"].get(s, [])
    print(f"{s}: base {statistics.mean(b):.3f} ({min(b):.3f}-{max(b):.3f}, n={len(b)})  branch {statistics.mean(a):.3f} ({min(a):.3f}-{max(a):.3f}, n={len(a)})")
