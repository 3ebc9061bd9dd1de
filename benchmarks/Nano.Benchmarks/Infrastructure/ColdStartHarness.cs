using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// W4 cold start (<c>--coldstart</c>): runs the built <c>Nano.ColdStart.dll</c> as a whole process with
/// <c>dotnet &lt;dll&gt;</c>, <see cref="Options.Runs"/> times per variant after <see cref="Options.Warmups"/> discarded
/// runs (which fill the OS file cache), and reports the median wall time from <c>Process.Start</c> to exit. Variants:
/// <c>none</c> (the runtime's start-up floor, no serializer), <c>google</c> (Google.Protobuf generated code, the
/// reference), Nano <c>interpreted</c>, Nano <c>emit</c> (tiered static methods, the default) and Nano <c>emit-collectible</c>
/// (<c>CollectibleCode</c>: DynamicMethods). Runs are interleaved round-robin across the variants so
/// that a burst of load on a shared machine does not land on one variant only.
/// <para>Builds: the plain Release build (<c>--dll</c>, JIT only) and, with <c>--r2r PATH</c>, a ReadyToRun publish of
/// the same app (<c>dotnet publish -r linux-x64 --self-contained false -p:PublishReadyToRun=true</c>, as
/// <c>benchmarks/tools/coldstart.sh</c> makes it), and with <c>--packages PATH</c> the same app as a plain JIT build
/// that installs Nano from its packed packages (<c>benchmarks/Nano.ColdStart.FromPackages</c>: what
/// <c>dotnet add package Nano.Emit</c> gives an app, Nano's ReadyToRun code included; the harness checks that its
/// Nano.Core and Nano.Emit carry it). Every variant of every build is interleaved in the same rounds, so the builds are
/// compared under the same load.</para>
/// </summary>
/// <remarks>
/// When the emit backend is not in the build, <c>Nano.ColdStart --backend emit</c> falls back to auto (it reports
/// the backend it actually ran); the harness notices and leaves the emit row out with a note instead of reporting the
/// interpreted time under the emit name.
/// </remarks>
public static class ColdStartHarness
{
    /// <summary>Harness options.</summary>
    public sealed record Options(int Runs, int Warmups, string? DllPath, string? ReadyToRunDllPath = null, string? PackagesDllPath = null);

    private sealed record Variant(string Build, string Dll, string Name, string Backend, string Description)
    {
        public List<double> WallMs { get; } = [];
        public List<double> MainMs { get; } = [];
        public List<double> CpuMs { get; } = [];
        public List<double> Jitted { get; } = [];

        /// <summary>Per phase, in the order the app reports them: wall ms, CPU ms, methods JIT-compiled, JIT ms, one entry per run.</summary>
        public List<(string Phase, List<double[]> Runs)> Phases { get; } = [];
        public string? Resolved { get; set; }
        public int Bytes { get; set; }
        public bool Skipped { get; set; }
    }

    /// <summary>Parses <c>--runs N</c>, <c>--warmups N</c>, <c>--dll PATH</c>, <c>--r2r PATH</c>, <c>--packages PATH</c>.</summary>
    public static Options ParseOptions(IReadOnlyList<string> args)
    {
        int runs = 15, warmups = 2;
        string? dll = null, r2r = null, packages = null;
        for (int i = 0; i < args.Count; i++)
        {
            switch (args[i])
            {
                case "--runs" when i + 1 < args.Count:
                    runs = int.Parse(args[++i], CultureInfo.InvariantCulture);
                    break;
                case "--warmups" when i + 1 < args.Count:
                    warmups = int.Parse(args[++i], CultureInfo.InvariantCulture);
                    break;
                case "--dll" when i + 1 < args.Count:
                    dll = args[++i];
                    break;
                case "--r2r" when i + 1 < args.Count:
                    r2r = args[++i];
                    break;
                case "--packages" when i + 1 < args.Count:
                    packages = args[++i];
                    break;
                case "--coldstart":
                    break;
                default:
                    throw new ArgumentException($"unknown --coldstart option '{args[i]}' (expected --runs N, --warmups N, --dll PATH, --r2r PATH, --packages PATH)");
            }
        }

        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(runs);
        ArgumentOutOfRangeException.ThrowIfNegative(warmups);
        return new Options(runs, warmups, dll, r2r, packages);
    }

    /// <summary>Runs the measurement and prints the report; returns the process exit code.</summary>
    public static int Run(Options options)
    {
        var builds = new List<(string Build, string Dll)> { ("JIT", options.DllPath ?? DefaultDllPath()) };
        if (options.ReadyToRunDllPath is not null)
        {
            builds.Add(("ReadyToRun", options.ReadyToRunDllPath));
        }

        if (options.PackagesDllPath is not null)
        {
            builds.Add((PackagesBuild, options.PackagesDllPath));
        }

        foreach ((string build, string path) in builds)
        {
            if (!File.Exists(path))
            {
                Console.Error.WriteLine($"Nano.ColdStart.dll ({build}) not found at {path}. Build it first: benchmarks/tools/coldstart.sh builds (and with --r2r publishes) it");
                return 1;
            }
        }

        string dotnet = DotnetHost();
        Console.WriteLine($"W4 cold start: {dotnet} <dll>; {string.Join("; ", builds.Select(b => $"{b.Build}: {b.Dll}"))}");
        Console.WriteLine($"{options.Runs} timed runs per variant (after {options.Warmups} discarded), interleaved; {Environment.ProcessorCount} logical cores, {RuntimeInformation.OSDescription}, {RuntimeInformation.FrameworkDescription}");

        var variants = new List<Variant>();
        foreach ((string build, string dll) in builds)
        {
            (int verifyExit, string verifyOut) = Execute(dotnet, dll, "--verify", out _);
            Console.WriteLine($"[{build}] {verifyOut.Trim().Replace("\n", $"\n[{build}] ", StringComparison.Ordinal)}");
            if (verifyExit != 0)
            {
                return 1;
            }

            // The packages build measures Nano's packed ReadyToRun code: an IL-only package would measure the plain build again.
            if (build == PackagesBuild && !verifyOut.Contains("Nano.Core=yes, Nano.Emit=yes", StringComparison.Ordinal))
            {
                Console.Error.WriteLine($"[{build}] Nano.Core and Nano.Emit from the packages must both carry ReadyToRun code (pack with `dotnet pack`, as benchmarks/tools/coldstart.sh does)");
                return 1;
            }

            variants.Add(new(build, dll, "runtime floor (no serializer)", "none", "dotnet host + runtime start-up and shutdown only"));
            variants.Add(new(build, dll, "Google.Protobuf (generated)", "google", "reference"));
            variants.Add(new(build, dll, "Nano interpreted", "interpreted", "RuntimeTypeModel.Default.Backend = Interpreted"));
            variants.Add(new(build, dll, "Nano emit", "emit", "RuntimeTypeModel.Default.Backend = Emit (tiered static methods)"));
            variants.Add(new(build, dll, "Nano emit, DynamicMethods", "emit-collectible", "Backend = Emit, CollectibleCode = true"));
        }

        for (int round = 0; round < options.Warmups + options.Runs; round++)
        {
            foreach (Variant variant in variants.Where(v => !v.Skipped))
            {
                (int exit, string output) = Execute(dotnet, variant.Dll, $"--backend {variant.Backend}", out double wallMs);
                if (exit != 0)
                {
                    Console.Error.WriteLine($"{variant.Build} {variant.Name}: exit code {exit}: {output}");
                    return 1;
                }

                Dictionary<string, string> fields = output.Trim().Split(' ', StringSplitOptions.RemoveEmptyEntries)
                    .Select(p => p.Split('=', 2)).Where(p => p.Length == 2).ToDictionary(p => p[0], p => p[1]);
                variant.Resolved = fields.GetValueOrDefault("backend");
                variant.Bytes = int.Parse(fields.GetValueOrDefault("bytes", "0"), CultureInfo.InvariantCulture);
                if (variant.Backend is "emit" or "emit-collectible" && variant.Resolved != variant.Backend)
                {
                    variant.Skipped = true;
                    continue;
                }

                if (round >= options.Warmups)
                {
                    variant.WallMs.Add(wallMs);
                    variant.MainMs.Add(Number(fields, "main_ms"));
                    variant.CpuMs.Add(Number(fields, "cpu_ms"));
                    variant.Jitted.Add(Number(fields, "jit"));
                    AddPhases(variant, fields.GetValueOrDefault("phases"));
                }
            }
        }

        Console.WriteLine();
        Console.WriteLine("| build | variant | backend ran | bytes | median wall (ms) | min | max | over the floor (ms) | over Google (ms) | median in Main (ms) | median CPU (ms) | methods JIT-compiled |");
        Console.WriteLine("|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
        foreach (Variant v in variants)
        {
            if (v.Skipped)
            {
                Console.WriteLine($"| {v.Build} | {v.Name} | n/a: the emit backend is not in this build (the app fell back to {v.Resolved}) | | | | | | | | | |");
                continue;
            }

            // Differences of medians against the same build's floor and Google rows (the cold-start target is Google's + 10 ms).
            double floor = Median(variants.First(f => f.Build == v.Build && f.Backend == "none").WallMs);
            double google = Median(variants.First(g => g.Build == v.Build && g.Backend == "google").WallMs);
            Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"| {v.Build} | {v.Name} | {v.Resolved} | {v.Bytes} | {Median(v.WallMs):F1} | {v.WallMs.Min():F1} | {v.WallMs.Max():F1} | {Median(v.WallMs) - floor:+0.0;-0.0} | {Median(v.WallMs) - google:+0.0;-0.0} | {Median(v.MainMs):F1} | {Median(v.CpuMs):F1} | {Median(v.Jitted):F0} |"));
        }

        Console.WriteLine();
        Console.WriteLine("over the floor / over Google = this row's median wall minus the same build's runtime-floor / Google.Protobuf median (issue 21's target: Nano at most Google + 10 ms);");
        Console.WriteLine("wall = Process.Start to exit, as seen by this harness; in Main = from entering Main to the end of the Deserialize, as timed by the app;");
        Console.WriteLine("CPU = the app's user + kernel time over all threads from process start to the end of the Deserialize (less sensitive to other load than wall time);");
        Console.WriteLine("methods JIT-compiled = System.Runtime.JitInfo.GetCompiledMethodCount() at that point (precompiled ReadyToRun code is not counted).");
        PrintPhases(variants);
        return 0;
    }

    /// <summary>Parses the app's <c>phases=name:wall/cpu/jit/jit_ms,...</c> into the variant's per-phase lists.</summary>
    private static void AddPhases(Variant variant, string? phases)
    {
        if (string.IsNullOrEmpty(phases))
        {
            return;
        }

        foreach (string entry in phases.Split(','))
        {
            string[] nameAndValues = entry.Split(':', 2);
            double[] values = [.. nameAndValues[1].Split('/').Select(v => double.Parse(v, CultureInfo.InvariantCulture))];
            int index = variant.Phases.FindIndex(p => p.Phase == nameAndValues[0]);
            if (index < 0)
            {
                variant.Phases.Add((nameAndValues[0], []));
                index = variant.Phases.Count - 1;
            }

            variant.Phases[index].Runs.Add(values);
        }
    }

    /// <summary>The phase split: one row per build, variant and phase, medians over the timed runs.</summary>
    private static void PrintPhases(List<Variant> variants)
    {
        Console.WriteLine();
        Console.WriteLine("Phases (medians of the same runs; Nano.ColdStart's PhaseClock):");
        Console.WriteLine("| build | variant | phase | wall (ms) | CPU (ms) | methods JIT-compiled | JIT time (ms) |");
        Console.WriteLine("|---|---|---|--:|--:|--:|--:|");
        foreach (Variant v in variants.Where(v => !v.Skipped))
        {
            foreach ((string phase, List<double[]> runs) in v.Phases)
            {
                Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                    $"| {v.Build} | {v.Name} | {phase} | {Median(runs, 0):F2} | {Median(runs, 1):F2} | {Median(runs, 2):F0} | {Median(runs, 3):F2} |"));
            }
        }

        Console.WriteLine();
        Console.WriteLine("setup = Main's entry to the backend chosen (loads Nano); create = building the message; model = RuntimeTypeModel.GetModel (attributes, classification);");
        Console.WriteLine("serializer = GetSerializer (emit: IL generation, verification, delegates; interpreted: plans); serialize / deserialize = the first calls.");
        Console.WriteLine("CPU = the whole process's (all threads); methods JIT-compiled and JIT time = on the main thread only (what the phase waited for; JIT time is wall time, so it inflates under load).");
    }

    /// <summary>The plain JIT build of the app with Nano from its packages (ReadyToRun code in Nano.Core and Nano.Emit only).</summary>
    private const string PackagesBuild = "JIT, Nano packages";

    private static double Median(List<double[]> runs, int column) => Median([.. runs.Select(r => r[column])]);

    private static double Number(Dictionary<string, string> fields, string name) =>
        double.Parse(fields.GetValueOrDefault(name, "NaN"), CultureInfo.InvariantCulture);

    private static (int ExitCode, string Output) Execute(string dotnet, string dll, string arguments, out double wallMs)
    {
        var info = new ProcessStartInfo(dotnet, $"\"{dll}\" {arguments}")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        long start = Stopwatch.GetTimestamp();
        using Process process = Process.Start(info) ?? throw new InvalidOperationException($"could not start {dotnet}");
        Task<string> stdout = process.StandardOutput.ReadToEndAsync();
        Task<string> stderr = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        wallMs = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
        string output = stdout.Result;
        if (process.ExitCode != 0)
        {
            output += stderr.Result;
        }

        return (process.ExitCode, output);
    }

    private static double Median(List<double> values)
    {
        double[] sorted = [.. values.Order()];
        int mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /// <summary>The dotnet host running this process when it is one (<c>dotnet Nano.Benchmarks.dll</c>), else <c>dotnet</c> from PATH.</summary>
    private static string DotnetHost()
    {
        string? path = Environment.ProcessPath;
        return path is not null && Path.GetFileNameWithoutExtension(path) == "dotnet" ? path : "dotnet";
    }

    /// <summary><c>benchmarks/Nano.ColdStart/bin/Release/net10.0/Nano.ColdStart.dll</c> under the repository holding this build.</summary>
    private static string DefaultDllPath()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Nano.sln")))
            {
                return Path.Combine(dir.FullName, "benchmarks", "Nano.ColdStart", "bin", "Release", "net10.0", "Nano.ColdStart.dll");
            }
        }

        return Path.GetFullPath("Nano.ColdStart.dll");
    }
}
