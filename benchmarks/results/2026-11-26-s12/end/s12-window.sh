#!/usr/bin/env bash
out=/work/main/benchmarks/results/2026-11-26-s12/end
ROUNDS=9 /work/quiet/s12end.sh $out oldnew
FLOODARGS="--paired" /work/quiet/s12end.sh $out flood
ROUNDS=25 /work/quiet/s12end.sh $out aa
echo ALLDONE >> $out/quiet-log.txt
