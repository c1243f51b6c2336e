"""Share of the recognized tokens whose first-layer row is already remembered, each set read once in order from an
empty cache (as bench.prefilter_speed_ab reads it)."""
from pathlib import Path
from bench.prefilter_same import texts
from models.prefilter import ner
from models.prefilter.nlp import load_nlp
from models.prefilter.ner_vectors import TokenVectors
nlp = load_nlp(); tv = TokenVectors.for_model(nlp.get_pipe("ner").model)
for name, items in texts(Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA')).items():
    seen, hits, total = set(), 0, 0
    for text in items:
        for _, s in ner.candidate_sentences(text):
            ids = tv.ops.asarray2i(nlp.make_doc(s).to_array(tv.columns), dtype="uint64")
            for row in map(bytes, ids):
                total += 1; hits += row in seen; seen.add(row)
    print(f"{name}: {hits}/{total} tokens found ({100 * hits / max(total, 1):.0f} %), {len(seen)} distinct")
