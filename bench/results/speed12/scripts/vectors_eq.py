"""The branch's TokenVectors against the base's (BASE folder holding models_base, default /tmp/speed12/basepkg),
bit for bit, on every batch ner._recognize makes from the candidate sentences of the 630 texts of
bench.prefilter_same, and on each of those sentences alone. usage: vectors_eq.py [BASE]"""
import sys, numpy
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else "/tmp/speed12/basepkg")
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
from models_base.prefilter.ner_vectors import TokenVectors as Base
nlp = load_nlp(); model = nlp.get_pipe("ner").model
new = ner._token_vectors(model); old = Base.for_model(model)
assert new is not None and old is not None
n = bad = 0
for name, items in texts().items():
    for t in items:
        ss = [s for _, s in ner.candidate_sentences(t)]
        groups = [ss[i:i + ner.BATCH] for i in range(0, len(ss), ner.BATCH)] + [[s] for s in ss]
        for g in groups:
            docs = [nlp.make_doc(s) for s in g]
            if not all(len(d) for d in docs):
                continue
            n += 1
            if not numpy.array_equal(new(docs)[0], old(docs)[0]):
                bad += 1
print(f"{n} batches compared, {bad} differ")
