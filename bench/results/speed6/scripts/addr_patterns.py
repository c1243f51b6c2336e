import time, statistics, re
from collections import defaultdict
from bench.prefilter_same import texts
from models.prefilter import Prefilter
from models.prefilter.context import Context
from models.prefilter.recognizer import scan
from models.prefilter.pii.address import AddressRecognizer
pf = Prefilter(); pf.warm()
rec = next(r for r in pf.recognizers if isinstance(r, AddressRecognizer))
sets = texts()
for name in ("synthetic", "panorama"):
    acc = defaultdict(float)
    for t in sets[name]:
        ctx = Context(t, ())
        for pattern, digit_needed, needles in rec._gates():
            a = time.process_time()
            if needles is not None and not ctx.has_any(needles): 
                acc[pattern.name + " (gated)"] += time.process_time() - a; continue
            list(scan(pattern.regex, t)); acc[pattern.name] += time.process_time() - a
        for meth in ("_general_streets", "_shaped_streets", "_chained_streets", "_named_streets", "_structured_streets"):
            pass
    print(name, sorted(((round(1e6 * v / len(sets[name])), k) for k, v in acc.items()), reverse=True)[:12], "µs/text")
