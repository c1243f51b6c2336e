import cProfile, pstats, json, sys, time, io
sys.path.insert(0, "/work/wt/long")
from models.engine import Engine
from models.policy import Policy
ids = sys.argv[1].split(",")
docs = {}
for l in open("/work/shared/data/SPIA/spia_tab_144_dev.jsonl"):
    d = json.loads(l); docs[d["metadata"]["data_id"]] = d["text"]
t = time.perf_counter()
eng = Engine.load(n_threads=1)
print("load", time.perf_counter() - t, flush=True)
pol = Policy(site="eval", mode="suggest", max_rounds=3)
for i in ids:
    text = docs[i]
    pr = cProfile.Profile()
    t = time.perf_counter()
    pr.enable()
    res = eng.anonymize(text, pol)
    pr.disable()
    dt = time.perf_counter() - t
    print(i, len(text), "secs", round(dt, 1), "rounds", res.rounds, res.stop_reason, res.timings_ms, res.tokens, flush=True)
    for r in res.round_stats: print("  ", r)
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(45)
    print(s.getvalue()[:9000], flush=True)
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("tottime").print_stats(25)
    print(s.getvalue()[:6000], flush=True)
