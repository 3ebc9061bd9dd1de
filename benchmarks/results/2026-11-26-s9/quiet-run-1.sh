#!/usr/bin/env bash
# Quiet-window measurements for session 9. Usage: run.sh OUTDIR
set -u
out=$1; mkdir -p "$out"; log=$out/quiet-log.txt
cd /work/main
dotnet build-server shutdown >/dev/null 2>&1
step() { name=$1; shift; echo "$name start $(date +%T) $(uptime)" >> $log; "$@"; echo "$name end $(date +%T) $(uptime)" >> $log; }
step A dotnet run -c Release --no-build --project benchmarks/Nano.Ratio -- --rounds 9 --workloads w1,w2,w3,micro --libs nano,nano-interp,nano-pool --out $out/ratio-A.json > $out/ratio-A.txt 2>&1
step B dotnet run -c Release --no-build --project benchmarks/Nano.Ratio -- --rounds 9 --workloads w1,w2,w3,micro --libs nano,nano-interp,nano-pool --out $out/ratio-B.json > $out/ratio-B.txt 2>&1
step coldstart benchmarks/coldstart.sh --runs 15 --warmups 2 > $out/coldstart.txt 2>&1
step flooding dotnet benchmarks/Nano.Benchmarks/bin/Release/net10.0/Nano.Benchmarks.dll --hash-flooding --out $out/hash-flooding.json > $out/hash-flooding.txt 2>&1
echo done >> $log
