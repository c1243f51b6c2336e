import cProfile, pstats, sys
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
sets = texts()
nlp = load_nlp(); ner.warm()
p = nlp.get_pipe("ner")
batches = []
for text in sets[sys.argv[1]]:
    ss = [s for _, s in ner.candidate_sentences(text)]
    if ss: batches.append([nlp.make_doc(s) for s in ss])
for b in batches[:20]: p.model.predict(b).clear_memory()
pr = cProfile.Profile(); pr.enable()
for b in batches: p.model.predict(b).clear_memory()
pr.disable()
st = pstats.Stats(pr); st.sort_stats("tottime").print_stats(35)
