using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace Nano.Ratio.Harness;

/// <summary>
/// Parent mode: runs every selected (library, workload) child once per round, workload by workload, the library order
/// rotated each round so that drift on the machine falls on every library alike; then prints the tables and writes the
/// raw per-round figures.
/// </summary>
internal static class ParentRunner
{
    /// <summary>Seconds a child spends outside its timed and warm-up loops (start-up, data, validation), estimated.</summary>
    private const double ChildOverheadSeconds = 0.3;

    public static int Run(Options options)
    {
        (List<(string Lib, string Workload)> children, List<string> skipped) = Children(options);
        ChildHost host = ChildHost.For(options.Runtime, typeof(ParentRunner).Assembly.Location);
        ChildHost? oldHost = options.Old is null ? null : ChildHost.For(options.Runtime, options.Old);
        if (options.Validate)
        {
            return ValidateAll(children, skipped, host, options);
        }

        ChildSettings settings = options.Settings;
        string loadStart = Load();
        string date = DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm:ss 'UTC'", CultureInfo.InvariantCulture);
        string commit = Commit();
        double estimate = children.Sum(c => EstimateSeconds(c.Lib, c.Workload, settings)) * options.Rounds;
        Console.WriteLine($"# Nano ratio mode");
        Console.WriteLine();
        Console.WriteLine($"- date: {date}");
        Console.WriteLine($"- commit: {commit}");
        Console.WriteLine($"- load at start: {loadStart}");
        Console.WriteLine($"- parent runtime: {Runtimes.Description}, {Environment.ProcessorCount} cores");
        Console.WriteLine($"- children's runtime: {options.Runtime}, started as `{host} --child LIB WORKLOAD ...` (each child reports its runtime: the tables' headings)");
        foreach (string line in skipped)
        {
            Console.WriteLine($"- skipped: {line}");
        }

        Console.WriteLine($"- rounds: {options.Rounds}; children per round: {children.Count}; per operation: warm-up ≥ {settings.WarmupMs} ms per child (all operations round-robin), then {settings.Batches} batches of ~{settings.BatchMs} ms");
        Console.WriteLine($"- lock-step: {(options.Lockstep ? "yes, the children of a workload take turns batch by batch; ratios pair batches" : "no, one child at a time")}");
        if (options.Old is not null)
        {
            Console.WriteLine($"- old build: {oldHost} (its libraries are the rows ending in {Lockstep.OldSuffix}, timed in the same turns)");
        }

        Console.WriteLine($"- child environment: {(options.Env.Count == 0 ? "(inherited only)" : string.Join(" ", options.Env.Select(kv => $"{kv.Key}={kv.Value}")))}");
        Console.WriteLine($"- estimated time: {estimate / 60:0.0} min");
        Console.WriteLine();

        var records = new List<RunRecord>();
        var described = new SortedSet<string>(StringComparer.Ordinal);
        string[] libOrder = options.Libs.ToArray();
        var total = Stopwatch.StartNew();
        for (int round = 0; round < options.Rounds; round++)
        {
            string[] rotated = [.. libOrder.Skip(round % libOrder.Length), .. libOrder.Take(round % libOrder.Length)];
            foreach (string workload in options.Workloads)
            {
                if (options.Lockstep)
                {
                    var clock = Stopwatch.StartNew();
                    string[] libs = rotated.Where(l => children.Contains((l, workload)))
                        .SelectMany(l => options.Old is null || l == Libraries.Baseline ? [l] : new[] { l, l + Lockstep.OldSuffix })
                        .ToArray();
                    foreach (ChildResult turnResult in Lockstep.RunWorkload(workload, libs, settings, options.Env, host, oldHost))
                    {
                        if (turnResult.Runtime is string runtime)
                        {
                            described.Add(runtime); // an --old build from before children reported it has none
                        }

                        records.Add(new RunRecord(round + 1, turnResult.Lib, workload, turnResult.Ops));
                    }

                    Console.WriteLine($"round {round + 1}/{options.Rounds} {workload,-5} {string.Join(",", libs),-24} {clock.Elapsed.TotalSeconds,5:0.0} s (lock-step)");
                    continue;
                }

                foreach (string lib in rotated.Where(l => children.Contains((l, workload))))
                {
                    ChildProcess.Outcome outcome = ChildProcess.Run(host, lib, workload, settings, options.Env, validateOnly: false);
                    ForwardStderr(lib, workload, outcome.Stderr);
                    if (outcome.ExitCode != 0)
                    {
                        Console.Error.WriteLine($"child {lib}/{workload} failed (exit code {outcome.ExitCode}):\n{outcome.Stdout}");
                        return 1;
                    }

                    ChildResult result = outcome.Result;
                    described.Add(result.Runtime!);
                    records.Add(new RunRecord(round + 1, lib, workload, result.Ops));
                    Console.WriteLine($"round {round + 1}/{options.Rounds} {workload,-5} {lib,-12} {outcome.Elapsed.TotalSeconds,5:0.0} s");
                }
            }

            if (round == 0 && options.Rounds > 1)
            {
                Console.WriteLine($"round 1 took {total.Elapsed.TotalSeconds:0} s; about {total.Elapsed.TotalMinutes * (options.Rounds - 1):0.0} min to go");
            }
        }

        string loadEnd = Load();
        var run = new RunFile(date, commit, loadStart, loadEnd, options.Rounds, options.Env, settings, records, options.Lockstep,
            options.Runtime, string.Join("; ", described));
        Console.WriteLine();
        Console.WriteLine($"- load at end: {loadEnd}");
        Console.WriteLine($"- took: {total.Elapsed.TotalMinutes:0.0} min");
        Console.WriteLine(options.Lockstep
            ? "- ratio = per round, the median over batches of time ÷ Google.Protobuf's time in the same turn; median over rounds, min–max beside it"
            : "- ratio = time ÷ Google.Protobuf's time for the same operation in the same round; median over rounds, min–max beside it");
        Console.Write(Report.Tables(run));
        if (options.Out is not null)
        {
            File.WriteAllText(options.Out, JsonSerializer.Serialize(run, HarnessJson.Default.RunFile));
            Console.WriteLine();
            Console.WriteLine($"raw figures: {options.Out}");
        }

        return 0;
    }

    /// <summary>Compares two raw files (<c>--compare a.json b.json</c>).</summary>
    public static int Compare(string a, string b)
    {
        (string text, _, _) = Report.Compare(RunFile.Read(a), RunFile.Read(b));
        Console.Write(text);
        return 0;
    }

    /// <summary>
    /// Every selected library's children for the selected workloads; Google is always included (the baseline). A library
    /// with no build for the run's runtime is left out and listed in the second list with the reason, unless
    /// <c>--libs</c> named it: then the run stops, since the table would silently lack a row that was asked for.
    /// </summary>
    private static (List<(string Lib, string Workload)> Children, List<string> Skipped) Children(Options options)
    {
        if (!options.Validate && !options.Libs.Contains(Libraries.Baseline))
        {
            options.Libs.Insert(0, Libraries.Baseline);
        }

        var skipped = new List<string>();
        foreach (string lib in options.Libs.ToList())
        {
            if (Libraries.Find(lib).NotOn.TryGetValue(options.Runtime, out string? reason))
            {
                if (options.LibsNamed)
                {
                    throw new ArgumentException($"library '{lib}' is not on runtime {options.Runtime}: {reason}");
                }

                options.Libs.Remove(lib);
                skipped.Add($"{lib} (not on {options.Runtime}: {reason})");
            }
        }

        var children = options.Workloads
            .SelectMany(w => options.Libs.Where(l => Libraries.Find(l).Workloads.ContainsKey(w)).Select(l => (l, w)))
            .ToList();
        return (children, skipped);
    }

    private static int ValidateAll(List<(string Lib, string Workload)> children, List<string> skipped, ChildHost host, Options options)
    {
        Console.WriteLine($"validate on {options.Runtime}: `{host} --child LIB WORKLOAD --validate`");
        foreach (string line in skipped)
        {
            Console.WriteLine($"skipped: {line}");
        }

        var clock = Stopwatch.StartNew();
        var outcomes = new ChildProcess.Outcome[children.Count];

        // Validation is not timed, so two children at a time (this machine's core count) keep it under a minute.
        Parallel.For(0, children.Count, new ParallelOptions { MaxDegreeOfParallelism = 2 }, i =>
            outcomes[i] = ChildProcess.Run(host, children[i].Lib, children[i].Workload, options.Settings, options.Env, validateOnly: true));
        int failed = 0;
        for (int i = 0; i < children.Count; i++)
        {
            ForwardStderr(children[i].Lib, children[i].Workload, outcomes[i].ExitCode == 0 ? outcomes[i].Stderr : "");
            if (outcomes[i].ExitCode == 0)
            {
                Console.Write(outcomes[i].Stdout);
            }
            else
            {
                failed++;
                Console.WriteLine($"FAILED {children[i].Lib}/{children[i].Workload} (exit code {outcomes[i].ExitCode}):");
                Console.WriteLine(outcomes[i].Stdout + outcomes[i].Stderr);
            }
        }

        Console.WriteLine($"validate on {options.Runtime}: {children.Count - failed} of {children.Count} children passed in {clock.Elapsed.TotalSeconds:0.0} s" +
            (skipped.Count == 0 ? "" : $"; {skipped.Count} librar{(skipped.Count == 1 ? "y" : "ies")} skipped (not on this runtime)"));
        return failed == 0 ? 0 : 1;
    }

    private static void ForwardStderr(string lib, string workload, string stderr)
    {
        foreach (string line in stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries))
        {
            Console.WriteLine($"[{lib}/{workload}] {line.TrimEnd()}");
        }
    }

    private static double EstimateSeconds(string lib, string workload, ChildSettings settings)
    {
        int ops = Libraries.OperationCount(lib, workload);
        double timed = ops * settings.Batches * settings.BatchMs / 1000.0;
        double warmup = Math.Max(settings.WarmupMs, 4.0 * ops * settings.BatchMs) / 1000.0;
        return ChildOverheadSeconds + warmup + timed;
    }

    /// <summary><c>uptime</c>'s output (its load averages), or /proc/loadavg where there is no uptime.</summary>
    private static string Load()
    {
        string? uptime = Capture("uptime", []);
        if (uptime is not null)
        {
            return uptime;
        }

        return File.Exists("/proc/loadavg") ? "loadavg " + File.ReadAllText("/proc/loadavg").Trim() : "unknown";
    }

    /// <summary>The git commit of the working directory, with "+dirty" when it has uncommitted changes.</summary>
    private static string Commit()
    {
        string? head = Capture("git", ["rev-parse", "--short=12", "HEAD"]);
        if (head is null)
        {
            return "unknown (not a git checkout)";
        }

        string? status = Capture("git", ["status", "--porcelain", "--untracked-files=no"]);
        return string.IsNullOrEmpty(status) ? head : head + " +dirty";
    }

    private static string? Capture(string file, string[] args)
    {
        try
        {
            var start = new ProcessStartInfo(file) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
            foreach (string arg in args)
            {
                start.ArgumentList.Add(arg);
            }

            using Process process = Process.Start(start)!;
            string output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            return process.ExitCode == 0 ? output.Trim() : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }
}
