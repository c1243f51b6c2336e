import time, statistics
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
nlp = load_nlp(); ner.warm()
p = nlp.get_pipe("ner")
pt = time.process_time
for name, items in texts().items():
    acc = {"make": 0., "stepmodel": 0., "ids": 0., "s2v": 0., "v2s": 0., "trans": 0., "annot": 0., "init": 0., "tok2vec": 0.}
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)]
        for i in range(0, len(ss), ner.BATCH):
            a = pt(); docs = [nlp.make_doc(s) for s in ss[i:i+ner.BATCH]]; b = pt(); acc["make"] += b - a
            batch = p.moves.init_batch(docs); c = pt(); acc["init"] += c - b
            if any(len(d) for d in docs):
                tv = ner._token_vectors(p.model); tv(docs); c2 = pt(); acc["tok2vec"] += c2 - c; m = ner._step_model(p.model, tv, docs); d = pt(); acc["stepmodel"] += d - c2
                states = [s for s in batch if not s.is_final()]
                while states:
                    t0 = pt(); ids = m.get_token_ids(states); t1 = pt(); v = m.state2vec.predict(ids); t2 = pt()
                    sc = m.vec2scores.predict(v); t3 = pt(); states = p.transition_states(states, sc); t4 = pt()
                    acc["ids"] += t1 - t0; acc["s2v"] += t2 - t1; acc["v2s"] += t3 - t2; acc["trans"] += t4 - t3
                m.clear_memory()
            a = pt(); p.set_annotations(docs, batch); acc["annot"] += pt() - a
    print(name, {k: round(1e3 * v / len(items), 3) for k, v in acc.items()}, "ms CPU/text (stepmodel = token vectors again + lower layer)")
