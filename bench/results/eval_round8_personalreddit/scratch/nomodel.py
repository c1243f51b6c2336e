"""Score the no-model engine's texts (after_texts.jsonl of a results folder) on the comments of an eval run."""
import json, sys
from pathlib import Path
from bench.implicit_cues_bench import _score, _read_texts
from models.evaluation.samples import load_samples

run_dir, *folders = sys.argv[1:]
ids = sorted({json.loads(l)["sample_id"] for l in open(Path(run_dir) / "results.jsonl")})
samples = {s.id: s for s in load_samples(Path("../shared/data/PersonalReddit/train.jsonl"), "personalreddit")}
out = {}
for f in folders:
    texts = _read_texts(Path(f))
    assert set(ids) <= set(texts), f
    m = _score(samples, texts, ids)
    bs = m["by_split"]
    out[f] = m
    print(f, len(ids), "ES all %.3f tun %.3f ho %.3f | ROUGE %.4f tun %.4f ho %.4f | leak %.4f tun %.4f ho %.4f | n_ev %s/%s" % (
        m["evidence_survival"], bs["tuning"]["evidence_survival"], bs["held_out"]["evidence_survival"],
        m["ROUGE"], bs["tuning"]["ROUGE"], bs["held_out"]["ROUGE"],
        m["explicit_leak"], bs["tuning"]["explicit_leak"], bs["held_out"]["explicit_leak"],
        bs["tuning"]["evidence_n"], bs["held_out"]["evidence_n"]))
