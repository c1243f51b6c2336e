import sys, time, statistics, numpy
sys.path.insert(0, "/tmp/speed6/proto")
from fused import Fused
from fused_trim import FusedTrim
from fused_trim2 import FusedTrim2
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
nlp = load_nlp(); ner.warm()
model = nlp.get_pipe("ner").model
fs = {"thinc": model.layers[0].predict, "fused": Fused(model), "trim": FusedTrim(model), "trim2": FusedTrim2(model)}
pt = time.process_time
for name, items in texts().items():
    batches = []
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)]
        for i in range(0, len(ss), ner.BATCH):
            docs = [nlp.make_doc(s) for s in ss[i:i+ner.BATCH]]
            if all(len(d) for d in docs): batches.append(docs)
    tot = {k: 0.0 for k in fs}
    for rep in range(3):
        for j, docs in enumerate(batches):
            keys = list(fs); k0 = j % 4; keys = keys[k0:] + keys[:k0]
            for k in keys:
                a = pt(); fs[k](docs); tot[k] += pt() - a
    n = 3 * len(batches)
    print(name, {k: round(1e3 * v / n, 3) for k, v in tot.items()})
