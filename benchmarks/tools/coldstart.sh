#!/usr/bin/env bash
# W4 cold start: builds Nano.ColdStart and Nano.Benchmarks in Release, publishes Nano.ColdStart a second time with
# ReadyToRun (framework-dependent, linux-x64), then times `dotnet Nano.ColdStart.dll` of both as a whole process per
# variant (runtime floor, Google.Protobuf, Nano interpreted, Nano emit when present), interleaved, and prints the
# medians. It also packs Nano.Core and Nano.Emit as `dotnet pack` does for users (ReadyToRun code in their net10.0
# assemblies) and builds the same app from those packages (benchmarks/Nano.ColdStart.FromPackages, a plain JIT build:
# the rows "JIT, Nano packages"). Options: --jit-only (skip the ReadyToRun publish and rows), --no-packages (skip the
# packages build and rows); anything else goes to the harness: --runs N (default 15), --warmups N (default 2),
# --dll PATH, --r2r PATH, --packages PATH.
# Usage: benchmarks/tools/coldstart.sh [--jit-only] [--no-packages] [--runs 15] [--warmups 2]
#
# The ReadyToRun publish needs the Crossgen2 pack (Microsoft.NETCore.App.Crossgen2.<rid>), which the SDK restores by
# itself (an implicit download of the runtime's version, not a PackageReference, so nothing is pinned for it) along
# with the runtime pack Microsoft.NETCore.App.Runtime.<rid>. It is only ever done here, never by `dotnet build` or
# `dotnet test` of Nano.sln. NativeAOT is not measured: its runtime pack (Microsoft.NETCore.App.Runtime.NativeAOT.<rid>)
# does not restore from this machine's package registry.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rid="linux-x64"
r2r_dir="$root/benchmarks/Nano.ColdStart/bin/Release/net10.0/$rid/publish-r2r"
jit_only=0
packages=1
args=()
for a in "$@"; do
  case "$a" in
    --jit-only) jit_only=1 ;;
    --no-packages) packages=0 ;;
    *) args+=("$a") ;;
  esac
done

dotnet build "$root/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release --nologo -v q
dotnet build "$root/benchmarks/Nano.Benchmarks/Nano.Benchmarks.csproj" -c Release --nologo -v q
if [[ $jit_only == 0 ]]; then
  dotnet publish "$root/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release -r "$rid" --self-contained false \
    -p:PublishReadyToRun=true -o "$r2r_dir" --nologo -v q
  args=(--r2r "$r2r_dir/Nano.ColdStart.dll" "${args[@]}")
fi
if [[ $packages == 1 ]]; then
  # A version of its own (so no package cache anywhere holds an older build under it) and a scratch cache for Nano's
  # packages only (the others come from the usual cache, a fallback folder here).
  app="$root/benchmarks/Nano.ColdStart.FromPackages"
  feed="$app/bin/feed" cache="$app/bin/packages"
  version="$(sed -n 's:.*<VersionPrefix>\(.*\)</VersionPrefix>.*:\1:p' "$root/src/Directory.Build.props")-coldstart"
  global="$(dotnet nuget locals global-packages --list | sed -n 's/^global-packages: //p')"
  rm -rf "$feed" "$cache"
  for p in Nano.Core Nano.Emit; do
    dotnet pack "$root/src/$p" -c Release -o "$feed" -p:Version="$version" --nologo -v q
  done
  dotnet build "$app/Nano.ColdStart.FromPackages.csproj" -c Release --nologo -v q -p:NanoPackages="$feed" \
    -p:NanoVersion="$version" -p:RestorePackagesPath="$cache" -p:RestoreFallbackFolders="$global"
  args=(--packages "$app/bin/Release/net10.0/Nano.ColdStart.dll" "${args[@]}")
fi
exec dotnet "$root/benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll" --coldstart "${args[@]}"
