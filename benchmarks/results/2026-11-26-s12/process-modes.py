#!/usr/bin/env python3
"""Per-process modes in Nano.Ratio runs: is a child's slowness process-wide, and does it cluster in time?

For each (lib, workload) the harness runs one child per round, and the child times several operations. A child is
called slow on an operation when its median is more than 25% above that operation's fastest quartile over the run.
Printed per (lib, workload):
  - the slow rounds of each operation (as a string over rounds: '.' fast, 'S' slow);
  - 'together': of the children slow on some operation, how many are slow on every operation of that child;
  - 'runs': the number of runs of equal letters in the first operation's string, against the number expected if the
    slow children were placed in random rounds (fewer runs than expected = slowness clusters in time).
Usage: process-modes.py RUN.json [RUN.json ...]
"""
import json, sys, statistics

THRESHOLD = 1.25

def expected_runs(n_slow, n):
    n_fast = n - n_slow
    if n_slow == 0 or n_fast == 0:
        return 1.0
    return 1 + 2 * n_slow * n_fast / n

for path in sys.argv[1:]:
    d = json.load(open(path))
    print(f"## {path} ({d.get('date')}, commit {d.get('commit')}, {d.get('rounds')} rounds)")
    cells = {}
    for r in d['runs']:
        for o in r['ops']:
            cells.setdefault((r['lib'], r['workload']), {}).setdefault(o['name'], []).append((r['round'], o['medianNs']))
    for (lib, wl), ops in sorted(cells.items()):
        marks = {}
        for name, xs in ops.items():
            xs.sort()
            vals = [v for _, v in xs]
            q1 = statistics.quantiles(vals, n=4)[0] if len(vals) >= 4 else min(vals)
            marks[name] = ''.join('S' if v > THRESHOLD * q1 else '.' for v in vals)
        names = list(marks)
        n = len(marks[names[0]])
        any_slow = [i for i in range(n) if any(marks[k][i] == 'S' for k in names)]
        all_slow = [i for i in any_slow if all(marks[k][i] == 'S' for k in names)]
        first = marks[names[0]]
        runs = 1 + sum(1 for i in range(1, n) if first[i] != first[i - 1])
        print(f"{lib:12} {wl:6} together {len(all_slow)}/{len(any_slow)}  runs {runs} (random {expected_runs(first.count('S'), n):.1f})")
        for k in names:
            print(f"    {marks[k]}  {k}")
    print()
