"""Dev: for SynthPAI TUNING leaks only, the original text around each leaked value and the pre-filter's findings there."""
import json, re, sys
from pathlib import Path
from models.evaluation.samples import load_samples
from models.evaluation.personas import synthpai_split_of_sample
from models.evaluation.explicit_leak import explicit_leaks, value_variants
from models.evaluation.matcher import normalize
from models.engine import Engine
from models.policy import Policy
SP = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")
texts = {r["sample_id"]: r["text"] for r in map(json.loads, Path(sys.argv[1]).read_text().splitlines())}
eng = Engine.load(use_llm=False)
only = set(sys.argv[2:])
for s in load_samples(SP, "synthpai"):
    if synthpai_split_of_sample(s.id) != "tuning" or s.id not in texts: continue
    if only and s.id not in only: continue
    leaks = explicit_leaks(texts[s.id], s.truth)
    bad = [a for a, v in leaks.items() if v]
    if not bad: continue
    res = eng.anonymize(s.text, Policy())
    for a in bad:
        for v in value_variants(a, s.truth[a]):
            pat = r"(?<!\w)" + r"\W+".join(map(re.escape, v.split())) + r"(?!\w)"
            for m in re.finditer(pat, s.text, re.I):
                sug = [f"{g.original!r}->{g.replacement!r} {g.validity}" for g in res.suggestions if g.start < m.end()+40 and g.end > m.start()-40]
                print(f"{s.id}\t{a}={s.truth[a]}\t{s.text[max(0,m.start()-90):m.end()+60]!r}\n     {sug}")
