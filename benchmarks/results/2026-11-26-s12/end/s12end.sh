#!/usr/bin/env bash
# Session 12 quiet window. Usage: s12end.sh OUTDIR PHASE   (aa | oldnew | flood | legacy-aa)
set -u
out=$1; phase=$2; mkdir -p "$out"; log=$out/quiet-log.txt
dotnet build-server shutdown >/dev/null 2>&1
step() { name=$1; shift; echo "$name start $(date +%T) $(uptime)" >> $log; "$@"; echo "$name end $(date +%T) $(uptime)" >> $log; }
R="dotnet benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll"
OLD=/work/wt/old/benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll
case $phase in
  aa)
    args="--lockstep --rounds ${ROUNDS:-15} --workloads w1,w2,w3,micro --libs nano"
    for x in A B; do
      step ls-aa-$x bash -c "cd /work/main && $R $args --out $out/ls-aa-$x.json > $out/ls-aa-$x.txt 2>&1"
    done ;;
  oldnew)
    step ls-oldnew bash -c "cd /work/main && $R --lockstep --old $OLD --rounds ${ROUNDS:-9} --workloads w1,w2,w3,micro --libs nano,nano-interp --out $out/ls-oldnew.json > $out/ls-oldnew.txt 2>&1" ;;
  flood)
    step flood bash -c "cd /work/main && dotnet benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll --hash-flooding ${FLOODARGS:-} --out $out/hash-flooding.json > $out/hash-flooding.txt 2>&1" ;;
esac
echo "$phase done $(date +%T)" >> $log
