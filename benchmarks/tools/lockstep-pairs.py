#!/usr/bin/env python3
"""Pairs two libraries of a lock-step Nano.Ratio run turn by turn (the old/new check of a change). Two runs' cells side
by side (the A/A check) are the harness's own: `Nano.Ratio -- --compare A.json B.json`.

Usage: lockstep-pairs.py RUN.json LIB_A LIB_B            e.g.  lockstep-pairs.py oldnew.json nano nano@old

Pair mode: for every round and operation, the median over batches of LIB_A's batch time divided by LIB_B's batch of
the same turn; printed per operation as the median over rounds with the lower and upper quartile and min-max. Both
libraries must be in the run (a lock-step run with --old has LIB and LIB@old for each library).
"""
import json, statistics, sys

def median(xs):
    return statistics.median(xs)

def quartiles(xs):
    if len(xs) < 4:
        return min(xs), max(xs)
    q = statistics.quantiles(xs, n=4)
    return q[0], q[2]

def by_round(run):
    rounds = {}
    for r in run['runs']:
        rounds.setdefault((r['round'], r['workload']), {})[r['lib']] = {o['name']: o for o in r['ops']}
    return rounds

def turn_ratio(a, b):
    xa, xb = a.get('batchNs'), b.get('batchNs')
    if not xa or not xb or len(xa) != len(xb):
        return a['medianNs'] / b['medianNs']
    return median([x / y for x, y in zip(xa, xb)])

def pairs(path, lib_a, lib_b):
    run = json.load(open(path))
    print(f"{path}: {run['date']} {run['commit']} lockstep={run.get('lockstep')} rounds={run['rounds']}")
    print(f"load: {run['loadStart']} -> {run['loadEnd']}")
    print(f"\n| workload | operation | {lib_a} / {lib_b} median | quartiles | min-max | rounds |\n|---|---|--:|--:|--:|--:|")
    cells = {}
    for (rnd, wl), libs in sorted(by_round(run).items()):
        if lib_a not in libs or lib_b not in libs:
            continue
        for name, oa in libs[lib_a].items():
            ob = libs[lib_b].get(name)
            if ob:
                cells.setdefault((wl, name), []).append(turn_ratio(oa, ob))
    for (wl, name), xs in cells.items():
        q1, q3 = quartiles(xs)
        print(f"| {wl} | {name} | {median(xs):.3f} | {q1:.3f}-{q3:.3f} | {min(xs):.3f}-{max(xs):.3f} | {len(xs)} |")

if __name__ == '__main__':
    if len(sys.argv) == 4:
        pairs(*sys.argv[1:])
    else:
        print(__doc__)
        sys.exit(2)
