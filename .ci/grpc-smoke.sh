#!/usr/bin/env bash
# CI smoke of the gRPC rig (benchmarks/Nano.GrpcRig): each of the five variants' servers is started on 127.0.0.1 and
# its answer checked against W1's expected response, then 200 requests at concurrency 4 must all succeed.
# A functional check only: the figures it prints are not benchmark results (see benchmarks/README.md for the real run).
set -euo pipefail
cd "$(dirname "$0")/.."
dotnet build benchmarks/Nano.GrpcRig -c Release -v quiet -nologo
timeout 120 dotnet benchmarks/Nano.GrpcRig/bin/Release/net10.0/Nano.GrpcRig.dll smoke
# The allocation breakdown of pool mode (benchmarks/README.md, "Where the bytes go") must run: it also checks that
# each response writes the length it measured.
timeout 120 dotnet benchmarks/Nano.GrpcRig/bin/Release/net10.0/Nano.GrpcRig.dll alloc
