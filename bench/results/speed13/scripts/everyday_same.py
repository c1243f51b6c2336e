"""Are the pre-filter's findings on every everyday draft set (study and blind) the same? Saves a digest of each
draft's findings (all fields) or compares with a saved file, printing per set only how many drafts differ: the
blind sets' texts and findings are never printed. usage: everyday_same.py --save|--compare FILE"""
import dataclasses, hashlib, json, sys
import bench.everyday_drafts as E
from models.prefilter import Prefilter
from models.prefilter.ner import clear_cache
pf = Prefilter(); pf.warm()
sets = {k: v for k, v in vars(E).items() if k.isupper() and isinstance(v, tuple) and v and isinstance(v[0], tuple)
        and isinstance(v[0][0], str)}
out = {}
for name, drafts in sets.items():
    digs = []
    for d in drafts:
        clear_cache()
        fs = [dataclasses.asdict(f) for f in pf.find(d[0])]
        digs.append(hashlib.sha256(json.dumps(fs, sort_keys=True, default=str).encode()).hexdigest())
    out[name] = digs
mode, path = sys.argv[1], sys.argv[2]
if mode == "--save":
    json.dump(out, open(path, "w"))
    print(len(out), "sets,", sum(map(len, out.values())), "drafts saved")
else:
    old = json.load(open(path)); bad = 0
    for name, digs in out.items():
        n = sum(a != b for a, b in zip(old.get(name, []), digs)) + abs(len(old.get(name, [])) - len(digs))
        bad += n
        print(f"{name}: {len(digs)} drafts, {n} differ")
    print("everyday drafts identical" if bad == 0 else f"DIFFER: {bad} drafts")
    sys.exit(1 if bad else 0)
