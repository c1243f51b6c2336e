"""Relationship-status findings of RelationshipRecognizer and CoupleLifeRecognizer on SPIA TAB and PANORAMA (dev),
each keyed by file:doc:start:end:detector with 70/50 characters of context, written to the JSON file argv[1].
Run once per tree from a folder outside both (so that PYTHONPATH picks the tree):
    cd /tmp && PYTHONPATH=/work/main python /work/wt/tidy3/bench/results/tidy3/relationship_on_spia.py main.json
    cd /tmp && PYTHONPATH=/work/wt/tidy3 python /work/wt/tidy3/bench/results/tidy3/relationship_on_spia.py branch.json
then compare the two files' keys."""
import json, sys
from models.evaluation.spia import load_spia
from models.prefilter.context import Context
from models.prefilter.cues.relationship import RelationshipRecognizer
from models.prefilter.cues.couple_life import CoupleLifeRecognizer
base = "/work/shared/data/SPIA/"
out = {}
recs = [RelationshipRecognizer(), CoupleLifeRecognizer()]
for name in ("spia_tab_144_dev.jsonl", "spia_panorama_151_dev.jsonl"):
    for i, d in enumerate(load_spia(base + name)):
        ctx = Context(d.text)
        for r in recs:
            for f in r.find(ctx):
                if f.category == "relationship_status":
                    out.setdefault(f"{name}:{i}:{f.start}:{f.end}:{f.detector}", d.text[max(0, f.start - 70):f.end + 50].replace("\n", " "))
json.dump(out, open(sys.argv[1], "w"), indent=0)
print(len(out))
