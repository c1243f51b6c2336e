"""CPU per text of ner.entities' parts, the way ner._recognize runs them (fused token vectors, Python step loop):
split+candidates, make_doc, init_batch, token vectors, ParserStepModel build (precomputed features), step loop
(get_token_ids, state2vec, output gemm, transition_states), set_annotations, _proper_entities. usage: ner_parts2.py [SET]"""
import sys, time, statistics, os
from collections import defaultdict
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
from spacy.ml.parser_model import ParserStepModel
sets = texts()
nlp = load_nlp(); ner.warm()
pt = time.process_time
pipe = nlp.get_pipe("ner")
vec = ner._token_vectors(pipe.model)
print("load", os.getloadavg())
for name in (sys.argv[1:] or list(sets)):
    acc = defaultdict(list)
    for rnd in range(2):
        for text in sets[name]:
            r = defaultdict(float)
            t0 = pt(); sents = ner.candidate_sentences(text); r["split"] += pt() - t0
            ss = [s for _, s in sents]
            for i in range(0, len(ss), ner.BATCH):
                a = pt(); docs = [nlp.make_doc(s) for s in ss[i:i + ner.BATCH]]; r["make_doc"] += pt() - a
                a = pt(); batch = pipe.moves.init_batch(docs); r["init_batch"] += pt() - a
                r["tokens"] += sum(len(d) for d in docs)
                if any(len(d) for d in docs):
                    a = pt(); tv = vec(docs)[0] if all(len(d) for d in docs) else None; r["vectors"] += pt() - a
                    a = pt(); model = ner._step_model(pipe.model, vec, docs); r["stepmodel(incl vectors)"] += pt() - a
                    step = ner._step(model)
                    states = [s for s in batch if not s.is_final()]
                    W = model.vec2scores.get_param("W"); b_ = model.vec2scores.get_param("b"); ops = model.ops
                    while states:
                        a = pt(); ids = model.get_token_ids(states); b = pt(); v = model.state2vec.predict(ids); c = pt()
                        sc = ops.gemm(v, W, trans2=True); sc += b_; d = pt()
                        states = pipe.transition_states(states, sc); e = pt()
                        r["get_token_ids"] += b - a; r["state2vec"] += c - b; r["out_gemm"] += d - c; r["transition"] += e - d
                        r["steps"] += 1
                    a = pt(); model.clear_memory(); r["clear"] += pt() - a
                a = pt(); pipe.set_annotations(docs, batch); r["set_annot"] += pt() - a
                a = pt(); [ner._proper_entities(d) for d in docs]; r["proper_ents"] += pt() - a
            if rnd:
                for k, v in r.items(): acc[k].append(v)
    n = len(sets[name])
    print(name, n, "texts; per text mean (ms):")
    for k, v in acc.items():
        scale = 1 if k in ("tokens", "steps") else 1000
        print(f"  {k:28s} {scale*statistics.mean(v):8.3f}  median {scale*statistics.median(v):8.3f}")
print("load", os.getloadavg())
