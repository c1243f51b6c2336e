"""The cached first layer against the uncached one, bit for bit: every batch of candidate sentences of the 630
texts (and every sentence of them, as one-sentence batches), the full token vectors compared; then CPU of the
token vectors per text with and without the cache (cache cleared per text = cold; kept = warm)."""
import sys, time, numpy, statistics
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
from models.prefilter.ner_vectors import TokenVectors, _FirstLayerCache, FIRST_LAYER_ROWS
nlp = load_nlp(); model = nlp.get_pipe("ner").model
tv = TokenVectors.for_model(model)
sets = texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
class NoCache:
    def rows(self, ids, compute): return compute(ids)
def run(tvx, cache, docs):
    tvx._first = cache; return tvx(docs)[0]
differ = batches = 0
import os
EQ = os.environ.get('EQ', '1') == '1'
cache = _FirstLayerCache(96, FIRST_LAYER_ROWS); small = _FirstLayerCache(96, 64)
for name, items in (sets.items() if EQ else ()):
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)] or []
        groups = [ss[i:i + ner.BATCH] for i in range(0, len(ss), ner.BATCH)] + [[s] for s in ss] + [[s for _, s in ((m.start(), m.group()) for m in ner._SENTENCE.finditer(text))][:32]]
        for g in groups:
            docs = [nlp.make_doc(s) for s in g]
            if not docs or not all(len(d) for d in docs): continue
            a = run(tv, NoCache(), docs); b = run(tv, cache, docs); c = run(tv, small, docs)
            theirs = model.layers[0].predict(docs)
            batches += 1
            if not (numpy.array_equal(a, b) and numpy.array_equal(a, c) and numpy.array_equal(a, theirs)): differ += 1
print("batches", batches, "differ", differ, flush=True)
pt = time.process_time
for name, items in sets.items():
    acc = {"none": [], "cold": [], "warm": []}
    warm = _FirstLayerCache(96, FIRST_LAYER_ROWS)
    for p in range(2):
        for i, text in enumerate(items):
            ss = [s for _, s in ner.candidate_sentences(text)]
            bs = [[nlp.make_doc(s) for s in ss[j:j + ner.BATCH]] for j in range(0, len(ss), ner.BATCH)]
            bs = [b for b in bs if all(len(d) for d in b)]
            for k in (("none", "cold", "warm") if i % 2 else ("warm", "cold", "none")):
                c = {"none": NoCache(), "cold": _FirstLayerCache(96, FIRST_LAYER_ROWS), "warm": warm}[k]
                t = pt()
                for b in bs: run(tv, c, b)
                if p: acc[k].append(pt() - t)
    print(name, {k: round(1e3 * statistics.mean(v), 3) for k, v in acc.items()}, "ms CPU/text token vectors (mean)", flush=True)
