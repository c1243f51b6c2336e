"""Where spaCy's time goes in ner.entities on each set: sentence split + candidate test, make_doc (tokenizer),
model.predict (tok2vec + precomputed features), the step loop, set_annotations. CPU ms per text, medians and means.
Also: the candidate sentences' share of characters and of sentences, tokens per text."""
import sys, time, statistics
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
sets = texts()
nlp = load_nlp(); ner.warm()
pt = time.process_time
ner_pipe = nlp.get_pipe("ner")
for name, items in sets.items():
    rows = []
    for text in items:
        t0 = pt(); sents = ner.candidate_sentences(text); t1 = pt()
        ss = [s for _, s in sents]
        mk = pr = st = sa = 0.0; ntok = 0; steps = 0
        for i in range(0, len(ss), ner.BATCH):
            a = pt(); docs = [nlp.make_doc(s) for s in ss[i:i + ner.BATCH]]; b = pt(); mk += b - a
            ntok += sum(len(d) for d in docs)
            batch = ner_pipe.moves.init_batch(docs)
            if any(len(d) for d in docs):
                a = pt(); model = ner_pipe.model.predict(docs); b = pt(); pr += b - a
                step = ner._step(model)
                states = [s for s in batch if not s.is_final()]
                a = pt()
                while states:
                    states = ner_pipe.transition_states(states, step(states)); steps += 1
                model.clear_memory(); b = pt(); st += b - a
            a = pt(); ner_pipe.set_annotations(docs, batch); b = pt(); sa += b - a
        allsent = len(list(ner._SENTENCE.finditer(text)))
        rows.append(dict(split=t1 - t0, make=mk, predict=pr, steps_t=st, annot=sa, ntok=ntok, steps=steps,
                         nsent=len(ss), allsent=allsent, chars=sum(len(s) for s in ss), allchars=len(text)))
    f = lambda k: (1000 * statistics.median(r[k] for r in rows), 1000 * statistics.mean(r[k] for r in rows))
    print(f"{name} ({len(items)}): " + ", ".join(f"{k} {f(k)[0]:.2f}/{f(k)[1]:.2f}" for k in ("split", "make", "predict", "steps_t", "annot")))
    print(f"   tokens/text median {statistics.median(r['ntok'] for r in rows)}, steps {statistics.median(r['steps'] for r in rows)}, "
          f"cand sentences {sum(r['nsent'] for r in rows)}/{sum(r['allsent'] for r in rows)}, chars {sum(r['chars'] for r in rows)}/{sum(r['allchars'] for r in rows)}")
