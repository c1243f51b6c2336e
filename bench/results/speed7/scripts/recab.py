"""CPU µs per text of named recognizers, base 2355a4c (models_base in /tmp/speed7/basepkg, or $BASEPKG) against the branch, one
process, in turn per text (second pass counted), with findings compared. usage: recab.py SET [--warm] NAME [NAME ...]
(--warm: the context's shared tables, words, keys, tokens, are made before timing, as in the pipeline)"""
import os, sys, time, statistics, importlib
sys.path.insert(0, os.environ.get("BASEPKG", "/tmp/speed7/basepkg"))
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.ner import entities
base = importlib.import_module("models_base.prefilter").Prefilter(); base.warm()
BaseContext = importlib.import_module("models_base.prefilter.context").Context
BaseEntity = importlib.import_module("models_base.prefilter.context").Entity
after = Prefilter(); after.warm()
WARM = "--warm" in sys.argv
names = [a for a in sys.argv[2:] if a != "--warm"]
pick = lambda pf: {type(r).__name__: r for r in pf.recognizers if type(r).__name__ in names}
rb, ra = pick(base), pick(after)
pt = time.process_time
acc = {n: ([], []) for n in names}; differ = 0
for p in range(2):
    for i, t in enumerate(texts()[sys.argv[1]]):
        ents = entities(t)
        ctx_b = BaseContext(t, tuple(BaseEntity(e.start, e.end, e.label, e.text) for e in ents)); ctx_a = Context(t, ents)
        if WARM:  # the draft's shared tables made before timing, as the recognizers before this one made them
            for c in (ctx_b, ctx_a):
                c.lower; c.words; c.keys; c.tokens; getattr(c, "token_starts", None)
        for n in names:
            order = ((0, rb[n], ctx_b), (1, ra[n], ctx_a)) if i % 2 == 0 else ((1, ra[n], ctx_a), (0, rb[n], ctx_b))
            got = {}
            for k, r, c in order:
                a = pt(); got[k] = r.find(c); b = pt()
                if p: acc[n][k].append(b - a)
            if p and [(f.start, f.end, f.detector, f.value) for f in got[0]] != [(f.start, f.end, f.detector, f.value) for f in got[1]]:
                differ += 1
for n, (b, a) in acc.items():
    print(f"{sys.argv[1]} {n}: base {1e6*statistics.mean(b):.0f} µs -> branch {1e6*statistics.mean(a):.0f} µs mean per text")
print("findings differ:", differ)
