"""City values missed/found per family (ours only), with the sentence around them."""
import sys, json
from bench.pii_bench import ours, masked, _gone
from bench.pii_synthetic import generate
fams = sys.argv[1].split(",")
tool = ours()
out = {}
for item in fams:
    fam, seed = item.split(":")
    for s in generate(300, int(seed), fam):
        spans = tool(s.text)
        after = masked(s.text, spans)
        for v in s.values:
            if v.type != "city":
                continue
            ok = _gone(after, s.text, v)
            ctx = s.text[max(0, v.start-60): v.end+30].replace("\n", " ")
            out.setdefault(fam, []).append([ok, v.text, ctx])
        for a, b, lab in spans:
            if lab == "city_country" and not any(a < v.end and v.start < b for v in s.values):
                out.setdefault(fam + "_ff", []).append(s.text[max(0,a-40):b+20].replace("\n"," "))
json.dump(out, open(sys.argv[2], "w"), ensure_ascii=False, indent=0)
for fam, rows in out.items():
    if fam.endswith("_ff"):
        print(fam, rows); continue
    print(fam, sum(r[0] for r in rows), "/", len(rows))
    for ok, v, c in rows:
        if not ok: print("   MISS", v, "|", c)
