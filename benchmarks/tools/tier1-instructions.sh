#!/usr/bin/env bash
# Instructions executed by one call of a method's Tier1 code, the code that runs under default settings. Callgrind
# cannot count it: under valgrind the runtime never tiers up, and the JIT retries many optimized compilations with
# MinOpts, so a callgrind count is of other code than the process runs. This script runs a Nano.Ratio child natively
# (LIB on WORKLOAD, every operation round-robin as in the ratio runs) with the perf map on, waits WAIT_S seconds for
# the JIT to reach Tier1, attaches gdb, breaks at the newest [OptimizedTier1] code of the perf-map symbol containing
# SYMBOL, and single-steps that one call to its return (tier1-stepcount.py). Prints the instructions per piece of
# code (JIT code by perf-map name). A count, not a time: a loaded machine changes nothing but how long the warm-up
# takes. One call is one sample: code that branches on the allocator's state (allocation-context refills) can differ
# between calls.
# REPEAT=N: break at a method called once per element of a loop and count from one entry to the Nth after it, i.e. N
# whole loop iterations around it (for an operation whose entry is inlined into the harness's loop, where a breakpoint
# on it is never reached; see tier1-stepcount.py).
#
#   benchmarks/tools/tier1-instructions.sh nano w3 'Nano.Measure<Nano.Interop.Nano.Benchmarks.Proto2.GoogleMessage1>'
#   benchmarks/tools/tier1-instructions.sh google w3 'Proto2.GoogleMessage1::CalculateSize()'
#   TRACE=trace.txt benchmarks/tools/tier1-instructions.sh nano w3 'Nano.Write<Nano.Interop.Nano.Benchmarks.Proto2.GoogleMessage1>' 60
#
# Build first: dotnet build benchmarks/Nano.Ratio -c Release. Needs gdb (apt-get install gdb) and ptrace permission.
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: $0 LIB WORKLOAD SYMBOL [WAIT_S]" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
dll=${DLL:-$root/benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll}
export NANO_BENCHMARK_DATA=${NANO_BENCHMARK_DATA:-$root/../shared/benchmark-data}
work=$(mktemp -d)
DOTNET_PerfMapEnabled=1 DOTNET_EnableWriteXorExecute=0 dotnet "$dll" --child "$1" "$2" --warmup-ms 3600000 > /dev/null &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work" "/tmp/perf-$pid.map"' EXIT
sleep "${4:-40}"
line=$(grep -F -- "$3" "/tmp/perf-$pid.map" | grep -F '[OptimizedTier1]' | tail -1 || true)
if [ -z "$line" ]; then
  echo "no [OptimizedTier1] code for '$3' yet; the perf map has:" >&2
  grep -F -- "$3" "/tmp/perf-$pid.map" >&2 || true
  exit 1
fi
echo "$line"
gdb -p "$pid" -batch -ex "python ADDR=${line%% *};MAP='/tmp/perf-$pid.map';OUT='$work/out';TRACE='${TRACE:-}';REPEAT=${REPEAT:-0}" \
  -x "$root/benchmarks/tools/tier1-stepcount.py" > "$work/gdb.log" 2>&1 || { cat "$work/gdb.log" >&2; exit 1; }
[ -s "$work/out" ] || { cat "$work/gdb.log" >&2; exit 1; }
cat "$work/out"
