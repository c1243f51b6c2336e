"""One recognizer, base (d64bba4) against the branch, same process, same Context inputs, interleaved; findings compared.
usage: recab.py ClassName [reps]"""
import sys, time, statistics, dataclasses
from pathlib import Path
sys.path.insert(0, '/tmp/speed5/basepkg')
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.ner import entities
from models.prefilter.context import Context
import models_base.prefilter as B
from models_base.prefilter.context import Context as BContext, Entity as BEntity
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
name = sys.argv[1]; reps = int(sys.argv[2]) if len(sys.argv) > 2 else 3
new = next(r for r in Prefilter().recognizers if type(r).__name__ == name)
old = next(r for r in B.Prefilter().recognizers if type(r).__name__ == name)
for setname, items in sets.items():
    ents = [entities(t) for t in items]
    bents = [tuple(BEntity(e.start, e.end, e.label, e.text) for e in es) for es in ents]
    differ = 0; to = []; tn = []
    for rep in range(reps):
        for t, e, be in zip(items, ents, bents):
            c1, c2 = Context(t, e), BContext(t, be)
            if rep % 2:
                a = time.perf_counter(); fn = new.find(c1); b = time.perf_counter(); fo = old.find(c2); c = time.perf_counter()
                tn.append(b - a); to.append(c - b)
            else:
                a = time.perf_counter(); fo = old.find(c2); b = time.perf_counter(); fn = new.find(c1); c = time.perf_counter()
                to.append(b - a); tn.append(c - b)
            differ += [dataclasses.asdict(f) for f in fo] != [dataclasses.asdict(f) for f in fn]
    print(f"{name} {setname}: mean us old {1e6*statistics.mean(to):.1f} new {1e6*statistics.mean(tn):.1f}; median {1e6*statistics.median(to):.1f} -> {1e6*statistics.median(tn):.1f}; differ {differ}")
