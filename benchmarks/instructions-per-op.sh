#!/usr/bin/env bash
# Instructions per call of one Nano.Benchmarks method, counted by valgrind (callgrind), not timed: a loaded machine
# cannot change the figure. Runs `Nano.Benchmarks --loop CLASS.METHOD N` (setup and validation, then N untimed calls)
# at two counts and prints (Ir(N2) - Ir(N1)) / (N2 - N1): setup and JIT compilation are in both runs and cancel.
# DOTNET_TieredCompilation=0: every method is compiled fully optimized at once (no Dynamic PGO). Under valgrind the
# climb through the tiers would take most of any affordable loop, and the count would be Tier0 code's. For machines
# without hardware counters (perf stat -e instructions reports "not supported" on this VM).
#
# WARNING (session 9): under this valgrind command about half the methods are compiled with MinOpts, not fully
# optimized: the JIT's optimized attempt stops part-way and the method is compiled again with MinOpts
# (DOTNET_JitStdOutFile=f DOTNET_JitDisasmSummary=1 added to the command: SingleInt32Benchmarks.Measure_Nano_Emit
# 272 MinOpts / 233 FullOpts compilations, natively 0 / 259; GoogleMessage1Proto2Benchmarks.Measure_Nano_Emit
# 643 / 636, natively 0 / 710, its emitted Read, Write, Write.2 and Measure all MinOpts). So a figure from this script
# counts a mix of MinOpts and optimized code, not "fully optimized" code; check the mix with those two variables
# before using one. Why the optimized attempt fails under valgrind is not known (docs/design-tiered-emit.md).
#
#   benchmarks/instructions-per-op.sh HandwrittenGoogleMessage1Benchmarks.Serialize_Nano_Emit 20000 120000
#   DLL=<other build>/Nano.Benchmarks.dll benchmarks/instructions-per-op.sh ForwardRequestBenchmarks.Measure_Nano_Emit 2000 10000
#   BY_METHOD=1 benchmarks/instructions-per-op.sh SingleInt32Benchmarks.Measure_Nano_Emit 20000 220000
#
# BY_METHOD=1 also prints each method's own instructions per call (callgrind-by-method.py: the two runs' profiles,
# JIT-compiled code named from the runtime's perf map).
#
# Build first: dotnet build benchmarks/Nano.Benchmarks -c Release. Needs valgrind (apt-get install valgrind).
set -euo pipefail
if [ $# -ne 3 ]; then
  echo "usage: $0 CLASS.METHOD N1 N2" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
dll=${DLL:-$root/benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll}
export NANO_BENCHMARK_DATA=${NANO_BENCHMARK_DATA:-$root/../shared/benchmark-data}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# count METHOD N TAG: prints Ir; with BY_METHOD=1 keeps the profile as $work/TAG.out and the perf map as $work/TAG.map.
count() {
  local out profile=/dev/null
  [ "${BY_METHOD:-0}" = 1 ] && profile=$work/$3.out
  out=$(DOTNET_TieredCompilation=0 DOTNET_EnableWriteXorExecute=0 DOTNET_PerfMapEnabled=${BY_METHOD:-0} \
    valgrind --tool=callgrind --callgrind-out-file="$profile" dotnet "$dll" --loop "$1" "$2" 2>&1) || { echo "$out" >&2; exit 1; }
  if [ "${BY_METHOD:-0}" = 1 ]; then
    local pid
    pid=$(echo "$out" | sed -n 's/^==\([0-9]*\)==.*/\1/p' | head -1)
    mv "/tmp/perf-$pid.map" "$work/$3.map"
  fi
  echo "$out" | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
}

a=$(count "$1" "$2" a)
b=$(count "$1" "$3" b)
echo "$1: Ir($2) = $a, Ir($3) = $b, instructions per call = $(( (b - a) / ($3 - $2) ))"
if [ "${BY_METHOD:-0}" = 1 ]; then
  python3 "$root/benchmarks/callgrind-by-method.py" "$work/a.out" "$work/a.map" "$work/b.out" "$work/b.map" $(( $3 - $2 ))
fi
