"""CPU of the token vectors alone, base TokenVectors (models_base) vs the branch's, alternating batch by batch, on the
batches ner._recognize makes for each set of bench.prefilter_same; 3 rounds. usage: vectors_ab.py [BASE] [cold]
cold: the branch's remembered first-layer rows are forgotten before each text (what a draft gains from its own repeated
words only)."""
import sys, time, os, statistics
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/speed12/basepkg")
cold = "cold" in sys.argv[2:]
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
from models_base.prefilter.ner_vectors import TokenVectors as Base
nlp = load_nlp(); model = nlp.get_pipe("ner").model
new = ner._token_vectors(model); old = Base.for_model(model)
pt = time.process_time
print("load", os.getloadavg())
for name, items in texts().items():
    batches = []  # (text index, docs)
    for n, t in enumerate(items):
        ss = [s for _, s in ner.candidate_sentences(t)]
        for i in range(0, len(ss), ner.BATCH):
            b = [nlp.make_doc(s) for s in ss[i:i + ner.BATCH]]
            if all(len(d) for d in b):
                batches.append((n, b))
    for rnd in range(3):
        tb = tn = 0.0
        last = -1
        for i, (n, b) in enumerate(batches):
            if cold and n != last:
                new._rows.clear()
            last = n
            for k in ((0, 1) if i % 2 else (1, 0)):
                c = pt(); (old if k == 0 else new)(b); d = pt() - c
                if k == 0: tb += d
                else: tn += d
        print(f"{name} {'cold' if cold else 'remembered'} round {rnd}: base {1000*tb/len(items):.3f} ms/text, branch {1000*tn/len(items):.3f} ms/text, "
              f"branch/base {tn/tb:.3f}  ({len(batches)} batches)", flush=True)
print("load", os.getloadavg())
