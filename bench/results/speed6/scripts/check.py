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
f = FusedTrim2(model) if "trim2" in sys.argv else FusedTrim(model) if "trim" in sys.argv else Fused(model)
t2v = model.layers[0]
sets = texts()
pt = time.process_time
for name, items in sets.items():
    bad = 0; ta = []; tb = []
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)]
        for i in range(0, len(ss), ner.BATCH):
            docs = [nlp.make_doc(s) for s in ss[i:i+ner.BATCH]]
            if not all(len(d) for d in docs): continue
            a = pt(); A = t2v.predict(docs); b = pt(); B, _ = f(docs); c = pt()
            ta.append(b - a); tb.append(c - b)
            if A.shape != B.shape or not numpy.array_equal(A, B): bad += 1
    print(name, "batches differ:", bad, f"thinc {1e3*statistics.mean(ta):.3f} ms fused {1e3*statistics.mean(tb):.3f} ms mean per batch ({len(ta)})")
