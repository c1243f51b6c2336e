import random, re, sys, importlib
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter.context import Context
from models.prefilter.recognizer import find_held, required_strings
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
regs = [getattr(importlib.import_module(m), n) for m, n in (a.rsplit('.', 1) for a in sys.argv[1:])]
random.seed(5)
alltexts = [t for v in sets.values() for t in v]
for rx in regs:
    words = [w for s in required_strings(rx) for w in s] + ["Tom Berg", "Ana", " ", ": ", "\n", ".", "by", "to", "İ", "ſ", "K", "9", "(x)", "-", "…"]
    fuzz = ["".join(random.choice(words + [w.upper() for w in words] + [w.title() for w in words]) + random.choice(" \t") for _ in range(random.randint(1, 12))) for _ in range(20000)]
    d = sum([m.span() for m in find_held(rx, Context(t))] != [m.span() for m in rx.finditer(t)] for t in alltexts + fuzz)
    found = sum(bool(list(rx.finditer(t))) for t in fuzz)
    print(rx.pattern[:50], 'texts', len(alltexts) + len(fuzz), 'fuzz with a match', found, 'differ', d)
