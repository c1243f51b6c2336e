"""RLAA with the embedded model (the evaluation's per-fold engine adapters) on PersonalReddit TUNING comments only,
recording every round's judgements and the anonymizer's refusals. Usage: trace.py OUT.jsonl [limit-of-first-N]"""
import json, sys, time
from models.evaluation.samples import load_samples
from models.evaluation.personas import split_of
from models.evaluation.methods import MethodRunner
from models.evaluation.pair_scorer import default_engine, fold_engines
import models.rlaa.loop as loopmod

LOOPS = []
_orig_init = loopmod.RlaaLoop.__init__
def _init(self, *a, **k):
    _orig_init(self, *a, **k); LOOPS.append(self)
loopmod.RlaaLoop.__init__ = _init
_orig_ask = None

out, first = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 95
extra = set(sys.argv[3].split(",")) if len(sys.argv) > 3 else set()
samples = [s for n, s in enumerate(load_samples("/work/shared/data/PersonalReddit/train.jsonl", "personalreddit"))
           if n < first or s.id in extra]
runner = MethodRunner(default_engine(None), max_rounds=3, engine_for=fold_engines())
with open(out, "w") as sink:
    for s in samples:
        if split_of(s.truth) != "tuning":
            continue
        LOOPS.clear()
        t = time.perf_counter()
        run = runner.run("rlaa", s.text, persona=getattr(s, "persona", None))
        rec = {"sample_id": s.id, "text": run.text, "rounds": run.rounds, "stop": run.stop_reason, "error": run.error,
               "seconds": round(time.perf_counter() - t, 1), "trace": [], "rejected": []}
        for lp in LOOPS:
            rec["rejected"] += lp.anonymizer.rejected
            for rnd, js in lp.trace:
                for j in js:
                    i = j.inference
                    rec["trace"].append({"round": rnd, "attribute": i.attribute, "source": i.source, "guess": i.guess,
                                         "evidence": list(i.evidence), "validity": j.validity, "by": j.by, "notes": j.notes,
                                         "detector": i.finding.detector if i.finding else None})
            rec["confidence"] = getattr(lp.attacker, "last_confidence", {})
        sink.write(json.dumps(rec, ensure_ascii=False) + "\n"); sink.flush()
        print(s.id, rec["seconds"], file=sys.stderr)
