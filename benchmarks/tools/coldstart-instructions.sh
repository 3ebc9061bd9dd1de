#!/usr/bin/env bash
# W4 cold start in instructions (load-independent, unlike coldstart.sh's times): runs one Nano.ColdStart process per
# variant under callgrind (all threads), with one dump at each PhaseClock reading (its CPU clock calls getrusage), and
# prints the instructions of each phase split by where they ran: the JIT (libclrjit), the runtime's native code
# (libcoreclr), managed code (JIT-compiled and ReadyToRun alike: valgrind names no PE image), libc and the rest.
# "start" is the runtime's start-up up to Main's first reading; "end" is printing and shutdown. Under valgrind a process
# runs ~50x longer, so the runtime's tier-1 recompilation (call counting starts 100 ms after the last tier-0 activity)
# would kick in where a real 80 ms process never gets to it, and add a varying number of optimized compilations:
# DOTNET_TC_CallCountingDelayMs is set so far out (0x7FFFFFFF ms) that it never starts, as in the real short process.
# Usage: benchmarks/tools/coldstart-instructions.sh APP_DIR [VARIANT ...]   (variants: emit interpreted google none; default all four)
#   APP_DIR: a folder holding a built Nano.ColdStart.dll, e.g. benchmarks/Nano.ColdStart.FromPackages/bin/Release/net10.0
#   (after benchmarks/tools/coldstart.sh) or a ReadyToRun publish. Needs valgrind; about a minute per variant.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
app="$(cd "$1" && pwd)"; shift
variants=("$@"); [[ ${#variants[@]} -gt 0 ]] || variants=(emit interpreted google none)
out="$(mktemp -d)"
for v in "${variants[@]}"; do
  case "$v" in
    google) phases=setup,create,serialize,deserialize ;;
    none) phases= ;;
    *) phases=setup,create,model,serializer,serialize,deserialize ;;
  esac
  line=$(cd "$app" && DOTNET_EnableWriteXorExecute=0 DOTNET_TC_CallCountingDelayMs=7FFFFFFF valgrind --tool=callgrind --smc-check=all-non-file \
    --callgrind-out-file="$out/$v" --dump-before=getrusage dotnet Nano.ColdStart.dll --backend "$v" 2>/dev/null)
  echo "== $v: $line"
  python3 "$here/../Nano.ColdStart/callgrind-phases.py" "$out/$v" "$phases"
done
rm -rf "$out"
