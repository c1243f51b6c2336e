"""Lexicon scans: full finditer vs tried only at tokens that open a phrase; same matches? time."""
import re, time, statistics, sys
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.cues.lexicon import LexiconRecognizer
from models.prefilter.context import Context
from models.prefilter.recognizer import finditer_at
pf = Prefilter(); pf.warm()
lex = [r for r in pf.recognizers if isinstance(r, LexiconRecognizer)]
print(len(lex), [type(r).__name__ for r in lex])
W = re.compile(r"\w+")
def first_runs(phrases):
    out = set()
    for p in phrases:
        w = p.split()[0]
        m = W.match(w)
        if not m: return None
        out.add(m.group().lower())
    return frozenset(out)
firsts = {id(r): first_runs(r.TERMS) for r in lex}
print("no first:", [type(r).__name__ for r in lex if firsts[id(r)] is None])
pt = time.process_time
for name, items in texts().items():
    ta = tb = 0.0; diff = 0; npass = 0
    for t in items:
        ctx = Context(t)
        ts = {}
        for m in W.finditer(t): ts.setdefault(m.group().lower(), []).append(m.start())
        for r in lex:
            if not ctx.may_match(r._first): continue
            npass += 1
            a = pt(); ma = [(m.span()) for m in r._pattern.finditer(t)]; b = pt()
            f = firsts[id(r)]
            if f is None: mb = [(m.span()) for m in r._pattern.finditer(t)]
            else:
                pos = sorted(p for k in (f & ts.keys()) for p in ts[k])
                mb = [m.span() for m in finditer_at(r._pattern, t, pos)]
            c = pt(); ta += b - a; tb += c - b
            if ma != mb: diff += 1; print("DIFF", type(r).__name__, ma, mb, t[:80])
    print(name, len(items), "mean len", statistics.mean(map(len, items)), "passes/text", npass/len(items), f"full {1e3*ta/len(items):.3f} ms/text, at tokens {1e3*tb/len(items):.3f}", "diff", diff)
