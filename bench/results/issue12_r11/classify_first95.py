"""Tuning comments only: where each GPT-4 evidence phrase that survives RLAA was lost (no held-out text read)."""
import json, re, sys, collections
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.evidence_survival import occurs
from bench.tuning_survivors import phrase_spans as spans
from models.engine import Engine
from models.policy import Policy
samples = {s.id: s for s in load_samples("/work/shared/data/PersonalReddit/train.jsonl", "personalreddit")}
res = sys.argv[1]
rows = [json.loads(l) for l in open(res)]
rl = {r["sample_id"]: r for r in rows if r["method"] == "rlaa"}
ids = sorted(i for i in rl if split_of(samples[i].truth) == "tuning")
eng = Engine.load(use_llm=False)
pf = eng.prefilter
pol = Policy(site="eval", mode="suggest")
def ov(a, b): return a[0] < b[1] and b[0] < a[1]
out = []
for i in ids:
    s = samples[i]; text = s.text; after = rl[i]["text"]
    surv = [(a, p) for a, p in s.evidence if occurs(p, after)]
    if not surv: continue
    raw = pf.detect(text); fin = pf.find(text)
    res_nm = eng.anonymize(text, pol)
    for a, p in surv:
        sp = spans(p, text)
        rec = {"id": i, "attr": a, "phrase": p, "n_occ": len(sp), "nomodel_kept": occurs(p, res_nm.text),
               "raw": sorted({(f.detector, f.category, f.validity, f.text) for f in raw for x in sp if ov((f.start, f.end), x)}),
               "fin": sorted({(f.detector, f.category, f.validity, f.text) for f in fin for x in sp if ov((f.start, f.end), x)}),
               "sugg": [(sg.original, sg.replacement, sg.validity) for sg in res_nm.suggestions for x in sp if ov((sg.start, sg.end), x)]}
        out.append(rec)
json.dump(out, open("/tmp/cues11_classify.json", "w"), indent=1, ensure_ascii=False)
print(len(out))
