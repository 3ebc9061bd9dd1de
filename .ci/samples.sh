#!/usr/bin/env bash
# Runs each sample under samples/ that is not run elsewhere (samples/Nano.QuickStart: .ci/aot-smoke.sh) and checks
# what it prints. Each takes seconds once built.
#   aot    also publishes samples/Nano.MinimalApi with NativeAOT (zero trim/AOT warnings) and runs the native binary,
#          which must print the same on the interpreted backend. Not in CI by default: compiling ASP.NET Core natively
#          takes minutes (11 min on the loaded 2-core dev machine).
set -euo pipefail
cd "$(dirname "$0")/.."
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

fail() { echo "samples: FAIL: $*" >&2; exit 1; }

# expect <output> <line>...: every line must be printed, exactly.
expect() {
    local output="$1" line
    shift
    for line in "$@"; do
        grep -qxF -- "$line" <<<"$output" || { echo "$output" >&2; fail "missing line: $line"; }
    done
}

echo "samples: samples/Nano.MinimalApi (minimal API, typed HttpClient, pool mode in a handler)"
output="$(timeout 300 dotnet run -c Release --project samples/Nano.MinimalApi 2>&1)" || { echo "$output" >&2; fail "Nano.MinimalApi failed"; }
# Receipt: 2 tea + 1 cake. Checksum: h = h * 31 + byte over "hello, world", mod 2^32, worked out apart from the sample.
expect "$output" \
    "order 42: 3 items" \
    "upload hello.txt: 12 bytes, checksum 3654358412" \
    "malformed order: 400 Malformed protobuf body" \
    "Backend: Emit"
grep -qF "Rejected a request body of type Nano.Samples.MinimalApi.Order with status 400" <<<"$output" \
    || { echo "$output" >&2; fail "Nano.MinimalApi did not log the rejected body"; }
echo "$output"

if [ "${1:-}" = "aot" ]; then
    echo "samples: NativeAOT publish of samples/Nano.MinimalApi"
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
    dotnet publish samples/Nano.MinimalApi -c Release -r linux-x64 -o "$out/aot" -nologo -v:m -p:NanoAotPublish=true >"$out/publish.log" 2>&1 \
        || { cat "$out/publish.log"; fail "NativeAOT publish of Nano.MinimalApi failed"; }
    if grep -E 'warning [A-Z]+[0-9]+:' "$out/publish.log"; then fail "NativeAOT publish of Nano.MinimalApi has warnings (above)"; fi
    native="$(timeout 120 "$out/aot/Nano.MinimalApi" 2>&1)" || { echo "$native" >&2; fail "the native Nano.MinimalApi failed"; }
    expect "$native" \
        "order 42: 3 items" \
        "upload hello.txt: 12 bytes, checksum 3654358412" \
        "malformed order: 400 Malformed protobuf body" \
        "Backend: Interpreted"
    echo "$native"
    echo "samples: native Nano.MinimalApi $(stat -c %s "$out/aot/Nano.MinimalApi") bytes, same output on the interpreted backend"
fi
echo "samples: OK"
