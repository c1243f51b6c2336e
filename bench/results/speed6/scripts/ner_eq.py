"""ner_vectors.TokenVectors against thinc's layers (bitwise) and ner._recognize against nlp.pipe (entities) on every
candidate sentence batch of the 630 texts of bench.prefilter_same, plus all sentences (not only candidates) of them."""
import numpy
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.ner_vectors import TokenVectors
from models.prefilter.nlp import load_nlp
nlp = load_nlp(); ner.warm()
model = nlp.get_pipe("ner").model
tv = TokenVectors.for_model(model)
assert tv is not None
for name, items in texts().items():
    batches = differ = ents_differ = 0
    for text in items:
        for ss in ([s for _, s in ner.candidate_sentences(text)], [m.group() for m in ner._SENTENCE.finditer(text)]):
            for i in range(0, len(ss), ner.BATCH):
                chunk = ss[i:i + ner.BATCH]
                docs = [nlp.make_doc(s) for s in chunk]
                if all(len(d) for d in docs):
                    batches += 1
                    A = model.layers[0].predict(docs); B, _ = tv(docs)
                    differ += not (A.shape == B.shape and numpy.array_equal(A, B))
                ours = [ner._proper_entities(d) for d in ner._recognize(chunk)]
                ref = [ner._proper_entities(d) for d in nlp.pipe(chunk, batch_size=ner.BATCH)]
                ents_differ += ours != ref
    print(f"{name}: {batches} batches, token vectors differ in {differ}; entities differ in {ents_differ} batches")
