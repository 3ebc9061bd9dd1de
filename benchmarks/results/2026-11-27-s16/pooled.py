"""Pools the pair ratios of several paired hash-flooding runs per cell (Ordinary ÷ Default, integer keys) and prints
the median of all pairs and of the children's medians.  python3 pooled.py DIR...  (each DIR holds hash-flooding.json)"""
import json, statistics, sys
cells = {}
for d in sys.argv[1:]:
    for c in json.load(open(f"{d}/hash-flooding.json")):
        if (c["a"], c["b"]) != ("Ordinary", "Default") or c["key"] in ("bool", "string"):
            continue
        cells.setdefault((c["key"], c["backend"]), []).append(c["ratios"])
print("| key | backend | children | median of all pairs | children's medians (range) |")
print("|---|---|--:|--:|--:|")
worst = []
for (key, backend), children in cells.items():
    pairs = [r for ch in children for r in ch]
    meds = [statistics.median(ch) for ch in children]
    m = statistics.median(pairs)
    worst.append(m)
    print(f"| {key} | {backend} | {len(children)} | {m:.3f} | {min(meds):.3f}-{max(meds):.3f} |")
print(f"\n{len(worst)} integer cells: median {statistics.median(worst):.3f}, worst {max(worst):.3f}, over 1.10: {sum(w > 1.10 for w in worst)}")
