#!/usr/bin/env bash
# W2 against MemoryPack (session 10): one call of each W2 operation's Tier1 code, single-stepped under gdb with a trace
# (benchmarks/tier1-instructions.sh), split into per-Poco iterations (tier1-trace-loop.py); per row also the pieces of
# code in the order one iteration runs them (-runs.txt). Traces go to $TRACES (large; not kept in the repository).
#   benchmarks/results/2026-11-26-s10/mempack/run.sh [NAME ...]      (default: every row below)
# Needs a build: dotnet build benchmarks/Nano.Ratio -c Release, and NANO_BENCHMARK_DATA as for tier1-instructions.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
TRACES=${TRACES:-/tmp/s10-mempack-traces}
mkdir -p "$TRACES"
# name, library, items, repeat, Tier1 symbol.
# items: the list is shortened to its first N Pocos (NANO_RATIO_W2_ITEMS; same items and shape as W2's 1,000) because
# stepping 1,000 Pocos takes minutes per operation on this machine.
# symbol and repeat: the operation's lambda (repeat 0: the whole call, entry point, loop, callees) or the serializer's
# own write method. With Dynamic PGO the harness's OSR-compiled warm-up loop may inline the hottest lambda (guarded
# devirtualization of its delegate call) and everything under it, and a breakpoint on the lambda is then never reached
# (seen for nano's and google's writes). Google's write is counted from one entry of Poco.CalculateSize (called once
# per Poco, for its length prefix) to the 20th after it: 20 whole loop iterations (REPEAT, tier1-stepcount.py), on the
# 1,000-Poco list so that the 20 iterations fall inside it.
rows=(
  "memorypack-write memorypack 100 0 MemoryPackW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "memorypack-read memorypack 100 0 MemoryPackW2+<>c__DisplayClass0_0::<.ctor>b__2()"
  "nano-write nano 100 0 Nano.Write<Nano.Benchmarks.Workloads.CodeFirst.PocoList>"
  "nano-read nano 100 0 NanoW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "nano-cs-write nano-cs 100 0 HandwrittenW2+<>c__DisplayClass0_0::<.ctor>b__0()"
  "nano-cs-read nano-cs 100 0 HandwrittenW2+<>c__DisplayClass0_0::<.ctor>b__1()"
  "google-write google 1000 20 Nano.Interop.Workloads.Poco::CalculateSize()"
  "google-read google 100 0 GoogleW2+<>c__DisplayClass0_0::<.ctor>b__2()"
)
for row in "${rows[@]}"; do
  read -r name lib items repeat symbol <<< "$row"
  if [ $# -gt 0 ] && [[ ! " $* " == *" $name "* ]]; then continue; fi
  NANO_RATIO_W2_ITEMS=$items REPEAT=$repeat TRACE="$TRACES/$name.trace" \
    "$root/benchmarks/tier1-instructions.sh" "$lib" w2 "$symbol" "${WAIT_S:-45}" > "$here/$name.txt"
  n=$items
  [ "$repeat" -gt 0 ] && n=$repeat
  python3 "$root/benchmarks/tier1-trace-loop.py" "$TRACES/$name.trace" "$n" "$here/$name-iteration.txt" > "$here/$name-loop.txt"
  awk -F'\t' 'NR > 1 { print $1 }' "$here/$name-iteration.txt" | uniq -c > "$here/$name-runs.txt"
  echo "$name: $(grep -m1 'instructions in' "$here/$name.txt"); $(sed -n 2p "$here/$name-loop.txt")"
done
