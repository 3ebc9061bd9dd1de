#!/usr/bin/env python3
"""Instructions per cold-start phase from callgrind's dumps (see ../tools/coldstart-instructions.sh).

usage: callgrind-phases.py OUT_PREFIX PHASES
OUT_PREFIX: the --callgrind-out-file of a run with --dump-before=getrusage (dumps OUT_PREFIX.1 ... and OUT_PREFIX);
PHASES: the PhaseClock phases in order, comma-separated. Part 1 is "start" (up to PhaseClock's first reading), then one
part per phase, then Main's last reading ("tail") and the rest of the process ("end"). Self cost per object file.
"""
import collections, glob, os, re, sys

KINDS = ['jit', 'runtime', 'managed', 'libc', 'other']


def kind(obj):
    name = os.path.basename(obj)
    if 'clrjit' in name:
        return 'jit'
    if 'coreclr' in name:
        return 'runtime'
    if name == '???':
        return 'managed'
    if name.startswith(('libc.', 'ld-linux', 'libstdc++', 'libm.', 'libgcc')):
        return 'libc'
    return 'other'


def read(path):
    part, total, objects, current, skip = 0, 0, {}, None, False
    costs = collections.Counter()
    with open(path, errors='replace') as f:
        for line in f:
            if line.startswith('part:'):
                part = int(line.split()[1])
            elif line.startswith('summary:'):
                total = int(line.split()[1])
            elif line.startswith(('ob=', 'cob=')):
                m = re.match(r'^c?ob=(?:\((\d+)\))?\s*(.*)$', line.rstrip('\n'))
                ident, name = m.group(1), m.group(2)
                if ident is not None and name:
                    objects[ident] = name
                if line.startswith('ob='):
                    current = objects.get(ident, name) if ident is not None else name
            elif line.startswith('calls='):
                skip = True  # the next cost line is the call's inclusive cost, not this function's own
            elif line[:1].isdigit() or line[:1] in '+-*':
                if skip:
                    skip = False
                    continue
                fields = line.split()
                if len(fields) >= 2 and current is not None:
                    costs[kind(current)] += int(fields[1])
    return part, total, costs


def main():
    prefix, phases = sys.argv[1], [p for p in sys.argv[2].split(',') if p]
    dumps = glob.glob(prefix) + [p for p in glob.glob(prefix + '.*') if p[len(prefix) + 1:].isdigit()]
    parts = sorted(read(p) for p in dumps)
    labels = ['start'] + phases + ['tail', 'end']
    if len(parts) != len(labels):
        sys.exit(f'{len(parts)} dumps for {len(labels)} parts ({", ".join(labels)}): not a PhaseClock run of these phases')
    print(f"{'phase':<12}{'M instr':>9}" + ''.join(f'{k:>9}' for k in KINDS))
    for label, (part, total, costs) in zip(labels, parts):
        print(f'{label:<12}{total / 1e6:9.2f}' + ''.join(f'{costs[k] / 1e6:9.2f}' for k in KINDS))
    print(f"{'process':<12}{sum(t for _, t, _ in parts) / 1e6:9.2f}")


main()
