#!/usr/bin/env python3
"""Ratio of medians for two ratio-mode runs (benchmarks/Nano.Ratio --out a.json / b.json).

The harness reports the median over rounds of per-round ratios (each library's child against the same round's Google
child). With one child at a time (`--sequential`), the speed of the whole machine can drift between children seconds
apart, so one round's pair can straddle a change. This script takes each library's median time over all rounds first,
then divides by Google's: the same interleaved processes, a statistic less sensitive to that drift (lock-step runs,
the default, pair the children turn by turn instead). Usage:
    python3 benchmarks/tools/ratio-of-medians.py a.json b.json
prints each cell's ratio in both runs, their difference, and how many cells differ by more than 5%.
"""
import json, sys, statistics as st
def load(p):
    d=json.load(open(p)); t={}
    for r in d['runs']:
        for o in r['ops']:
            t.setdefault((r['workload'],o['name'],r['lib'],o['baseline']),[]).append(o['medianNs'])
    return d,t
def rom(t):
    out={}
    for (w,op,lib,base),v in t.items():
        g=t.get((w,base,'google',base))
        if g: out[(w,op,lib)]=st.median(v)/st.median(g)
    return out
a=rom(load(sys.argv[1])[1]); b=rom(load(sys.argv[2])[1])
n=bad=0
for k in sorted(a):
    if k[2]=='google' or k not in b: continue
    n+=1; diff=b[k]/a[k]-1
    flag='  >5%' if abs(diff)>0.05 else ''
    bad+= abs(diff)>0.05
    print(f"{k[0]:5} {k[1]:24} {k[2]:12} {a[k]:.3f} {b[k]:.3f} {diff*100:+.1f}%{flag}")
print(f"{bad} of {n} cells differ by more than 5% (ratio of medians)")
