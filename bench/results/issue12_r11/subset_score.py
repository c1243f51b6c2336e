"""Survival / explicit leak / ROUGE-L of with-model trace files (tuning comments only) on chosen id sets."""
import json, sys
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.evidence_survival import survival, survival_share
from models.evaluation.scoring import score_text
S = {s.id: s for s in load_samples("/work/shared/data/PersonalReddit/train.jsonl", "personalreddit")}
for f in sys.argv[1:]:
    rows = {json.loads(l)["sample_id"]: json.loads(l) for l in open(f)}
    for name, ids in (("first95-tuning", [i for i in rows if int(i[3:]) <= 95]), ("pr-0320", [i for i in rows if i == "pr-0320"])):
        if not ids: continue
        assert all(split_of(S[i].truth) == "tuning" for i in ids)
        ent, leak, rouge = [], [], []
        for i in ids:
            ent += survival(S[i].evidence, rows[i]["text"])
            sc = score_text(S[i], rows[i]["text"], attacker=None)
            leak.append(sc["explicit_leak"]); rouge.append(sc["rouge"])
        print(f, name, len(ids), "survival", round(survival_share(ent), 4), f"{sum(e['kept'] for e in ent)}/{len(ent)}",
              "explicit", round(sum(leak) / len(leak), 4), "rouge", round(sum(rouge) / len(rouge), 5),
              "mean s", round(sum(rows[i]["seconds"] for i in ids) / len(ids), 1),
              "rounds", sum(rows[i]["rounds"] for i in ids), "llm inferences", sum(t["source"] != "cue" for i in ids for t in rows[i]["trace"]))
