#!/usr/bin/env bash
# Session 11 end window. Usage: s11end.sh OUTDIR PHASE   (oldnew | flood)
set -u
out=$1; phase=$2; mkdir -p "$out"; log=$out/quiet-log.txt
dotnet build-server shutdown >/dev/null 2>&1
step() { name=$1; shift; echo "$name start $(date +%T) $(uptime)" >> $log; "$@"; echo "$name end $(date +%T) $(uptime)" >> $log; }
R="dotnet benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll"
case $phase in
  oldnew)
    args="--rounds 7 --workloads w1,w2,w3,micro --libs nano,nano-interp"
    for i in 1 2; do
      step old$i bash -c "cd /work/wt/old && $R $args --out $out/oldnew-old$i.json > $out/oldnew-old$i.txt 2>&1"
      step new$i bash -c "cd /work/main && $R $args --out $out/oldnew-new$i.json > $out/oldnew-new$i.txt 2>&1"
    done ;;
  flood)
    step flood bash -c "cd /work/main && dotnet benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll --hash-flooding ${FLOODARGS:-} --out $out/hash-flooding.json > $out/hash-flooding.txt 2>&1" ;;
  floodold)
    step floodold bash -c "cd /work/wt/old && dotnet benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll --hash-flooding ${FLOODARGS:-} --out $out/hash-flooding-old.json > $out/hash-flooding-old.txt 2>&1" ;;
esac
echo "$phase done $(date +%T)" >> $log
