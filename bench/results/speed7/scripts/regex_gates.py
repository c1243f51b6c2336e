import time, importlib
from bench.prefilter_same import texts
from models.prefilter.context import Context
from models.prefilter.recognizer import required_strings, may_hold, start_class, scan, literal_needles
items = texts()["personalreddit"]
ctxs = [Context(t) for t in items]
targets = {"..pii.location_field": ["_FIELD", "_CITY_PREFIX", "_BIRTH_FIELD"]}
for mod, names in targets.items():
    m = importlib.import_module(mod, "models.prefilter.cues")
    for n in names:
        rx = getattr(m, n)
        a = time.process_time()
        for _ in range(3):
            for t in items: list(rx.finditer(t))
        full = (time.process_time() - a) / 3
        a = time.process_time()
        for _ in range(3):
            for c in ctxs:
                if may_hold(c, rx): list(rx.finditer(c.text))
        held = (time.process_time() - a) / 3
        sc = start_class(rx)
        a = time.process_time()
        for _ in range(3):
            for t in items: list(scan(rx, t))
        sct = (time.process_time() - a) / 3
        rs = required_strings(rx)
        print(f"{mod}.{n}: full {1e6*full/len(items):.0f} held {1e6*held/len(items):.0f} scan {1e6*sct/len(items):.0f} us/text; skip {sum(not may_hold(c, rx) for c in ctxs)}/{len(items)}; sets {[len(s) for s in rs]} start {sc.pattern if sc else None}")
