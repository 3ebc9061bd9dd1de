#!/usr/bin/env bash
# CI smoke of the W1 server rig (benchmarks/Nano.ServerRig): each variant's server is started on 127.0.0.1, its answer
# checked field by field, then 200 requests at concurrency 4 from the in-process HttpClient generator must all succeed.
# A functional check only: the figures it prints are not benchmark results (see benchmarks/README.md for the real run).
set -euo pipefail
cd "$(dirname "$0")/.."
dotnet build benchmarks/Nano.ServerRig -c Release -v quiet -nologo
timeout 600 dotnet benchmarks/Nano.ServerRig/bin/Release/net10.0/Nano.ServerRig.dll smoke
