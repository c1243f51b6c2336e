import re
from bench.prefilter_same import texts
from models.prefilter.cues import military as M
T = texts()
low = tuple(sorted({b.lower() for b in M.BRANCHES}))
for k, items in T.items():
    old = sum(1 for t in items if any(w in t for w in ("Army", "Navy", "Air Force", "Marine", "Guard", "RAF", "USMC", "USAF", "USN","RCAF", "RCN", "ADF", "RAAF", "NZDF", "IDF", "Defence","Bundeswehr", "Legion", "Gurkha", "Parachute", "SAS", "SEAL","Beret", "Ranger", "st ", "nd ", "rd ", "th ")))
    dig = sum(1 for t in items if re.search(r"\d", t))
    br = sum(1 for t in items if any(b in t.lower() for b in low))
    new = sum(1 for t in items if (re.search(r"\d", t) or any(b in t.lower() for b in low)))
    print(k, len(items), "old", old, "digit", dig, "branch", br, "new(and)", new)
