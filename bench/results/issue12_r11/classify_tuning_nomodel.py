"""No model, all TUNING PersonalReddit comments: where each surviving GPT-4 evidence phrase was lost."""
import json, re, sys, collections
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.evidence_survival import occurs
from bench.tuning_survivors import phrase_spans as spans
from models.engine import Engine
from models.policy import Policy
samples = [s for s in load_samples("/work/shared/data/PersonalReddit/train.jsonl", "personalreddit") if split_of(s.truth) == "tuning"]
eng = Engine.load(use_llm=False); pf = eng.prefilter
pol = Policy(site="eval", mode="suggest")
def ov(a, b): return a[0] < b[1] and b[0] < a[1]
out = []; texts = {}
for s in samples:
    text = s.text; res = eng.anonymize(text, pol); texts[s.id] = res.text
    surv = [(a, p) for a, p in s.evidence if occurs(p, res.text)]
    if not surv: continue
    raw = pf.detect(text); fin = pf.find(text)
    for a, p in surv:
        sp = spans(p, text)
        F = lambda fs: sorted({(f.detector, f.category, f.validity, f.text) for f in fs for x in sp if ov((f.start, f.end), x)})
        out.append({"id": s.id, "attr": a, "phrase": p, "n_occ": len(sp), "raw": F(raw), "fin": F(fin),
                    "sugg": [(g.original, g.replacement, g.validity) for g in res.suggestions for x in sp if ov((g.start, g.end), x)]})
json.dump(out, open("/tmp/cues11_classify_all.json", "w"), indent=1, ensure_ascii=False)
with open("/tmp/cues11_nomodel_tuning.jsonl", "w") as f:
    for k, v in texts.items(): f.write(json.dumps({"sample_id": k, "text": v}, ensure_ascii=False) + "\n")
print(len(samples), len(out))
