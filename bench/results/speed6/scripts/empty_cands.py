"""How many candidate sentences give no proper-noun entity (the most a finer candidate test could skip), and their
share of tokens."""
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
nlp = load_nlp(); ner.warm()
for name, items in texts().items():
    n = empty = tok = tok_empty = 0
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)]
        for s, doc in zip(ss, ner._recognize(ss)):
            e = ner._proper_entities(doc); n += 1; tok += len(doc)
            if not e: empty += 1; tok_empty += len(doc)
    print(f"{name}: candidate sentences {n}, with no entity {empty} ({empty/n:.2f}); tokens {tok}, in those {tok_empty} ({tok_empty/tok:.2f})")
