#!/usr/bin/env python3
# Splits one loop iteration's listing (tier1-trace-loop.py's LISTING_OUT) into labelled parts at instructions matching
# the given regular expressions, in order: the first part runs from the iteration's start to the first match, each
# later part from its match to the next one's. Used to attribute inlined code to fields: in a protobuf write each
# field starts with its tag's constant store (`movb $0x1a,`), which the JIT keeps. Fails if a boundary is missing.
#   usage: tier1-split.py ITERATION FIRST_LABEL [REGEX LABEL]...
# Prints, per part, its instructions and those of each piece of code (callees by name) inside it.
import collections
import re
import sys

if len(sys.argv) < 3 or len(sys.argv) % 2 != 1:
    sys.exit('usage: tier1-split.py ITERATION FIRST_LABEL [REGEX LABEL]...')
rows = []
for line in open(sys.argv[1]):
    if line.startswith('#') or not line.strip():
        continue
    fields = line.rstrip('\n').split('\t')
    rows.append((fields[0], '\t'.join(fields[1:])))
labels = [sys.argv[2]] + sys.argv[4::2]
patterns = [re.compile(p) for p in sys.argv[3::2]]
cuts = [0]
for pattern in patterns:
    at = next((i for i in range(cuts[-1] + (1 if len(cuts) > 1 else 0), len(rows)) if pattern.search(rows[i][1])), None)
    if at is None:
        sys.exit(f'no instruction matches {pattern.pattern!r} after instruction {cuts[-1]}')
    cuts.append(at)
cuts.append(len(rows))
root = collections.Counter(name for name, _ in rows).most_common(1)[0][0]
print(f'{len(rows)} instructions in the iteration; own code: {root[:90]}')
for label, a, b in zip(labels, cuts, cuts[1:]):
    pieces = collections.Counter(name for name, _ in rows[a:b])
    callees = ', '.join(f'{name[:70]} {count}' for name, count in pieces.most_common() if name != root)
    print(f'{b - a:6d}  {label}' + (f'  (own {pieces[root]}; {callees})' if callees else ''))
