#!/usr/bin/env python3
# Old/new comparison from interleaved ratio-mode runs (benchmarks/Nano.Ratio --out): old1 old2 new1 new2 (json).
# Per cell: each library's median time over all rounds of both old runs vs both new runs, and the same for Google
# (the unchanged peer: the machine's drift). Usage: python3 benchmarks/old-new.py old1.json old2.json new1.json new2.json
import json, sys, statistics as st
def load(paths):
    t={}
    for p in paths:
        for r in json.load(open(p))['runs']:
            for o in r['ops']:
                t.setdefault((r['workload'],o['name'],r['lib'],o['baseline']),[]).append(o['medianNs'])
    return t
o=load(sys.argv[1:3]); n=load(sys.argv[3:5])
print("| workload | operation | library | old (µs) | new (µs) | new ÷ old | Google new ÷ old | ratio to Google, old → new |")
print("|---|---|---|--:|--:|--:|--:|--:|")
for k in sorted(n):
    w,op,lib,base=k
    if lib=='google' or k not in o: continue
    g=(w,base,'google',base)
    mo,mn=st.median(o[k]),st.median(n[k]); go,gn=st.median(o[g]),st.median(n[g])
    print(f"| {w} | {op} | {lib} | {mo/1000:.3f} | {mn/1000:.3f} | {mn/mo:.3f} | {gn/go:.3f} | {mo/go:.2f} → {mn/gn:.2f} |")
