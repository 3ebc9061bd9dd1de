using System.Diagnostics;
using System.Globalization;

namespace Nano.Ratio.Harness;

/// <summary>
/// Lock-step mode (<c>--lockstep</c>): the children of one workload live at the same time, each in its own process,
/// and the parent makes them take turns, one batch at a time, so that a batch of Nano and the Google batch it is
/// compared with run within a few tens of milliseconds of each other. Why: on this machine whole stretches of tens of
/// seconds run slow for every process alike (<c>benchmarks/results/2026-11-26-s12/process-modes.py</c>), and a child
/// that runs a few seconds after its peer can land in one while the peer did not. Only one child runs at a time (the
/// others wait on their standard input), so they never compete for a core.
/// </summary>
/// <remarks>
/// The protocol, one line each way: the child prints <c>ready</c> and its operations (name and baseline, tab-separated)
/// after validating them; then it answers <c>warm</c> (warm up, calibrate, print <c>warm</c>), <c>gc</c> (collect, print
/// <c>ok</c>), <c>t I</c> (time one batch of operation I, print its ns per call) and <c>end</c> (print the
/// <see cref="ChildResult"/> JSON line and exit).
/// </remarks>
internal static partial class Lockstep
{
    /// <summary>The suffix of a library run from the <c>--old</c> build, e.g. <c>nano@old</c>.</summary>
    public const string OldSuffix = "@old";

    /// <summary>The child's side: serves the parent's commands until <c>end</c>.</summary>
    public static int Serve(string lib, string workload, IReadOnlyList<Operation> ops, ChildSettings settings, Stopwatch wall,
        Func<IReadOnlyList<Operation>, ChildSettings, long[]> warmUp)
    {
        Console.WriteLine("ready\t" + string.Join("\t", ops.Select(o => o.Name + "\t" + o.Baseline)));
        long[]? callsPerBatch = null;
        double warmupMs = 0;
        var batches = ops.Select(_ => new List<double>()).ToArray();
        long[] allocated = new long[ops.Count];
        long sink = 0;
        while (Console.ReadLine() is string command)
        {
            if (command == "warm")
            {
                var warm = Stopwatch.StartNew();
                callsPerBatch = warmUp(ops, settings);
                warmupMs = warm.Elapsed.TotalMilliseconds;
                Console.WriteLine("warm");
            }
            else if (command == "gc")
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                GC.Collect();
                Console.WriteLine("ok");
            }
            else if (command.StartsWith("t ", StringComparison.Ordinal) && callsPerBatch is not null)
            {
                int i = int.Parse(command.Substring(2), NumberStyles.None, CultureInfo.InvariantCulture);
                Func<long> call = ops[i].Call;
                long n = callsPerBatch[i];
                long before = Allocations.CurrentThread();
                long start = Stopwatch.GetTimestamp();
                for (long k = 0; k < n; k++)
                {
                    sink += call();
                }

                double ns = (Stopwatch.GetTimestamp() - start) * 1e9 / Stopwatch.Frequency / n;
                allocated[i] += Allocations.CurrentThread() - before;
                batches[i].Add(ns);
                Console.WriteLine(ns.ToString("R", CultureInfo.InvariantCulture));
            }
            else if (command == "end" && callsPerBatch is not null)
            {
                var results = new List<OpResult>(ops.Count);
                for (int i = 0; i < ops.Count; i++)
                {
                    List<double> ns = batches[i];
                    results.Add(new OpResult(ops[i].Name, ops[i].Baseline,
                        ns.Count > 0 ? Stats.Median(ns) : double.NaN, ns.Count > 0 ? ns.Min() : double.NaN, ns.Count > 0 ? ns.Max() : double.NaN,
                        ns.Count > 0 ? Allocations.PerCall(allocated[i], ns.Count * callsPerBatch[i]) : double.NaN,
                        ns.Count, callsPerBatch[i], ns));
                }

                GC.KeepAlive(sink);
                Console.WriteLine(ChildJson.Write(new ChildResult(lib, workload, warmupMs, wall.Elapsed.TotalMilliseconds, results, Runtimes.Description)));
                return 0;
            }
            else
            {
                throw new InvalidOperationException($"lock-step child {lib}/{workload}: unexpected command '{command}'");
            }
        }

        throw new InvalidOperationException($"lock-step child {lib}/{workload}: the parent closed the pipe before 'end'");
    }
}
