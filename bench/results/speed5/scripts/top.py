import pstats, sys
for path in sys.argv[1:]:
    st = pstats.Stats(path)
    n = {'synthetic': 150, 'panorama': 76, 'personalreddit': 404}[path.rsplit('_', 1)[1][:-4]]
    total = st.total_tt
    finds = []
    for (f, l, fn), (cc, nc, tt, ct, cl) in st.stats.items():
        short = f.split('/models/')[-1] if '/models/' in f else f.split('site-packages/')[-1]
        if fn == 'find' and '/prefilter/' in f and nc >= n - 1: finds.append((ct, short))
        if fn in ('entities',) and 'ner.py' in f: finds.append((ct, 'NER: ' + short))
    finds.sort(reverse=True)
    print(path.split('/')[-1], f'total {1000 * total / n:.2f} ms/text (cProfile)')
    print('   ', ', '.join(f'{s.replace("prefilter/", "").replace(".py", "")} {1000 * c / n:.2f}' for c, s in finds[:12]))
    stalls = sorted(((ct, nc, f'{f.split("/models/")[-1]}:{fn}') for (f, l, fn), (cc, nc, tt, ct, cl) in st.stats.items() if nc <= 60 and ct > 0.02 and '/models/' in f), reverse=True)[:6]
    print('    stalls (<= 60 calls, > 20 ms):', '; '.join(f'{s} {1000 * c:.0f} ms/{k} calls' for c, k, s in stalls))
