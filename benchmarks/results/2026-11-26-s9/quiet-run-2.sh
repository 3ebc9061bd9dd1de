#!/usr/bin/env bash
# Second quiet window: old main (2746107, run 11's code) and new main interleaved, then cold start again.
set -u
out=$1; log=$out/quiet-log.txt
dotnet build-server shutdown >/dev/null 2>&1
step() { name=$1; shift; echo "$name start $(date +%T) $(uptime)" >> $log; "$@"; echo "$name end $(date +%T) $(uptime)" >> $log; }
args="--rounds 5 --workloads w1,w2,w3,micro --libs nano,nano-interp,nano-pool"
for i in 1 2; do
  step old$i bash -c "cd /work/wt/old && dotnet run -c Release --no-build --project benchmarks/Nano.Ratio -- $args --out $out/oldnew-old$i.json > $out/oldnew-old$i.txt 2>&1"
  step new$i bash -c "cd /work/main && dotnet run -c Release --no-build --project benchmarks/Nano.Ratio -- $args --out $out/oldnew-new$i.json > $out/oldnew-new$i.txt 2>&1"
done
step coldstart2 bash -c "cd /work/main && benchmarks/coldstart.sh --runs 15 --warmups 2 > $out/coldstart-2.txt 2>&1"
echo done2 >> $log
