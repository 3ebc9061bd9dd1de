#!/usr/bin/env python3
"""Ordinary ÷ Default (or another pair of hash-flooding variants) of several builds, turn by turn, with the harness's
paired child (`Nano.Benchmarks --hash-flooding-paired-child`: both variants in one process, alternating batches, 41
pairs). Each round runs, per cell, one child per build, the builds' order rotating from round to round, so that drift
falls on every build alike. Per cell and build: the median of all pair ratios [quartiles] and the range of the
children's medians. For diagnostic builds (a part of the watch switched off in a worktree) against main.

  python3 benchmarks/tools/hash-flooding-builds.py ROUNDS NAME=DLL... -- BACKEND:KEY...   [A=Ordinary B=Default in the env]
  e.g. python3 benchmarks/tools/hash-flooding-builds.py 5 main=$M/Nano.Benchmarks.dll nowatch=$N/Nano.Benchmarks.dll -- emit:fixed32

Build each with `dotnet build benchmarks/Nano.Benchmarks -c Release` first, and run it on a quiet machine."""
import json, os, statistics, subprocess, sys

args = sys.argv[1:]
if "--" not in args or len(args) < 4:
    sys.exit(__doc__)
sep = args.index("--")
rounds = int(args[0])
builds = [a.split("=", 1) for a in args[1:sep]]
cells = args[sep + 1:]
a, b = os.environ.get("A", "Ordinary"), os.environ.get("B", "Default")
pairs = {(c, n): [] for c in cells for n, _ in builds}
medians = {(c, n): [] for c in cells for n, _ in builds}
for r in range(rounds):
    for c in cells:
        backend, key = c.split(":")
        k = r % len(builds)
        for name, dll in builds[k:] + builds[:k]:
            out = subprocess.run(["dotnet", dll, "--hash-flooding-paired-child", backend, key, a, b],
                                 capture_output=True, text=True, check=True).stdout
            ratios = json.loads(out.strip().splitlines()[-1])["ratios"]
            pairs[(c, name)] += ratios
            medians[(c, name)].append(statistics.median(ratios))
    print(f"round {r + 1}/{rounds} done", file=sys.stderr, flush=True)


def quartiles(xs):
    xs = sorted(xs)
    return xs[len(xs) // 4], statistics.median(xs), xs[(3 * len(xs)) // 4]


print(f"{a} ÷ {b}: median of the pair ratios [quartiles] (range of the children's medians), {rounds} rounds")
print()
print("| cell | " + " | ".join(n for n, _ in builds) + " |")
print("|---|" + "--:|" * len(builds))
for c in cells:
    row = []
    for n, _ in builds:
        lo, med, hi = quartiles(pairs[(c, n)])
        m = medians[(c, n)]
        row.append(f"{med:.3f} [{lo:.3f}-{hi:.3f}] ({min(m):.3f}-{max(m):.3f})")
    print(f"| {c} | " + " | ".join(row) + " |")
