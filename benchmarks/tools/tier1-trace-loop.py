#!/usr/bin/env python3
# Splits a tier1-instructions.sh TRACE of one call that walks N elements (W2: 1,000 Pocos) into its loop iterations:
# the instructions before the loop, in it (per element, by piece of code), and after it. The loop head is found from
# the trace itself: the first-executed address that runs exactly N times (the start of the per-element body; a
# rotated loop's test runs N or N + 1 times and is later). The script checks that every iteration starts there and
# that the pieces add up to the trace's length, and fails otherwise: a count it cannot split is not reported.
#   usage: tier1-trace-loop.py TRACE N [LISTING_OUT]
# LISTING_OUT gets the instructions of one iteration, the median-length one (for attributing inlined code by hand).
import collections
import re
import statistics
import sys

if len(sys.argv) not in (3, 4):
    sys.exit('usage: tier1-trace-loop.py TRACE N [LISTING_OUT]')
path, n = sys.argv[1], int(sys.argv[2])
names, pcs, lines = [], [], []
for line in open(path):
    line = line.rstrip('\n')
    if not line:
        continue
    name, _, insn = line.partition('\t')
    m = re.search(r'(0x[0-9a-f]+)', insn)
    if not m:
        sys.exit(f'no address in trace line: {line!r}')
    names.append(name)
    pcs.append(int(m.group(1), 16))
    lines.append(line)

visits = collections.Counter(pcs)
first_at = {}
for i, pc in enumerate(pcs):
    first_at.setdefault(pc, i)
candidates = [pc for pc, c in visits.items() if c == n]
if not candidates:
    sys.exit(f'no address runs exactly {n} times: not a loop over {n} elements')
head = min(candidates, key=lambda pc: first_at[pc])
starts = [i for i, pc in enumerate(pcs) if pc == head]
assert len(starts) == n

# Iterations 1..N-1 are complete (from one visit of the head to the next); the last one cannot be cut from the code
# after the loop without guessing, so it is reported with that code as the tail, not averaged in.
iters = [(starts[k], starts[k + 1]) for k in range(n - 1)]
lengths = [b - a for a, b in iters]
per_piece = collections.Counter()
for a, b in iters:
    per_piece.update(names[a:b])
before = collections.Counter(names[:starts[0]])
tail = collections.Counter(names[starts[-1]:])
total = len(pcs)
assert sum(per_piece.values()) + sum(before.values()) + sum(tail.values()) == total
m = n - 1

print(f'{total} instructions in the call; loop head, {n} visits: {lines[starts[0]]}')
print(f'before the loop: {starts[0]}; {m} complete iterations: {sum(lengths)} ({sum(lengths) / m:.1f} per element; '
      f'min {min(lengths)}, median {statistics.median(lengths):g}, max {max(lengths)}); '
      f'last iteration and after the loop: {total - starts[-1]}')
print('per element, by piece of code (mean over the complete iterations):')
for name, count in per_piece.most_common():
    print(f'{count / m:9.1f}  {name}')
if len(sys.argv) == 4:
    median = sorted(range(m), key=lambda k: lengths[k])[m // 2]
    a, b = iters[median]
    with open(sys.argv[3], 'w') as f:
        f.write(f'# iteration {median} of {m} complete ones: {b - a} instructions (median length)\n')
        f.write('\n'.join(lines[a:b]) + '\n')
