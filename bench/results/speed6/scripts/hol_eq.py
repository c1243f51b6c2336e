"""Old holidays tables (base tree) against the new one-walk tables, and the CPU of each in fresh processes."""
import sys, time, subprocess, json
if sys.argv[1:] == ["child"]:
    from models.prefilter.pii.names import english_name_words
    english_name_words()
    import holidays  # the package's import is shared by both versions: not counted
    holidays.list_supported_countries()
    from models.prefilter.cues import holidays as H
    t = time.process_time(); a = H._calendar_names(); b = H.festival_words(); d = time.process_time() - t
    print(json.dumps({"cpu": d, "cal": {k: sorted(v) for k, v in a.items()}, "fest": sorted(b),
                      "names": sorted(H.holiday_names()), "persons": sorted(H.day_persons())}))
    sys.exit()
out = {}
for rnd in range(3):
    for label, path in (("base", "/tmp/speed6/base"), ("new", "/work/wt/speed6")):
        r = subprocess.run([sys.executable, __file__, "child"], capture_output=True, text=True, cwd=path,
                           env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"})
        d = json.loads(r.stdout)
        out.setdefault(label, []).append(d.pop("cpu"))
        out[label + "_data"] = d
print({k: [round(x * 1000) for x in v] for k, v in out.items() if not k.endswith("_data")})
print("identical:", out["base_data"] == out["new_data"], len(out["new_data"]["fest"]), len(out["new_data"]["cal"]))
b, n = out["base_data"], out["new_data"]
for k in b:
    if b[k] != n[k]:
        print(k, type(b[k]))
        if isinstance(b[k], dict):
            for kk in set(b[k]) | set(n[k]):
                if b[k].get(kk) != n[k].get(kk): print("  ", kk, b[k].get(kk), n[k].get(kk))
        else:
            print(set(b[k]) ^ set(n[k]), b[k][:5], n[k][:5])
