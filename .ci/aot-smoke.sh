#!/usr/bin/env bash
# NativeAOT and trimming checks, run by .ci/run after the test suite:
#  1. tests/Nano.AotSmoke published with PublishAot=true twice, and each native binary run: it round-trips a
#     representative model against bytes written by Google.Protobuf. net10.0 runs Nano.Core's net10.0 build (what
#     .NET 10 apps ship), net9.0 and net8.0 its net8.0 build. Any trim or AOT warning fails the publish. Prints each
#     binary's size and its time to the first round trip (measured in the process, and fork to exit).
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

# Publishes quietly into a log; fails on an error or on any warning (trim and AOT analysis included).
publish() { # project, output folder, extra arguments...
    local project="$1" dir="$2" log="$2.log"
    shift 2
    if ! dotnet publish "$project" -c Release -r linux-x64 -o "$dir" -nologo -v:m "$@" >"$log" 2>&1; then
        cat "$log"; echo "aot-smoke: FAILED: publish of $project $*"; exit 1
    fi
    if grep -E 'warning [A-Z]+[0-9]+:' "$log"; then
        echo "aot-smoke: FAILED: publish of $project $* has warnings (above)"; exit 1
    fi
}

for framework in net10.0 net9.0 net8.0; do
    echo "aot-smoke: NativeAOT publish of tests/Nano.AotSmoke ($framework)"
    publish tests/Nano.AotSmoke "$out/aot-$framework" -f "$framework"
    binary="$out/aot-$framework/Nano.AotSmoke"
    start=$(date +%s%N)
    "$binary"
    end=$(date +%s%N)
    echo "aot-smoke: $framework native binary $(stat -c %s "$binary") bytes; process ran $(( (end - start) / 1000000 )) ms (fork to exit)"
done

echo "aot-smoke: trimmed, DynamicCodeSupport=false publish of samples/Nano.QuickStart"
# (PublishTrimmed, DynamicCodeSupport=false, self-contained: set by NanoTrimmedPublish in the sample's project file)
publish samples/Nano.QuickStart "$out/trimmed" -p:NanoTrimmedPublish=true
trimmed=$("$out/trimmed/Nano.QuickStart")
jit=$(dotnet run --project samples/Nano.QuickStart -c Release)
grep -qx 'Backend: Emit' <<<"$jit" || { echo "aot-smoke: FAILED: the JIT run of the quick start did not use the emit backend"; exit 1; }
echo "$trimmed"
# Same bytes and values as under JIT; only the backend line differs (emit under JIT, interpreted when trimmed).
if [ "$(grep -v '^Backend:' <<<"$trimmed")" != "$(grep -v '^Backend:' <<<"$jit")" ]; then
    echo "aot-smoke: FAILED: trimmed quick-start output differs from the JIT run:"; echo "$jit"; exit 1
fi
grep -qx 'Backend: Interpreted' <<<"$trimmed" || { echo "aot-smoke: FAILED: trimmed quick-start did not use the interpreted backend"; exit 1; }
echo "aot-smoke: trimmed quick-start matches the JIT run"
