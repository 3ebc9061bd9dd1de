using System.Diagnostics;

namespace Nano.Ratio.Harness;

/// <summary>
/// Child mode: one library, one workload, in a fresh process. Every operation is validated first; then all of them are
/// warmed up together, round-robin, for at least the warm-up time (so each is called throughout the window in which
/// the JIT promotes Tier0 code to instrumented code and then to Tier1 with Dynamic PGO), which also calibrates how many
/// calls fill one batch; then each operation is timed in its own batches. One JSON line goes to stdout.
/// </summary>
internal static class ChildRunner
{
    private static long s_sink;

    /// <summary>Runs the child; returns the process exit code.</summary>
    public static int Run(string lib, string workload, ChildSettings settings, bool validateOnly, bool lockstep = false)
    {
        var wall = Stopwatch.StartNew();
        IWorkloadPeer peer = Libraries.Create(lib, workload);
        IReadOnlyList<Operation> ops = peer.Operations;
        foreach (Operation op in ops)
        {
            try
            {
                op.Validate();
            }
            catch (Exception e)
            {
                throw new InvalidOperationException($"{lib}/{workload} '{op.Name}': {e.Message}", e);
            }
        }

        if (validateOnly)
        {
            // Each validated operation once more, with what it returns: a write's byte count, a read's element count.
            Console.WriteLine($"ok {lib}/{workload} on {Runtimes.Description}: {ops.Count} operations validated ({string.Join(", ", ops.Select(o => $"{o.Name} returns {o.Call()}"))})");
            return 0;
        }

        if (lockstep)
        {
            return Lockstep.Serve(lib, workload, ops, settings, wall, WarmUp);
        }

        var warm = Stopwatch.StartNew();
        long[] callsPerBatch = WarmUp(ops, settings);
        double warmupMs = warm.Elapsed.TotalMilliseconds;

        var results = new List<OpResult>(ops.Count);
        for (int i = 0; i < ops.Count; i++)
        {
            results.Add(Time(ops[i], callsPerBatch[i], settings.Batches));
        }

        var result = new ChildResult(lib, workload, warmupMs, wall.Elapsed.TotalMilliseconds, results, Runtimes.Description);
        Console.WriteLine(ChildJson.Write(result));
        return 0;
    }

    /// <summary>
    /// Round-robin slices of every operation until the warm-up time has passed and each operation has had at least
    /// four slices; the last chunk of calls of each gives the calls per batch (time per call at that point, near Tier1).
    /// </summary>
    internal static long[] WarmUp(IReadOnlyList<Operation> ops, ChildSettings settings)
    {
        long[] calls = new long[ops.Count];
        long[] chunk = new long[ops.Count];
        double[] nsPerCall = new double[ops.Count];
        chunk.AsSpan().Fill(1);
        long sliceTicks = Stopwatch.Frequency * Math.Max(10, settings.BatchMs) / 1000;
        var total = Stopwatch.StartNew();
        for (int pass = 0; pass < 4 || total.ElapsedMilliseconds < settings.WarmupMs; pass++)
        {
            for (int i = 0; i < ops.Count; i++)
            {
                // Chunks of calls, doubled while a chunk is short, until the slice has lasted about a batch; reading
                // the clock once per chunk (not per call) keeps its cost out of the calibration of fast operations.
                Func<long> call = ops[i].Call;
                long sink = 0;
                long start = Stopwatch.GetTimestamp();
                long n = chunk[i];
                while (true)
                {
                    long t0 = Stopwatch.GetTimestamp();
                    for (long k = 0; k < n; k++)
                    {
                        sink += call();
                    }

                    long t1 = Stopwatch.GetTimestamp();
                    nsPerCall[i] = (t1 - t0) * 1e9 / Stopwatch.Frequency / n;
                    if (t1 - start >= sliceTicks)
                    {
                        break;
                    }

                    if ((t1 - t0) * 8 < sliceTicks)
                    {
                        n *= 2;
                    }
                }

                chunk[i] = n;
                s_sink += sink;
                nsPerCall[i] = (Stopwatch.GetTimestamp() - start) * 1e9 / Stopwatch.Frequency / n;
            }
        }

        for (int i = 0; i < ops.Count; i++)
        {
            calls[i] = Math.Max(1, (long)(settings.BatchMs * 1e6 / nsPerCall[i]));
        }

        return calls;
    }

    private static OpResult Time(Operation op, long callsPerBatch, int batches)
    {
        // Start every operation from a collected heap so one operation's garbage is not charged to the next.
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();

        Func<long> call = op.Call;
        double[] ns = new double[batches];
        long sink = 0;
        long allocated = Allocations.CurrentThread();
        for (int b = 0; b < batches; b++)
        {
            long start = Stopwatch.GetTimestamp();
            for (long i = 0; i < callsPerBatch; i++)
            {
                sink += call();
            }

            ns[b] = (Stopwatch.GetTimestamp() - start) * 1e9 / Stopwatch.Frequency / callsPerBatch;
        }

        allocated = Allocations.CurrentThread() - allocated;
        s_sink += sink;
        return new OpResult(op.Name, op.Baseline, Stats.Median(ns), ns.Min(), ns.Max(),
            Allocations.PerCall(allocated, (long)batches * callsPerBatch), batches, callsPerBatch);
    }
}
