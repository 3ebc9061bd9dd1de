#!/usr/bin/env bash
# Runs each sample under samples/ that is not run elsewhere (samples/Nano.QuickStart: .ci/aot-smoke.sh) and checks
# what it prints: Nano.MinimalApi, Nano.ProtobufNetMigration, Nano.ProtobufNetSwap, Nano.GrpcService. Each is built first (no time limit: on a
# fresh clone that builds Nano), then runs in seconds under a 120 s limit.
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

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run_sample <name>: builds samples/<name> (on a fresh clone that builds Nano too, so no time limit there), then runs
# it with one: a sample that hangs fails here. What it printed is left in $output.
run_sample() {
    local rc=0
    echo "samples: building samples/$1"
    dotnet build "samples/$1" -c Release -v quiet -nologo >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "$1 did not build"; }
    output="$(timeout 120 dotnet run -c Release --no-build --project "samples/$1" 2>&1)" || rc=$?
    if [ "$rc" != 0 ]; then
        echo "$output" >&2
        [ "$rc" != 124 ] || fail "$1 did not finish within 120 s"
        fail "$1 exited with $rc"
    fi
}

# Every sample runs in CI: each folder under samples/ must be run here (run_sample NAME) or by .ci/aot-smoke.sh. A new
# sample without a run fails this check.
for dir in samples/*/; do
    name="$(basename "$dir")"
    grep -qx "run_sample $name" .ci/samples.sh \
        || grep -qE -- "(--project|publish) samples/$name( |$)" .ci/aot-smoke.sh \
        || fail "samples/$name is run by no CI script: run it here and check what it prints"
done

echo "samples: samples/Nano.MinimalApi (minimal API, typed HttpClient, pool mode in a handler)"
run_sample Nano.MinimalApi
# Receipt: 2 tea + 1 cake. Checksum: h = h * 31 + byte over "hello, world", mod 2^32, worked out apart from the sample.
expect "$output" \
    "order 42: 3 items" \
    "upload hello.txt: 12 bytes, checksum 3654358412" \
    "malformed order: 400 Malformed protobuf body" \
    "Backend: Emit"
grep -qF "Rejected a request body of type Nano.Samples.MinimalApi.Order with status 400" <<<"$output" \
    || { echo "$output" >&2; fail "Nano.MinimalApi did not log the rejected body"; }
echo "$output"

echo "samples: samples/Nano.ProtobufNetMigration (protobuf-net's contracts and stored data, read and written by Nano)"
run_sample Nano.ProtobufNetMigration
# The values the sample put in (bcl.DateTime without a kind reads back Unspecified; bcl.Decimal keeps the scale);
# each "True" is a byte comparison with what protobuf-net 3.4.40 itself wrote.
expect "$output" \
    "model: Document (fields 1, 2), sub-type Invoice under field 10 (fields 1, 2, 3, 4, 5, 6)" \
    'read by Nano: Invoice 7 "March rent"' \
    "  issued 2026-03-01T00:00:00.0000000 (Unspecified), payment term 30.00:00:00, total 10.50" \
    "  2 x tea at 3.25" \
    "  1 x cake at 4.00" \
    "  tags: cost-centre=42, currency=EUR" \
    "  reminder days: 7, 14" \
    "written back by Nano, identical to protobuf-net's bytes: True" \
    "read by protobuf-net: Invoice 7, 2 lines, total 10.50" \
    "non-generic: read Invoice 7, written back identical to protobuf-net's: True" \
    "length-prefixed items read by Nano: Document 1, Invoice 7, Document 3" \
    "length-prefixed items written back by Nano, identical: True" \
    "Backend: Emit"
echo "$output"

echo "samples: samples/Nano.ProtobufNetSwap (a protobuf-net program on Nano.ProtobufNet, no source change)"
run_sample Nano.ProtobufNetSwap
# What protobuf-net 3.4.40 prints for the same program and stored/orders.bin (which it wrote), but for the last line.
expect "$output" \
    "Order 1 for Ada: 2 x tea, 1 x cake (-1); total 10.50, Web, placed 2026-03-01 09:30, ref 6f9619ff-8b86-d011-b42d-00c04fc964ff, notes door=side" \
    'GiftOrder 2 for Grace: 1 x flowers; total 25, Phone, placed 2026-03-02 00:00, ref 00000000-0000-0000-0000-000000000000; gift message "Happy birthday"' \
    "Order 3 for : ; total 0, Shop, placed 0001-01-01 00:00, ref 00000000-0000-0000-0000-000000000000" \
    "written back byte for byte: True (148 bytes)" \
    "serializer: Nano.ProtobufNet"
echo "$output"

echo "samples: samples/Nano.GrpcService (code-first gRPC service and client over HTTP/2)"
run_sample Nano.GrpcService
# Prices: tea 250 cents, cake 400. The malformed request is 10 FF: field 2 (varint) whose varint stops after one byte.
expect "$output" \
    "unary: 3 x tea = 750 cents" \
    "server streaming: cake price list 400, 800, 1200, 1600 cents" \
    "malformed request: InvalidArgument" \
    "oversized request: ResourceExhausted" \
    "Backend: Emit"
grep -qF "detail: Malformed protobuf message: Truncated varint (byte offset 1, field 2, reading Nano.Samples.GrpcService.QuoteRequest)" <<<"$output" \
    || { echo "$output" >&2; fail "Nano.GrpcService: the malformed request's status does not carry Nano's reason"; }
echo "$output"

if [ "${1:-}" = "aot" ]; then
    echo "samples: NativeAOT publish of samples/Nano.MinimalApi"
    out="$work"
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
