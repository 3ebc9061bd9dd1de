#!/usr/bin/env python3
# Self instructions per call of each method, from two callgrind profiles of the same `--loop` run at two counts (the
# difference cancels setup and JIT, as in instructions-per-op.sh). Callgrind names JIT-compiled code by address only;
# the runtime's perf map (DOTNET_PerfMapEnabled=1 writes /tmp/perf-PID.map) names it. Native code keeps its own name.
#   usage: callgrind-by-method.py OUT1 MAP1 OUT2 MAP2 CALLS [TOP]    (CALLS = N2 - N1)
import bisect, re, subprocess, sys


def by_method(out, perf_map):
    entries = []
    for line in open(perf_map):
        address, size, name = line.rstrip('\n').split(' ', 2)
        entries.append((int(address, 16), int(size, 16), name))
    entries.sort()
    starts = [e[0] for e in entries]
    text = subprocess.run(['callgrind_annotate', '--threshold=100', out], capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in text.splitlines():
        m = re.match(r'\s*([\d,]+)\s+\([^)]*\)\s+(.+?)(\s+\[[^\]]*\])?$', line)
        if not m or 'PROGRAM TOTALS' in line:
            continue
        ir = int(m.group(1).replace(',', ''))
        name = m.group(2)
        jit = re.fullmatch(r'\?\?\?:(0x[0-9a-f]+)', name)
        if jit and not (m.group(3) and '.so' in m.group(3)):
            address = int(jit.group(1), 16)
            i = bisect.bisect_right(starts, address) - 1
            if i >= 0 and address < entries[i][0] + entries[i][1]:
                name = entries[i][2]
        elif m.group(3):
            name += m.group(3)
        # The same method at another address in the other run (a stub, a tier) is the same row.
        rows[name] = rows.get(name, 0) + ir
    return rows


a = by_method(sys.argv[1], sys.argv[2])
b = by_method(sys.argv[3], sys.argv[4])
calls = int(sys.argv[5])
top = int(sys.argv[6]) if len(sys.argv) > 6 else 20
diff = {name: b.get(name, 0) - a.get(name, 0) for name in set(a) | set(b)}
total = sum(diff.values())
print(f'{"per call":>9}  method (self instructions; total {total / calls:.1f} per call)')
for name, ir in sorted(diff.items(), key=lambda r: -r[1])[:top]:
    if ir / calls < 0.5:
        break
    print(f'{ir / calls:>9.1f}  {name[:220]}')
