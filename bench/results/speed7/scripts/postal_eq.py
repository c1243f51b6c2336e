"""code_at before (the base module) and after, at every position of every text and of made-up codes."""
import sys, time
sys.path.insert(0, "/tmp/speed7/basepkg")
from bench.prefilter_same import texts
from models.prefilter.data import postal_codes as new
import importlib
old = importlib.import_module("models_base.prefilter.data.postal_codes")
extra = ["ZIP 90210-1234", "postcode SW1A 1AA", "CEP 01310-100", "FI-00100 Helsinki", "HU-1051", "AZ 1000", "CH-8001",
         "code 9490", "K1A 0B1", "GX11 1AA", "², ٣٣٣٣٣", "BB11000", "AD500", "LV-1050", "MC 98000"]
diff = n = 0
ta = tb = 0.0
for t in [x for v in texts().values() for x in v] + extra:
    for pos in range(len(t) + 1):
        a = time.process_time(); x = old.code_at(t, pos); b = time.process_time(); y = new.code_at(t, pos); c = time.process_time()
        ta += b - a; tb += c - b; n += 1
        if x != y: diff += 1; print("DIFF", repr(t[pos:pos+12]), x, y)
print(n, "positions, differ", diff, f"old {ta:.2f}s new {tb:.2f}s")
