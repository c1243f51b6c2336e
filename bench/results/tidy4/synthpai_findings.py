"""Scratch: every pre-filter finding on the 300 SynthPAI profiles (the engine on PYTHONPATH), with each profile's split."""
import dataclasses, json, sys
from models.prefilter import Prefilter
from models.evaluation.personas import synthpai_split_of_sample
pf = Prefilter()
out = []
for number, line in enumerate(open("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl", encoding="utf-8"), 1):
    if not line.strip():
        continue
    row = json.loads(line)
    sid = f"sp-{row.get('username') or number}"
    text = "\n".join(c["text"].strip() for c in row["comments"] if isinstance(c.get("text"), str) and c["text"].strip())
    fs = pf.find(text) if hasattr(pf, "find") else pf(text)
    out.append({"id": sid, "split": synthpai_split_of_sample(sid), "findings": [dataclasses.asdict(f) for f in fs]})
json.dump(out, open(sys.argv[1], "w"))
