#!/usr/bin/env bash
# The gRPC rig (benchmarks/Nano.GrpcRig): builds it once in Release, then runs W1 Forward over gRPC against five
# server variants, each in its own process, interleaved in rounds. Arguments go to the rig, e.g.
#   benchmarks/tools/grpc-rig.sh --requests 10000 --rounds 3 [--concurrency 1,4,16] [--variants google,nano-pool] [--out FILE]
# See benchmarks/README.md, "gRPC rig", for the columns and the rules.
set -euo pipefail
cd "$(dirname "$0")/../.."
dotnet build benchmarks/Nano.GrpcRig -c Release -v quiet -nologo
exec dotnet benchmarks/Nano.GrpcRig/bin/Release/net10.0/Nano.GrpcRig.dll run "$@"
