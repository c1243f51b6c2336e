"""Generation alone, base (models_base) vs branch, contexts made and warmed first, 5 counted rounds alternating. usage: gen_ab.py"""
import sys, time, importlib
sys.path.insert(0, "/tmp/speed13/basepkg")
from bench.prefilter_same import texts
from models.prefilter.context import Context
from models.prefilter.cues.implicit import GenerationRecognizer
from models.prefilter.registry import default_recognizers
default_recognizers()
importlib.import_module("models_base.prefilter.registry").default_recognizers()
BG = importlib.import_module("models_base.prefilter.cues.implicit").GenerationRecognizer
BC = importlib.import_module("models_base.prefilter.context").Context
items = texts()["personalreddit"]
a, b = GenerationRecognizer(), BG()
pt = time.process_time
ca = [Context(t) for t in items]; cb = [BC(t) for t in items]
for c in ca + cb: c.lower; c.tokens; c._gate_strings
tot = {"base": 0.0, "branch": 0.0}
for r in range(6):
    for name, rec, cs in (("base", b, cb), ("branch", a, ca)) if r % 2 else (("branch", a, ca), ("base", b, cb)):
        t0 = pt()
        for c in cs: rec.find(c)
        if r: tot[name] += pt() - t0
print({k: round(1e6 * v / 5 / len(items), 1) for k, v in tot.items()}, "µs/text")
