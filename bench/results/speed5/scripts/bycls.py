import json, statistics, sys
from models.prefilter.registry import default_recognizers
from models.prefilter.cues.lexicon import LexiconRecognizer
from models.prefilter.recognizer import PatternRecognizer
recs = default_recognizers()
kind = {}
for r in recs:
    n = type(r).__name__
    kind[n] = 'lexicon' if isinstance(r, LexiconRecognizer) else 'pattern' if isinstance(r, PatternRecognizer) else 'other'
d = json.load(open(sys.argv[1]))
for s in ('personalreddit', 'synthetic', 'panorama'):
    rows = d['1_' + s]
    def tm(k):
        v = sorted(r[3][k] for r in rows); v = v[:len(v) - max(1, len(v) // 50)]; return 1000 * statistics.mean(v)
    tot = {}
    for k in rows[0][3]:
        tot[kind.get(k, '?')] = tot.get(kind.get(k, '?'), 0) + tm(k)
    print(s, {k: round(v, 3) for k, v in tot.items()}, 'n', {k: sum(1 for x in kind.values() if x == k) for k in set(kind.values())})
