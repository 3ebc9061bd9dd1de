using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace Nano.Ratio.Harness;

// The parent's side of the lock-step protocol (Harness/Lockstep.cs describes it); built for .NET 10 only, like the rest
// of the parent.
internal static partial class Lockstep
{
    /// <summary>
    /// The parent's side for one workload of one round: starts every library's child, warms them up one after the
    /// other, then times in turns. For each of Google's operations, every child times the operations compared with it
    /// (an operation whose baseline is that one), batch by batch: batch b of each, then batch b + 1, the order of the
    /// children reversed on every other batch. Returns each child's result, in <paramref name="libs"/> order. Children
    /// start from <paramref name="host"/> (the build for the run's runtime); a name ending in <see cref="OldSuffix"/>
    /// runs that library from <paramref name="oldHost"/> (<c>--old</c>): another build of this harness over older Nano
    /// code, on the same runtime, timed in the same turns.
    /// </summary>
    public static List<ChildResult> RunWorkload(string workload, IReadOnlyList<string> libs, ChildSettings settings, IReadOnlyDictionary<string, string> env,
        ChildHost host, ChildHost? oldHost)
    {
        var children = libs.Select(lib => new Child(lib, workload, settings, env, host, oldHost)).ToList();
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

        public Child(string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, ChildHost host, ChildHost? oldHost)
        {
            Lib = lib;
            Workload = workload;
            bool old = lib.EndsWith(OldSuffix, StringComparison.Ordinal);
            ProcessStartInfo start = old
                ? ChildProcess.StartInfo(oldHost ?? throw new ArgumentException($"{lib} needs --old DLL"), lib[..^OldSuffix.Length], workload, settings, env, validateOnly: false)
                : ChildProcess.StartInfo(host, lib, workload, settings, env, validateOnly: false);
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
