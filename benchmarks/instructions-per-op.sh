#!/usr/bin/env bash
# Instructions per call of one Nano.Benchmarks method, counted by valgrind (callgrind), not timed: a loaded machine
# cannot change the figure. Runs `Nano.Benchmarks --loop CLASS.METHOD N` (setup and validation, then N untimed calls)
# at two counts and prints (Ir(N2) - Ir(N1)) / (N2 - N1): setup and JIT compilation are in both runs and cancel.
# DOTNET_TieredCompilation=0: every method is compiled fully optimized at once (no Dynamic PGO). Under valgrind the
# climb through the tiers would take most of any affordable loop, and the count would be Tier0 code's. For machines
# without hardware counters (perf stat -e instructions reports "not supported" on this VM).
#
#   benchmarks/instructions-per-op.sh HandwrittenGoogleMessage1Benchmarks.Serialize_Nano_Emit 20000 120000
#   DLL=<other build>/Nano.Benchmarks.dll benchmarks/instructions-per-op.sh ForwardRequestBenchmarks.Measure_Nano_Emit 2000 10000
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

count() {
  local out
  out=$(DOTNET_TieredCompilation=0 DOTNET_EnableWriteXorExecute=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    dotnet "$dll" --loop "$1" "$2" 2>&1) || { echo "$out" >&2; exit 1; }
  echo "$out" | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
}

a=$(count "$1" "$2")
b=$(count "$1" "$3")
echo "$1: Ir($2) = $a, Ir($3) = $b, instructions per call = $(( (b - a) / ($3 - $2) ))"
