#!/usr/bin/env bash
# Per-field split of one write iteration (after run.sh): each protobuf field starts at its tag's constant store, which
# the JIT keeps (`movb $0x1a,`); MemoryPack's Poco formatter at its member-count byte, its string load and its first
# unmanaged member's load. A part runs from one boundary to the next, so it also holds the next field's presence test.
#   benchmarks/results/2026-11-26-s10/mempack/fields.sh > benchmarks/results/2026-11-26-s10/mempack/write-fields.txt
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
split="python3 $here/../../../tier1-split.py"
tags=('movb\s+\$0xa,' 'StringProp: tag, UTF-8 transcode, length'
      'movb\s+\$0x10,' 'IntProp: tag, varint (1 byte)'
      'movb\s+\$0x1a,' 'GuidProp: tag, length, 16 bytes (Nano: RFC 4122 byte order; Google: ByteString copy)'
      'movb\s+\$0x22,' 'DateProp: tag, DateTime to Timestamp (Nano), the Timestamp size, length'
      'movb\s+\$0x8,' 'Timestamp.seconds: tag, varint (5 bytes)'
      'movb\s+\$0x10,' 'Timestamp.nanos: tag, varint (5 bytes); item length prefix closed (Nano); loop')
for name in nano-write nano-cs-write; do
  echo "== $name"
  $split "$here/$name-iteration.txt" 'loop: element, null check' 'movb\s+\$0xa,' 'item tag, length prefix opened' "${tags[@]}"
done
echo "== google-write (the iteration starts at Poco.CalculateSize, called for the item's length prefix)"
$split "$here/google-write-iteration.txt" 'Poco.CalculateSize, loop, item tag and length, cast to IBufferMessage' "${tags[@]}"
echo "== memorypack-write"
$split "$here/memorypack-write-iteration.txt" 'loop, interface call through two stubs, prolog, null check' \
  'movb\s+\$0x4,' 'object header (member count 4)' \
  'mov\s+0x8\(%rdi\),%r13' 'StringProp: UTF-8 and UTF-16 lengths, UTF-8 transcode' \
  'mov\s+0x10\(%rdi\),%r14d' 'IntProp, GuidProp, DateProp: one 28-byte block (one bounds check, raw copies)' \
  'add\s+\$0x58,%rsp' 'epilog, loop'
