#!/usr/bin/env bash
# Session 13 quiet window. Usage: s13.sh OUTDIR PHASE   (peers | flood)
set -u
out=$1; phase=$2; mkdir -p "$out"; log=$out/quiet-log.txt
dotnet build-server shutdown >/dev/null 2>&1
step() { name=$1; shift; echo "$name start $(date +%T) $(uptime)" >> $log; "$@"; echo "$name end $(date +%T) $(uptime)" >> $log; }
R="dotnet benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll"
case $phase in
  peers)
    step peers bash -c "cd /work/main && $R --lockstep --rounds ${ROUNDS:-25} --libs ${LIBS:-nano,nano-cs,nano-interp,nano-pool,protobuf-net,nano-pbnet,messagepack,memorypack,hyperion,memcpy} --out $out/peers.json > $out/peers.txt 2>&1" ;;
  flood)
    step flood bash -c "cd /work/main && dotnet benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll --hash-flooding ${FLOODARGS:-} --out $out/hash-flooding.json > $out/hash-flooding.txt 2>&1" ;;
esac
echo "$phase done $(date +%T)" >> $log
