# Needs /tmp/evalr8/main_b03f115_texts.jsonl: python -m bench.implicit_cues_bench texts --data ../shared/data/PersonalReddit/train.jsonl --out /tmp/evalr8/main_b03f115_texts.jsonl
"""Numbers only: per-split counts of comments whose texts differ between runs, evidence kept per run,
tokens/seconds/rounds. Prints no comment text."""
import json, statistics as st
from pathlib import Path
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.scoring import score_text
from models.evaluation.runner import annotate

samples = {s.id: s for s in load_samples(Path("../shared/data/PersonalReddit/train.jsonl"), "personalreddit")}
def run(d):
    return {(r["sample_id"], r["method"]): r for r in map(json.loads, open(f"bench/results/{d}/results.jsonl"))}
r7, r8 = run("eval_round7_personalreddit"), run("eval_round8_personalreddit")
nm = {r["sample_id"]: r["text"] for r in map(json.loads, open("/tmp/evalr8/main_b03f115_texts.jsonl"))}
ids = sorted({k[0] for k in r8}); assert ids == sorted({k[0] for k in r7})
split = {i: annotate({"sample_id": i, "method": "x", "text": ""}, samples[i], "personalreddit").get("split") for i in ids}
print("split counts", {s: sum(v == s for v in split.values()) for s in set(split.values())})
def kept(i, text):
    rec = annotate({"sample_id": i, "method": "x", "text": text, **score_text(samples[i], text, attacker=None)}, samples[i], "personalreddit")
    return [bool(e["kept"]) for e in rec.get("evidence") or ()]
def diff(name, a, b):
    for s in ("tuning", "held_out"):
        ii = [i for i in ids if split[i] == s]
        n = sum(a(i) != b(i) for i in ii)
        ka = sum(sum(kept(i, a(i))) for i in ii); kb = sum(sum(kept(i, b(i))) for i in ii)
        ev = sum(len(kept(i, a(i))) for i in ii)
        print(f"{name:45s} {s:8s} texts differ {n:3d}/{len(ii)}  evidence kept {kb}/{ev} -> {ka}/{ev}")
diff("r7 rlaa -> r8 rlaa", lambda i: r8[(i, "rlaa")]["text"], lambda i: r7[(i, "rlaa")]["text"])
diff("r7 mask -> r8 mask", lambda i: r8[(i, "mask")]["text"], lambda i: r7[(i, "mask")]["text"])
diff("no-model b03f115 -> r8 rlaa", lambda i: r8[(i, "rlaa")]["text"], lambda i: nm[i])
diff("no-model b03f115 -> r8 mask", lambda i: r8[(i, "mask")]["text"], lambda i: nm[i])
diff("r8 mask -> r8 rlaa", lambda i: r8[(i, "rlaa")]["text"], lambda i: r8[(i, "mask")]["text"])
for name, r in (("r7", r7), ("r8", r8)):
    rl = [r[(i, "rlaa")] for i in ids]
    tok = [x["tokens"] for x in rl]; sec = [x["seconds"] for x in rl]
    print(name, "rlaa tokens mean %.0f median %.0f | seconds mean %.2f median %.2f | rounds %s | stop %s | edits mean %.2f" % (
        st.mean(tok), st.median(tok), st.mean(sec), st.median(sec),
        {k: sum(x["rounds"] == k for x in rl) for k in sorted({x["rounds"] for x in rl})},
        {k: sum(x["stop_reason"] == k for x in rl) for k in {x["stop_reason"] for x in rl}}, st.mean(x["edits"] for x in rl)))
    for m in ("none", "mask", "rlaa"):
        pv = {s: [r[(i, m)]["priv"] for i in ids if split[i] == s] for s in ("tuning", "held_out")}
        print(" ", name, m, "PRIV", {s: round(st.mean(v), 4) for s, v in pv.items()},
              "attack tokens mean %.0f" % st.mean(r[(i, m)]["attack_tokens"] for i in ids))
# PRIV changes between runs on the same text (attacker nondeterminism?) 
for m in ("none", "mask", "rlaa"):
    same_text = [i for i in ids if r7[(i, m)]["text"] == r8[(i, m)]["text"]]
    ch = sum(r7[(i, m)]["priv"] != r8[(i, m)]["priv"] for i in same_text)
    chd = sum(r7[(i, m)]["priv"] != r8[(i, m)]["priv"] for i in ids if i not in same_text)
    print(m, "PRIV differs r7 vs r8: on identical texts", ch, "of", len(same_text), "; on changed texts", chd, "of", len(ids) - len(same_text))
