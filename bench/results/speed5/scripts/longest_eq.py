import random
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.cues.places import PlaceRecognizer
from tests.test_prefilter_places import _longest_by_every_length
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
rec = next(r for r in Prefilter().recognizers if isinstance(r, PlaceRecognizer))
random.seed(11)
names = [p for p in rec.gaz.places if " " in p][:5000]
seps = [" ", "  ", ". ", ", ", "\n", "-", " - ", "\t", ".  "]
fuzz = [random.choice(seps).join(w.title() for w in random.choice(names).split()) + random.choice(seps) + random.choice(names) for _ in range(20000)]
n = d = 0
for t in [t for v in sets.values() for t in v] + fuzz:
    ctx = Context(t)
    for i in range(len(ctx.words)):
        n += 1
        d += rec._longest(ctx, ctx.words, i) != _longest_by_every_length(rec, ctx, i)
print('positions', n, 'differ', d)
