#!/usr/bin/env python3
"""Session 14: two builds of a map read, turn by turn. Each round runs one hash-flooding child per (build, cell), the
builds' order alternating by round; each child is a fresh process that validates its read, warms up, then times batches
and prints its median ms per read. Per cell: the median over rounds of new ÷ old, with its quartiles and each build's
median ms. Usage: oldnew.py OLD_DLL NEW_DLL ROUNDS CELL... (CELL = backend:key:variant, e.g. emit:int64:Ordinary)."""
import json, subprocess, sys, statistics
old, new, rounds, cells = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
times = {c: {"old": [], "new": []} for c in cells}
for r in range(rounds):
    for c in cells:
        backend, key, variant = c.split(":")
        order = [("old", old), ("new", new)] if r % 2 == 0 else [("new", new), ("old", old)]
        for name, dll in order:
            out = subprocess.run(["dotnet", dll, "--hash-flooding-child", backend, key, variant, "--warmup-ms", "400",
                                  "--batches", "11", "--batch-ms", "30"], capture_output=True, text=True, check=True).stdout
            times[c][name].append(json.loads(out.strip().splitlines()[-1])["medianMs"])
    print(f"round {r + 1}/{rounds} done", file=sys.stderr)
def q(xs):
    xs = sorted(xs); n = len(xs)
    return xs[n // 4], statistics.median(xs), xs[(3 * n) // 4]
print("| cell | new ÷ old, median over rounds [quartiles] | old ms | new ms |")
print("|---|--:|--:|--:|")
for c in cells:
    ratios = [n / o for n, o in zip(times[c]["new"], times[c]["old"])]
    lo, med, hi = q(ratios)
    print(f"| {c} | {med:.3f} [{lo:.3f}-{hi:.3f}] | {statistics.median(times[c]['old']):.3f} | {statistics.median(times[c]['new']):.3f} |")
