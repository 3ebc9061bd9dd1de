#!/usr/bin/env python3
"""Compares cold-start phases of several builds of Nano.ColdStart, interleaved in the same rounds.

Usage: compare-builds.py RUNS LABEL=PATH/Nano.ColdStart.dll [LABEL=...] -- VARIANT [VARIANT...]
e.g.   compare-builds.py 11 before=/tmp/before-r2r/Nano.ColdStart.dll after=/tmp/after-r2r/Nano.ColdStart.dll -- emit interpreted

One discarded round, then RUNS rounds; each round runs every build with every variant (`--backend VARIANT`) once.
Prints, per build and variant, the medians of the process CPU time (ms) and of the methods JIT-compiled, for the whole
process up to the end of the first Deserialize ("total") and per phase (Nano.ColdStart's PhaseClock), as CPU/JIT.
Used to compare a branch with its base on a shared machine, where CPU time and JIT counts are steadier than wall time.
"""
import re
import statistics
import subprocess
import sys


def main(argv):
    runs = int(argv[0])
    split = argv.index("--")
    builds = [a.split("=", 1) for a in argv[1:split]]
    variants = argv[split + 1:]
    data = {}
    for round_ in range(runs + 1):
        for label, dll in builds:
            for variant in variants:
                out = subprocess.run(["dotnet", dll, "--backend", variant], capture_output=True, text=True, check=True).stdout
                if round_ == 0:
                    continue
                m = re.search(r"cpu_ms=([\d.]+) jit=(\d+)(?: phases=(\S+))?", out)
                phases = data.setdefault((label, variant), {})
                phases.setdefault("total", []).append((float(m.group(1)), int(m.group(2))))
                for phase in (m.group(3) or "").split(","):
                    if phase:
                        name, values = phase.split(":")
                        _, cpu, jit, _ = values.split("/")
                        phases.setdefault(name, []).append((float(cpu), int(jit)))
    for (label, variant), phases in data.items():
        cells = "  ".join(
            f"{name}:{statistics.median(c for c, _ in v):.1f}/{statistics.median(j for _, j in v):.0f}" for name, v in phases.items())
        print(f"{label:12} {variant:12} {cells}")


if __name__ == "__main__":
    main(sys.argv[1:])
