#!/usr/bin/env python3
"""Merges two Nano.Ratio runs' printed tables (peers/peers.txt, peers-b/peers.txt) into one table per statistic:
each cell "A / B", for the per-round ratio (the harness's "ratio to google") or the fast-mode ratio.
Usage: peers-table.py A.txt B.txt [ratio|fast]"""
import re, sys

def read(path):
    cells, workload = {}, None
    for line in open(path, encoding="utf-8"):
        m = re.match(r"### (\w+) \(", line)
        if m:
            workload = m.group(1)
            continue
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if workload and len(parts) == 8 and parts[0] not in ("operation", "---"):
            cells[(workload, parts[0], parts[1])] = (parts[4], parts[6])
    return cells

a, b = read(sys.argv[1]), read(sys.argv[2])
column = 1 if len(sys.argv) > 3 and sys.argv[3] == "fast" else 0
libs = ["nano", "nano-cs", "nano-interp", "nano-pool", "nano-pbnet", "protobuf-net", "messagepack", "memorypack", "hyperion", "memcpy"]
rows = []
for (w, op, lib) in a:
    if (w, op) not in rows:
        rows.append((w, op))
print("| workload | operation | " + " | ".join(libs) + " |")
print("|---|---|" + "--:|" * len(libs))
far = 0
for w, op in rows:
    out = []
    for lib in libs:
        x, y = a.get((w, op, lib)), b.get((w, op, lib))
        if x is None or y is None:
            out.append("–")
            continue
        xa, ya = float(x[column]), float(y[column])
        mark = " *" if abs(ya / xa - 1) > 0.05 else ""
        far += bool(mark)
        out.append(f"{x[column]} / {y[column]}{mark}")
    print(f"| {w} | {op} | " + " | ".join(out) + " |")
print(f"\n{far} cells differ by more than 5% (marked *)")
