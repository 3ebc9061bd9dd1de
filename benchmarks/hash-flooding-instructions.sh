#!/usr/bin/env bash
# Instructions per read of one hash-flooding cell (a 40,000-entry map), counted by valgrind (callgrind), not timed:
# runs `Nano.Benchmarks --hash-flooding-child BACKEND KEY VARIANT --loop N` (validation, then N untimed reads) at two
# counts and prints (Ir(N2) - Ir(N1)) / (N2 - N1), as benchmarks/instructions-per-op.sh does for benchmark methods.
# DOTNET_TieredCompilation=0 by default (fully optimized code at once, no Dynamic PGO, so interface calls are not
# guarded-devirtualized); TC=1 keeps tiering on (then N1 must be past the tier-up).
#
#   benchmarks/hash-flooding-instructions.sh emit int64 ordinary 5 45
#   benchmarks/hash-flooding-instructions.sh emit int64 default 5 45
#
# Build first: dotnet build benchmarks/Nano.Benchmarks -c Release. Needs valgrind (apt-get install valgrind).
set -euo pipefail
if [ $# -ne 5 ]; then
  echo "usage: $0 BACKEND KEY crafted|ordinary|default|random|randomdefault N1 N2" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
dll=${DLL:-$root/benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll}

count() {
  local out
  out=$(DOTNET_TieredCompilation=${TC:-0} DOTNET_EnableWriteXorExecute=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    dotnet "$dll" --hash-flooding-child "$1" "$2" "$3" --loop "$4" 2>&1) || { echo "$out" >&2; exit 1; }
  echo "$out" | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
}

a=$(count "$1" "$2" "$3" "$4")
b=$(count "$1" "$2" "$3" "$5")
echo "$1 $2 $3 (TC=${TC:-0}): Ir($4) = $a, Ir($5) = $b, instructions per read = $(( (b - a) / ($5 - $4) )), per entry = $(( (b - a) / ($5 - $4) / 40000 ))"
