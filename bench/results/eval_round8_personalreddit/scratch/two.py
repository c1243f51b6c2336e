# Needs /tmp/evalr8/main_b03f115_texts.jsonl: python -m bench.implicit_cues_bench texts --data ../shared/data/PersonalReddit/train.jsonl --out /tmp/evalr8/main_b03f115_texts.jsonl
import json, difflib
from pathlib import Path
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.runner import annotate
samples = {s.id: s for s in load_samples(Path("../shared/data/PersonalReddit/train.jsonl"), "personalreddit")}
r8 = {(r["sample_id"], r["method"]): r for r in map(json.loads, open("bench/results/eval_round8_personalreddit/results.jsonl"))}
nm = {r["sample_id"]: r["text"] for r in map(json.loads, open("/tmp/evalr8/main_b03f115_texts.jsonl"))}
for (i, m), r in sorted(r8.items()):
    if m != "rlaa" or r["text"] == nm[i]:
        continue
    sp = annotate({"sample_id": i, "method": "x", "text": ""}, samples[i], "personalreddit").get("split")
    a, b = nm[i].split(), r["text"].split()
    ops = [o for o in difflib.SequenceMatcher(None, a, b).get_opcodes() if o[0] != "equal"]
    print(i, sp, "rounds", r["rounds"], "edits", r["edits"], "words changed", sum(max(o[2]-o[1], o[4]-o[3]) for o in ops),
          "round_stats", json.dumps(r["round_stats"])[:400])
    if sp == "tuning":
        for o in ops:
            print("   ", o[0], repr(" ".join(a[o[1]:o[2]])), "->", repr(" ".join(b[o[3]:o[4]])))
