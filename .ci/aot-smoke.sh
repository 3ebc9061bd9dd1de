#!/usr/bin/env bash
# NativeAOT and trimming checks (issue 13), run by .ci/run before the test suite:
#  1. tests/Nano.AotSmoke published with PublishAot=true (net9.0, Nano.Core's netstandard2.1 build) and the native
#     binary run: it round-trips a representative model against bytes written by Google.Protobuf.
#  2. samples/Nano.QuickStart published self-contained, trimmed, with DynamicCodeSupport=false (protobuf-net #1025),
#     run, and its output compared with the same sample run under JIT.
# Installs what ILCompiler needs (clang, zlib headers) from Debian packages when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

need=()
command -v clang >/dev/null 2>&1 || need+=(clang)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
if [ ${#need[@]} -gt 0 ]; then
    echo "aot-smoke: installing ${need[*]}"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "aot-smoke: NativeAOT publish of tests/Nano.AotSmoke"
dotnet publish tests/Nano.AotSmoke -c Release -r linux-x64 -o "$out/aot" -nologo -clp:ErrorsOnly
binary="$out/aot/Nano.AotSmoke"
echo "aot-smoke: native binary $(stat -c %s "$binary") bytes"
"$binary"

echo "aot-smoke: trimmed, DynamicCodeSupport=false publish of samples/Nano.QuickStart"
# (PublishTrimmed, DynamicCodeSupport=false, self-contained: set by NanoTrimmedPublish in the sample's project file)
dotnet publish samples/Nano.QuickStart -c Release -r linux-x64 -o "$out/trimmed" -nologo -clp:ErrorsOnly -p:NanoTrimmedPublish=true
trimmed=$("$out/trimmed/Nano.QuickStart")
jit=$(dotnet run --project samples/Nano.QuickStart -c Release)
echo "$trimmed"
# Same bytes and values as under JIT; only the backend line differs (emit under JIT, interpreted when trimmed).
if [ "$(grep -v '^Backend:' <<<"$trimmed")" != "$(grep -v '^Backend:' <<<"$jit")" ]; then
    echo "aot-smoke: FAILED: trimmed quick-start output differs from the JIT run:"; echo "$jit"; exit 1
fi
grep -qx 'Backend: Interpreted' <<<"$trimmed" || { echo "aot-smoke: FAILED: trimmed quick-start did not use the interpreted backend"; exit 1; }
echo "aot-smoke: trimmed quick-start matches the JIT run"
