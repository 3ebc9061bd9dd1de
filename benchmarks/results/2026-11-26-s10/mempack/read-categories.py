#!/usr/bin/env python3
# Groups each read's per-Poco pieces of code (names as the loop files cut them, at 80 characters) (the *-loop.txt files of run.sh) into kinds of work, so that the four
# libraries can be compared line by line. Fails on a piece it has no kind for: nothing is dropped silently.
#   python3 benchmarks/results/2026-11-26-s10/mempack/read-categories.py > benchmarks/results/2026-11-26-s10/mempack/read-categories.txt
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
kinds = [
    ('allocation (runtime helpers, their TLS lookup, context refills)', r'^native (libcoreclr|__tls_get_addr|__memset)'),
    ('GC write barriers', r'JIT_CopiedWriteBarriers|CastHelpers::Stele'),
    ('UTF-8 to UTF-16 transcoding (CoreLib)', r'OperationStatus \[System.Private.CoreLib\] System.Text'),
    ('UTF-8 validation and UTF-16 length, a pass before allocating (CoreLib)', r'Utf8Utility::GetPointerToFir'),
    ('string: the rest of the reader\'s string method', r'ReadUtf8|TryDecodeUtf8|ReadRawString'),
    ('varint decoding, out of line (5-byte Timestamp fields)', r'ReadVarint(32|64)Multi'),
    ('end of a length-delimited scope, out of line', r'ReadTagSlow|MaybeConsumeTag|PushLimit|PopLimit|IsReachedLimit'),
    ('Guid, out of line', r'System.Guid \[Nano.Core\]'),
    ('16 bytes copied (Google ByteString)', r'SpanHelpers::Memmove'),
    ('list sizing: counting the items ahead', r'CollectionSizing::Capacity'),
    ('dispatch: interface casts and stubs, nested-message call', r'CastHelpers::IsI|VSD_|ReadRawMessage|RepeatedField'),
    ('inlined code: tags, lengths, int, Timestamp, object stores, loop', r'Nano\.Emitted|Benchmarks\.Hand|PocoList \[Nano\.Ratio\]|MemPoco|Workloads\.Poco|<>c__DisplayClass'),
]
libraries = ['memorypack-read', 'nano-read', 'nano-cs-read', 'google-read']
table = {}
for lib in libraries:
    sums = [0.0] * len(kinds)
    for line in open(os.path.join(here, f'{lib}-loop.txt')):
        m = re.match(r'\s+([\d.]+)  (.+)$', line)
        if not m:
            continue
        count, name = float(m.group(1)), m.group(2)
        k = next((i for i, (_, p) in enumerate(kinds) if re.search(p, name)), None)
        if k is None:
            sys.exit(f'{lib}: no kind for {name!r}')
        sums[k] += count
    table[lib] = sums
print('| per Poco, mean of 99 iterations | ' + ' | '.join(libraries) + ' |')
print('|---|' + '--:|' * len(libraries))
for i, (label, _) in enumerate(kinds):
    print(f'| {label} | ' + ' | '.join(f'{table[l][i]:.1f}' for l in libraries) + ' |')
print('| **total** | ' + ' | '.join(f'**{sum(table[l]):.1f}**' for l in libraries) + ' |')
