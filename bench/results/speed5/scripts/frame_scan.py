import re, time, random
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter.pii import person
from models.prefilter.recognizer import finditer_at
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
F = person._PERSON_FRAME
S = re.compile(r"(?<!\w)[A-Za-z\u0130\u0131\u017f\u212a]|(?<=[\n.!?])[ \t]|^[ \t]", re.MULTILINE)
def new(t):
    return finditer_at(F, t, [m.start() for m in S.finditer(t)])
def spans(it): return [(m.span(), m.groupdict()) for m in it]
random.seed(7)
alph = ["a", "b", "ed", " ", "\t", "\n", ".", ",", "I", "I,", "Tom", "Ann ", " by ", "under the name of ", "the late ", "with ", "to ", "Please ", "for ", "owner ", "K", "ſ", "İ", "ı", "1", ")", "-", "'", ": ", "(x) ", "goes out to ", "Ask ", "client"]
fuzz = ["".join(random.choice(alph) for _ in range(random.randint(1, 30))) for _ in range(30000)]
allt = [t for v in sets.values() for t in v]
bad = [t for t in allt + fuzz if spans(F.finditer(t)) != spans(new(t))]
print('differ', len(bad), 'of', len(allt) + len(fuzz), repr(bad[:3]))
for name, items in sets.items():
    res = []
    for f in (lambda t: list(F.finditer(t)), lambda t: list(new(t))) * 2:
        t0 = time.perf_counter()
        for t in items: f(t)
        res.append((time.perf_counter() - t0) / len(items) * 1e6)
    print(name, ' '.join(f'{x:.0f}' for x in res), 'us/text (old new old new)')
