#!/usr/bin/env bash
out=/work/main/benchmarks/results/2026-11-26-s11/start; mkdir -p $out; log=$out/quiet-log.txt
dotnet build-server shutdown >/dev/null 2>&1
R="dotnet benchmarks/Nano.Ratio/bin/Release/net10.0/Nano.Ratio.dll"
cd /work/main
for x in A B; do
  echo "aa-$x start $(date +%T) $(uptime)" >> $log
  $R --rounds 25 --workloads w1,w2,w3,micro --libs nano --out $out/aa-$x.json > $out/aa-$x.txt 2>&1
  echo "aa-$x end $(date +%T) $(uptime)" >> $log
done
echo done >> $log
