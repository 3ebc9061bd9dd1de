#!/usr/bin/env bash
# Coverage-guided fuzzing with AFL++ and SharpFuzz: fuzz/afl.sh MINUTES [TARGET...]
# TARGET: interpreted | emit | items | pipe (default: all four, sharing MINUTES). Installs afl++ (apt) and the
# sharpfuzz tool (local manifest, dotnet-tools.json) when missing, publishes fuzz/Nano.Fuzz.Afl, instruments
# Nano.Core and Nano.Emit, runs afl-fuzz per target from the seed corpus in fuzz/corpus, then prints execs, bitmap
# coverage, crashes and hangs. Exit code 1 on any crash or hang (inputs under $NANO_AFL_WORK/findings/TARGET).
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:?usage: fuzz/afl.sh MINUTES [interpreted|emit|items|pipe ...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(interpreted emit items pipe)
work=${NANO_AFL_WORK:-$(mktemp -d /tmp/nano-afl.XXXXXX)}
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1

if ! command -v afl-fuzz >/dev/null; then
    sudo_=""; [ "$(id -u)" = 0 ] || sudo_=sudo
    $sudo_ apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq afl++ >/dev/null
fi
dotnet tool restore >/dev/null
rm -rf "$work/out" # sharpfuzz instruments in place: always start from fresh copies
dotnet publish fuzz/Nano.Fuzz.Afl/Nano.Fuzz.Afl.csproj -c Release -o "$work/out" -v quiet -nologo >/dev/null
for dll in Nano.Core.dll Nano.Emit.dll; do dotnet sharpfuzz "$work/out/$dll" >/dev/null; done

export AFL_SKIP_BIN_CHECK=1 AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_AFFINITY=1
seconds=$(( minutes * 60 / ${#targets[@]} ))
[ "$seconds" -ge 10 ] || seconds=10
status=0
for target in "${targets[@]}"; do
    out="$work/findings/$target"
    rm -rf "$out"; mkdir -p "$work/findings"
    afl-fuzz -V "$seconds" -i fuzz/corpus -o "$out" -t 5000 -m none -- dotnet "$work/out/Nano.Fuzz.Afl.dll" "$target" \
        >"$work/afl-$target.log" 2>&1 || { echo "afl-fuzz failed for $target:"; tail -20 "$work/afl-$target.log"; status=1; continue; }
    stats="$out/default/fuzzer_stats"
    get() { sed -nE "s/^$1 +: (.*)/\1/p" "$stats"; }
    crashes=$(get saved_crashes); hangs=$(get saved_hangs)
    printf 'afl %-12s %ss: execs %s, bitmap coverage %s, paths %s, crashes %s, hangs %s\n' \
        "$target" "$seconds" "$(get execs_done)" "$(get bitmap_cvg)" "$(get corpus_count)" "$crashes" "$hangs"
    if [ "${crashes:-0}" != 0 ] || [ "${hangs:-0}" != 0 ]; then
        status=1
        for f in "$out"/default/crashes/id* "$out"/default/hangs/id*; do
            [ -e "$f" ] || continue
            echo "  finding $f: $(od -An -tx1 -v "$f" | tr -d '\n' | cut -c1-300)"
        done
        echo "  replay: NANO_AFL_REPLAY=FILE dotnet $work/out/Nano.Fuzz.Afl.dll $target"
    fi
done
exit $status
