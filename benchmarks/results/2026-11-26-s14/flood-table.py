#!/usr/bin/env python3
"""Session 14: one row per (key, backend), one column per run, of a ratio's median of pair ratios, from the paired
hash-flooding harness's text tables. Usage: flood-table.py "Ordinary ÷ Default" DIR...  (each DIR/hash-flooding.txt)."""
import sys, re, os
ratio, dirs = sys.argv[1], sys.argv[2:]
cells, order = {}, []
for d in dirs:
    for line in open(os.path.join(d, "hash-flooding.txt"), encoding="utf-8"):
        parts = [p.strip() for p in line.split("|")]
        if len(parts) < 8 or parts[3] != ratio:
            continue
        key = (parts[1], parts[2])
        if key not in order:
            order.append(key)
        m = re.search(r"\*\*([0-9.]+)\*\*", parts[5])
        cells.setdefault(key, {})[d] = float(m.group(1))
names = [os.path.basename(d.rstrip("/")) for d in dirs]
print(f"| key | backend | " + " | ".join(names) + " |")
print("|---|---|" + "--:|" * len(names))
for key in order:
    print(f"| {key[0]} | {key[1]} | " + " | ".join(f"{cells[key][d]:.3f}" if d in cells[key] else "" for d in dirs) + " |")
for d, n in zip(dirs, names):
    vals = sorted(c[d] for k, c in cells.items() if d in c and k[0] not in ("bool", "string"))
    if vals:
        over = sum(v > 1.10 for v in vals)
        print(f"\n{n}: integer cells {len(vals)}, median {vals[len(vals)//2]:.3f}, range {vals[0]:.3f}-{vals[-1]:.3f}, over 1.10: {over}", end="")
print()
