#!/usr/bin/env bash
# W4 cold start: builds Nano.ColdStart and Nano.Benchmarks in Release, then times `dotnet Nano.ColdStart.dll` as a
# whole process per variant (runtime floor, Google.Protobuf, Nano interpreted, Nano emit when present) and prints
# the medians. Extra arguments go to the harness: --runs N (default 15), --warmups N (default 2), --dll PATH.
# Usage: benchmarks/coldstart.sh [--runs 15] [--warmups 2]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dotnet build "$root/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release --nologo -v q
dotnet build "$root/benchmarks/Nano.Benchmarks/Nano.Benchmarks.csproj" -c Release --nologo -v q
exec dotnet "$root/benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll" --coldstart "$@"
