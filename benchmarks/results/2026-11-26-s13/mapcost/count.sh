#!/usr/bin/env bash
# instructions per op of one variant, Tier1 (TC=1): Ir(LOOPS=b) - Ir(LOOPS=a) over (b-a)
v=$1; a=${2:-60}; b=${3:-160}; shift 3
ir() { LOOPS=$1 DOTNET_EnableWriteXorExecute=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null dotnet bin/Release/net10.0/Nano.Benchmarks.dll --loop $v 2>&1 | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'; }
x=$(ir $a); y=$(ir $b)
echo "$v ${EXTRA:-}: per op $(( (y - x) / (b - a) )), per insert $(( (y - x) / (b - a) / 40000 ))"
