#!/usr/bin/env bash
# W2 against MemoryPack (session 10): one call of each W2 operation's Tier1 code, single-stepped under gdb, with a
# trace, then split into per-Poco iterations. Traces go to $TRACES (large; not kept in the repository).
#   benchmarks/results/2026-11-26-s10/mempack/run.sh [NAME ...]      (default: every row below)
# Needs a build: dotnet build benchmarks/Nano.Ratio -c Release. The list is shortened to N items (NANO_RATIO_W2_ITEMS),
# the same items and shape as W2's 1,000, because stepping 1,000 Pocos takes minutes per operation on this machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
export NANO_RATIO_W2_ITEMS=${NANO_RATIO_W2_ITEMS:-100}
TRACES=${TRACES:-/tmp/s10-mempack-traces}
mkdir -p "$TRACES"
# name, library, Tier1 symbol: the operation's lambda (the whole call: entry point, loop, callees), or, for the writes of
# nano and google, the serializer's own method: with Dynamic PGO the harness's OSR-compiled warm-up loop may inline the
# hottest lambda (guarded devirtualization of its delegate call), and a breakpoint on the lambda's own code is then
# never reached (seen for both). The per-Poco figures do not depend on the choice; the entry point's constant does.
rows=(
  "memorypack-write memorypack MemoryPackW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "memorypack-read memorypack MemoryPackW2+<>c__DisplayClass0_0::<.ctor>b__2()"
  "nano-write nano Nano.Write<Nano.Benchmarks.Workloads.CodeFirst.PocoList>"
  "nano-read nano NanoW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "nano-cs-write nano-cs HandwrittenW2+<>c__DisplayClass0_0::<.ctor>b__0()"
  "nano-cs-read nano-cs HandwrittenW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "google-write google Nano.Interop.Workloads.PocoList::pb::Google.Protobuf.IBufferMessage.InternalWriteTo"
  "google-read google GoogleW2+<>c__DisplayClass0_0::<.ctor>b__2()"
)
for row in "${rows[@]}"; do
  read -r name lib symbol <<< "$row"
  if [ $# -gt 0 ] && [[ ! " $* " == *" $name "* ]]; then continue; fi
  TRACE="$TRACES/$name.trace" "$root/benchmarks/tier1-instructions.sh" "$lib" w2 "$symbol" "${WAIT_S:-45}" > "$here/$name.txt"
  python3 "$root/benchmarks/tier1-trace-loop.py" "$TRACES/$name.trace" "$NANO_RATIO_W2_ITEMS" "$here/$name-iteration.txt" > "$here/$name-loop.txt"
  echo "$name: $(head -2 "$here/$name.txt" | tail -1); $(sed -n 2p "$here/$name-loop.txt")"
done
