#!/usr/bin/env python3
# Median of per-round ratios (Nano ÷ Google of the same round) for two ratio-mode runs, with each side's median time.
import json, statistics as st, sys
def load(p):
    t = {}; m = {}
    for r in json.load(open(p))['runs']:
        for o in r['ops']:
            t.setdefault((r['workload'], o['name'] if r['lib'] != 'google' else o['baseline'], r['lib']), {})[r['round']] = o['medianNs']
            m[(r['workload'], o['name'], r['lib'])] = o['baseline']
    return t, m
A, m = load(sys.argv[1]); B, _ = load(sys.argv[2]); bad = 0; n = 0
print("| cell | nano A µs | nano B µs | Google A µs | Google B µs | per-round ratio A | B | B ÷ A |")
print("|---|--:|--:|--:|--:|--:|--:|--:|")
for (w, op, lib), base in sorted(m.items()):
    if lib == 'google': continue
    res = []
    for T in (A, B):
        x = T[(w, op, lib)]; g = T[(w, base, 'google')]
        res.append((st.median(x.values()), st.median(g.values()), st.median([x[r] / g[r] for r in x if r in g])))
    (na, ga, pa), (nb, gb, pb) = res; d = pb / pa - 1; bad += abs(d) > 0.05; n += 1
    print(f"| {w} {op} | {na/1e3:.2f} | {nb/1e3:.2f} | {ga/1e3:.2f} | {gb/1e3:.2f} | {pa:.3f} | {pb:.3f} | {100*d:+.1f}%{' >5%' if abs(d) > 0.05 else ''} |")
print(f"\n{bad} of {n} cells differ by more than 5% (median of per-round ratios)")
