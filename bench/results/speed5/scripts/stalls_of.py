import pstats, sys
for path in sys.argv[1:]:
    st = pstats.Stats(path)
    rows = [(ct, nc, f"{f.split('site-packages/')[-1].split('/speed5/')[-1]}:{l}({fn})") for (f, l, fn), (cc, nc, tt, ct, cl) in st.stats.items() if nc <= 60 and ct > 0.008 and ('/models/' in f or 'i18n' in f or 'phonenumbers' in f or 'wordfreq' in f)]
    print(path)
    for r in sorted(rows, reverse=True)[:25]: print(f"{1000*r[0]:8.1f} ms {r[1]:4d} calls  {r[2]}")
