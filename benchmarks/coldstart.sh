#!/usr/bin/env bash
# W4 cold start: builds Nano.ColdStart and Nano.Benchmarks in Release, publishes Nano.ColdStart a second time with
# ReadyToRun (framework-dependent, linux-x64), then times `dotnet Nano.ColdStart.dll` of both as a whole process per
# variant (runtime floor, Google.Protobuf, Nano interpreted, Nano emit when present), interleaved, and prints the
# medians. Options: --jit-only (skip the ReadyToRun publish and rows); anything else goes to the harness:
# --runs N (default 15), --warmups N (default 2), --dll PATH, --r2r PATH.
# Usage: benchmarks/coldstart.sh [--jit-only] [--runs 15] [--warmups 2]
#
# The ReadyToRun publish needs the Crossgen2 pack (Microsoft.NETCore.App.Crossgen2.<rid>), which the SDK restores by
# itself (an implicit download of the runtime's version, not a PackageReference, so nothing is pinned for it) along
# with the runtime pack Microsoft.NETCore.App.Runtime.<rid>. It is only ever done here, never by `dotnet build` or
# `dotnet test` of Nano.sln. NativeAOT is not measured: its runtime pack (Microsoft.NETCore.App.Runtime.NativeAOT.<rid>)
# does not restore from this machine's package registry.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rid="linux-x64"
r2r_dir="$root/benchmarks/Nano.ColdStart/bin/Release/net10.0/$rid/publish-r2r"
jit_only=0
args=()
for a in "$@"; do
  if [[ "$a" == "--jit-only" ]]; then jit_only=1; else args+=("$a"); fi
done

dotnet build "$root/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release --nologo -v q
dotnet build "$root/benchmarks/Nano.Benchmarks/Nano.Benchmarks.csproj" -c Release --nologo -v q
if [[ $jit_only == 0 ]]; then
  dotnet publish "$root/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release -r "$rid" --self-contained false \
    -p:PublishReadyToRun=true -o "$r2r_dir" --nologo -v q
  args=(--r2r "$r2r_dir/Nano.ColdStart.dll" "${args[@]}")
fi
exec dotnet "$root/benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll" --coldstart "${args[@]}"
