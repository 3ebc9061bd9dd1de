#!/usr/bin/env bash
# The ratio harness's chart command (benchmarks/README.md, "Charts") on two checked-in fixture runs, one per runtime,
# whose figures are made up (commit "fixture"): it must write one image per runtime, each a whole PNG (the signature,
# the IHDR chunk first, the IEND chunk last); two runs of one runtime and the children's builds must be refused with
# a message. Needs the harness built: dotnet build -c Release benchmarks/Nano.Ratio. Takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fixture=benchmarks/Nano.Ratio/Charts/Fixture
fail() { echo "chart-smoke: $*" >&2; exit 1; }
hex() { od -An -tx1 -v | tr -d ' \n'; }

dotnet run -c Release -f net10.0 --no-build --project benchmarks/Nano.Ratio -- \
    --chart "$fixture/net10.json" "$fixture/mono.json" --chart-dir "$out/charts" | tee "$out/chart.txt"
# Each fixture has five cells besides google's: nano and protobuf-net on two operations, nano-pool on one.
[ "$(grep -c ': 5 bars from ' "$out/chart.txt")" = 2 ] || fail "expected 5 bars from each fixture"
[ "$(ls "$out/charts" | sort | tr '\n' ' ')" = "ratio-mono.png ratio-net10.png " ] ||
    fail "expected ratio-mono.png and ratio-net10.png, got: $(ls "$out/charts")"
for png in "$out"/charts/*.png; do
    [ -s "$png" ] || fail "$png is empty"
    # 8-byte signature, then IHDR: length 13 and its type; the file ends with IEND: length 0, type, fixed CRC.
    [ "$(head -c 16 "$png" | hex)" = 89504e470d0a1a0a0000000d49484452 ] || fail "$png: no PNG signature and IHDR"
    [ "$(tail -c 12 "$png" | hex)" = 0000000049454e44ae426082 ] || fail "$png: does not end with IEND"
    width=$((16#$(head -c 20 "$png" | tail -c 4 | hex)))
    height=$((16#$(head -c 24 "$png" | tail -c 4 | hex)))
    [ "$width" -gt 0 ] && [ "$height" -gt 0 ] || fail "$png: ${width}x$height"
    echo "chart-smoke: $(basename "$png") ${width}x$height, $(stat -c %s "$png") bytes"
done

# Refusals: a second run of one runtime (rounds of two runs do not pair), and the children's builds (no ScottPlot).
expect_refusal() {
    local what=$1 pattern=$2
    shift 2
    if "$@" >"$out/refusal.txt" 2>&1; then fail "$what: exit code 0"; fi
    grep -q -- "$pattern" "$out/refusal.txt" || fail "$what: no '$pattern' in: $(cat "$out/refusal.txt")"
    echo "chart-smoke: $what refused: $(head -n 1 "$out/refusal.txt")"
}
expect_refusal "two net10 runs" "give one run per runtime" dotnet run -c Release -f net10.0 --no-build \
    --project benchmarks/Nano.Ratio -- --chart "$fixture/net10.json" "$fixture/net10.json" --chart-dir "$out/twice"
expect_refusal "the net8 build" "only the net10.0 build" \
    benchmarks/Nano.Ratio/bin/Release/net8.0/linux-x64/Nano.Ratio --chart "$fixture/net10.json" --chart-dir "$out/net8"
expect_refusal "the net472 build (Mono)" "only the net10.0 build" \
    mono benchmarks/Nano.Ratio/bin/Release/net472/Nano.Ratio.exe --chart "$fixture/net10.json" --chart-dir "$out/mono"
[ ! -e "$out/twice" ] && [ ! -e "$out/mono" ] && [ ! -e "$out/net8" ] || fail "a refused command wrote images"
