using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

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
internal static class Lockstep
{
    /// <summary>The suffix of a library run from the <c>--old</c> build, e.g. <c>nano@old</c>.</summary>
    public const string OldSuffix = "@old";

    /// <summary>The child's side: serves the parent's commands until <c>end</c>.</summary>
    public static int Serve(string lib, string workload, IReadOnlyList<Operation> ops, ChildSettings settings, Stopwatch wall,
        Func<IReadOnlyList<Operation>, ChildSettings, long[]> warmUp)
    {
        Console.WriteLine("ready\t" + string.Join('\t', ops.Select(o => o.Name + "\t" + o.Baseline)));
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
                int i = int.Parse(command.AsSpan(2), NumberStyles.None, CultureInfo.InvariantCulture);
                Func<long> call = ops[i].Call;
                long n = callsPerBatch[i];
                long before = GC.GetAllocatedBytesForCurrentThread();
                long start = Stopwatch.GetTimestamp();
                for (long k = 0; k < n; k++)
                {
                    sink += call();
                }

                double ns = (Stopwatch.GetTimestamp() - start) * 1e9 / Stopwatch.Frequency / n;
                allocated[i] += GC.GetAllocatedBytesForCurrentThread() - before;
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
                        ns.Count > 0 ? (double)allocated[i] / (ns.Count * callsPerBatch[i]) : double.NaN,
                        ns.Count, callsPerBatch[i], ns));
                }

                GC.KeepAlive(sink);
                Console.WriteLine(JsonSerializer.Serialize(new ChildResult(lib, workload, warmupMs, wall.Elapsed.TotalMilliseconds, results), HarnessJson.Default.ChildResult));
                return 0;
            }
            else
            {
                throw new InvalidOperationException($"lock-step child {lib}/{workload}: unexpected command '{command}'");
            }
        }

        throw new InvalidOperationException($"lock-step child {lib}/{workload}: the parent closed the pipe before 'end'");
    }

    /// <summary>
    /// The parent's side for one workload of one round: starts every library's child, warms them up one after the
    /// other, then times in turns. For each of Google's operations, every child times the operations compared with it
    /// (an operation whose baseline is that one), batch by batch: batch b of each, then batch b + 1, the order of the
    /// children reversed on every other batch. Returns each child's result, in <paramref name="libs"/> order. A name
    /// ending in <see cref="OldSuffix"/> runs that library from <paramref name="oldDll"/> (<c>--old</c>): another build
    /// of this harness over older Nano code, timed in the same turns.
    /// </summary>
    public static List<ChildResult> RunWorkload(string workload, IReadOnlyList<string> libs, ChildSettings settings, IReadOnlyDictionary<string, string> env, string? oldDll)
    {
        var children = libs.Select(lib => new Child(lib, workload, settings, env, oldDll)).ToList();
        try
        {
            foreach (Child child in children)
            {
                child.Ops = child.Expect("ready").Split('\t').Skip(1).Chunk(2).Select(p => (Name: p[0], Baseline: p[1])).ToList();
            }

            foreach (Child child in children)
            {
                child.Send("warm");
                child.Expect("warm");
            }

            Child google = children.Single(c => c.Lib == Libraries.Baseline);
            var done = new HashSet<(Child, int)>();
            var slots = google.Ops.Select(g => g.Name).ToList();
            foreach (string baseline in slots)
            {
                var turns = children
                    .SelectMany(c => c.Ops.Select((o, i) => (Child: c, Index: i, o.Baseline, o.Name)))
                    .Where(t => t.Child == google ? t.Name == baseline : t.Baseline == baseline)
                    .ToList();
                TimeTurns(turns.Select(t => (t.Child, t.Index)).ToList(), settings.Batches, done);
            }

            // Operations with no Google counterpart are timed too (their figures, not a ratio), in turns among themselves.
            var rest = children.SelectMany(c => c.Ops.Select((_, i) => (Child: c, Index: i))).Where(t => !done.Contains(t)).ToList();
            if (rest.Count > 0)
            {
                TimeTurns(rest, settings.Batches, done);
            }

            var results = new List<ChildResult>();
            foreach (Child child in children)
            {
                child.Send("end");
                ChildResult result = JsonSerializer.Deserialize(child.Expect("{"), HarnessJson.Default.ChildResult)!;
                results.Add(result with { Lib = child.Lib });
            }

            return results;
        }
        finally
        {
            foreach (Child child in children)
            {
                child.Dispose();
            }
        }
    }

    private static void TimeTurns(List<(Child Child, int Index)> turns, int batches, HashSet<(Child, int)> done)
    {
        foreach (Child child in turns.Select(t => t.Child).Distinct())
        {
            child.Send("gc");
            child.Expect("ok");
        }

        for (int b = 0; b < batches; b++)
        {
            IEnumerable<(Child Child, int Index)> order = b % 2 == 0 ? turns : Enumerable.Reverse(turns);
            foreach ((Child child, int index) in order)
            {
                child.Send("t " + index.ToString(CultureInfo.InvariantCulture));
                child.Expect("");
            }
        }

        foreach (var turn in turns)
        {
            done.Add(turn);
        }
    }

    /// <summary>One live child process and its pipes.</summary>
    private sealed class Child : IDisposable
    {
        private readonly Process _process;
        private readonly Task<string> _stderr;

        public Child(string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, string? oldDll)
        {
            Lib = lib;
            Workload = workload;
            bool old = lib.EndsWith(OldSuffix, StringComparison.Ordinal);
            ProcessStartInfo start = ChildProcess.StartInfo(old ? lib[..^OldSuffix.Length] : lib, workload, settings, env, validateOnly: false);
            if (old)
            {
                start.ArgumentList[0] = oldDll ?? throw new ArgumentException($"{lib} needs --old DLL");
            }

            start.ArgumentList.Add("--lockstep");
            start.RedirectStandardInput = true;
            _process = Process.Start(start) ?? throw new InvalidOperationException("could not start the child process");
            _stderr = _process.StandardError.ReadToEndAsync();
        }

        public string Lib { get; }

        public string Workload { get; }

        public List<(string Name, string Baseline)> Ops { get; set; } = [];

        public void Send(string command)
        {
            _process.StandardInput.WriteLine(command);
            _process.StandardInput.Flush();
        }

        /// <summary>The next line of the child's output, which must start with <paramref name="prefix"/>.</summary>
        public string Expect(string prefix)
        {
            string? line = _process.StandardOutput.ReadLine();
            if (line is null || !line.StartsWith(prefix, StringComparison.Ordinal) || (prefix.Length == 0 && line.Length == 0))
            {
                _process.WaitForExit(5_000);
                throw new InvalidOperationException(
                    $"lock-step child {Lib}/{Workload}: expected '{prefix}…', got '{line ?? "(end of output)"}'\n{(_process.HasExited ? _stderr.Result : "")}");
            }

            return line;
        }

        public void Dispose()
        {
            if (!_process.HasExited && !_process.WaitForExit(10_000))
            {
                _process.Kill();
            }

            _process.Dispose();
        }
    }
}
