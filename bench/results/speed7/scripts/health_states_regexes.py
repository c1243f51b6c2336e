import time, sys
from bench.prefilter_same import texts
from models.prefilter.cues import health_states as hs
r = hs.HealthStatesRecognizer()
items = texts()[sys.argv[1] if len(sys.argv) > 1 else "personalreddit"]
regs = {"procedure": r._procedure, "device": r._device, **{n: getattr(hs, n) for n in ("_PREGNANT","_EXPECTING","_SOBER","_SPECTRUM","_IEP","_LAB","_BODY")}}
pt = time.perf_counter
for name, rx in regs.items():
    best = 1e9
    for rep in range(3):
        a = pt()
        for t in items: list(rx.finditer(t))
        best = min(best, pt() - a)
    print(f"{name:10s} {1e6*best/len(items):7.1f} us/text")
