from collections import Counter
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.context import fold
from models.prefilter.nlp import load_nlp
nlp = load_nlp(); ner.warm()
for name, items in texts().items():
    trig_empty = Counter(); trig_full = Counter()
    for text in items:
        ss = [s for _, s in ner.candidate_sentences(text)]
        for s, doc in zip(ss, ner._recognize(ss)):
            words = ner._WORD.findall(s)
            trig = [w for w in words[1:] if w[:1].isupper() and w not in ner._NOT_PROPER and not any(c.isdigit() for c in w)]
            if words and words[0][:1].isupper() and fold(words[0]) in ner._first_words(): trig.append("^" + words[0])
            (trig_full if ner._proper_entities(doc) else trig_empty).update(trig)
    print(name, "EMPTY:", trig_empty.most_common(40))
    print(name, "FULL:", trig_full.most_common(25))
