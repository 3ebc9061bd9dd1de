using System.Diagnostics;
using System.Globalization;
using System.Text;
using System.Text.Json;

namespace Nano.Benchmarks.Infrastructure.HashFlooding;

/// <summary>
/// <c>--hash-flooding</c> (issue 24's hash-flooding targets, docs/hostile-input.md). Per backend and map key type, three
/// cells: a crafted map of 40,000 entries whose keys share one hash code or bucket under .NET's default comparer, an
/// ordinary map of 40,000 entries (both read by Nano, with its collision-resistant comparer), and the ordinary map's
/// bytes read into a dictionary with the plain default comparer. Targets: crafted ÷ ordinary at most 2, ordinary ÷
/// default at most 1.10. Each cell runs in a fresh child process (<see cref="HashFloodingChild"/>), once per round; a
/// round runs the cells of one backend and key type back to back (their order rotated from round to round, as is the
/// order of the groups) so that a ratio compares children that ran within a few seconds of each other. A ratio is taken
/// per round, and the report gives its median over the rounds with the min–max beside it.
/// For int64, uint64, int32 and uint32 (<see cref="HashFloodingCases.HasRandom"/>), two more cells: random keys read by
/// Nano and into the default comparer's dictionary. Their ratio tells whether the ordinary cells' gap comes from the
/// ordinary keys (<c>k * 7919</c>, which the default comparer's identity hash spreads perfectly) rather than the comparer.
/// </summary>
public static class HashFloodingHarness
{
    private const double ChildOverheadSeconds = 0.6;

    private static readonly Variant[] BaseVariants = [Variant.Crafted, Variant.Ordinary, Variant.Default];

    private static readonly Variant[] WithRandom = [.. BaseVariants, Variant.Random, Variant.RandomDefault];

    /// <summary>The cells of one key type.</summary>
    private static Variant[] Variants(string key) => HashFloodingCases.HasRandom(key) ? WithRandom : BaseVariants;

    /// <summary>The options' usage text.</summary>
    public const string Usage =
        "--hash-flooding [--rounds N (3)] [--keys int64,string,..] [--backends interpreted,emit] [--warmup-ms N (400)] " +
        "[--batches N (11)] [--batch-ms N (30)] [--out FILE.json] [--validate] " +
        "[--paired [--pairs N (41)]] (paired: both variants of a ratio in one child, alternating batches; --batch-ms defaults to 15, --rounds to 2)";

    /// <summary>Runs the harness; returns the process exit code (1 when a validation or a child fails).</summary>
    public static int Run(string[] args)
    {
        try
        {
            return RunParent(args);
        }
        catch (Exception e) when (e is ArgumentException or FormatException)
        {
            Console.Error.WriteLine($"error: {e.Message}\nusage: {Usage}");
            return 2;
        }
    }

    private static int RunParent(string[] args)
    {
        string[] known = ["--rounds", "--keys", "--backends", "--warmup-ms", "--batches", "--batch-ms", "--out", "--pairs"];
        for (var i = 0; i < args.Length; i++)
        {
            if (known.Contains(args[i]))
                i++;
            else if (args[i] is not "--validate" and not "--paired")
                throw new ArgumentException($"unknown option '{args[i]}'");
        }

        var rounds = Int(args, "--rounds", 3);
        var keys = List(args, "--keys") ?? HashFloodingCases.Keys;
        foreach (var key in keys.Where(k => !HashFloodingCases.Keys.Contains(k)))
            throw new ArgumentException($"unknown key type '{key}' (one of {string.Join(", ", HashFloodingCases.Keys)})");
        var backends = (List(args, "--backends") ?? (NanoBackends.EmitAvailable ? ["interpreted", "emit"] : ["interpreted"]))
            .Select(b => Enum.Parse<SerializerBackend>(b, ignoreCase: true).ToString()).ToArray();
        var settings = ParseSettings(args);
        var groups = backends.SelectMany(b => keys.Select(k => (Backend: b, Key: k))).ToArray();
        var command = "dotnet Nano.Benchmarks.dll --hash-flooding " + string.Join(' ', args);

        if (args.Contains("--paired"))
        {
            var paired = settings with { BatchMs = Int(args, "--batch-ms", 15) };
            return HashFloodingPaired.Run(groups, paired, Int(args, "--rounds", 2), PairsOf(args), args.Contains("--validate"), command, Value(args, "--out"));
        }
        if (args.Contains("--validate"))
            return ValidateAll(groups, settings);

        var children = groups.Sum(g => Variants(g.Key).Length);
        var estimate = children * rounds * (ChildOverheadSeconds + settings.WarmupMs / 1000.0 + settings.Batches * settings.BatchMs / 1000.0);
        var date = DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm:ss 'UTC'", CultureInfo.InvariantCulture);
        var loadStart = Load();
        Console.WriteLine("# Hash flooding: one process per cell");
        Console.WriteLine();
        Console.WriteLine($"- command: {command}");
        Console.WriteLine($"- date: {date}; commit: {Commit()}; load at start: {loadStart}");
        Console.WriteLine($"- runtime: {Environment.Version}, {Environment.ProcessorCount} cores");
        Console.WriteLine($"- {HashFloodingCases.Entries:N0}-entry maps; {rounds} rounds of {children} children; per child: warm-up ≥ {settings.WarmupMs} ms, then {settings.Batches} batches of ~{settings.BatchMs} ms (ms per read: median of the batches)");
        Console.WriteLine($"- estimated time: {estimate / 60:0.0} min");
        Console.WriteLine();

        var records = new List<FloodRecord>();
        var total = Stopwatch.StartNew();
        for (var round = 1; round <= rounds; round++)
        {
            foreach (var (backend, key) in Rotate(groups, round - 1))
            {
                foreach (var variant in Rotate(Variants(key), round - 1))
                {
                    var outcome = Child(backend, key, variant, settings, validateOnly: false);
                    if (outcome.ExitCode != 0)
                    {
                        Console.Error.WriteLine($"child {backend} {key} {variant} failed (exit code {outcome.ExitCode}):\n{outcome.Stdout}{outcome.Stderr}");
                        return 1;
                    }
                    var line = outcome.Stdout.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith('{'))
                        ?? throw new InvalidOperationException($"child {backend} {key} {variant} printed no JSON line:\n{outcome.Stdout}");
                    records.Add(new FloodRecord(round, JsonSerializer.Deserialize(line, FloodJson.Default.FloodCell)!));
                }
            }
            Console.WriteLine($"round {round}/{rounds} done at {total.Elapsed.TotalSeconds:0} s");
        }

        var run = new FloodRun(date, Commit(), command, loadStart, Load(), rounds, settings, records);
        Console.WriteLine();
        Console.WriteLine($"- load at end: {run.LoadEnd}; took {total.Elapsed.TotalMinutes:0.0} min");
        Console.Write(Report(run, groups));
        var @out = Value(args, "--out");
        if (@out is not null)
        {
            File.WriteAllText(@out, JsonSerializer.Serialize(run, FloodJson.Default.FloodRun));
            Console.WriteLine($"raw figures: {@out}");
        }
        return 0;
    }

    /// <summary>The child settings from the command line.</summary>
    internal static FloodSettings ParseSettings(string[] args) =>
        new(Int(args, "--warmup-ms", 400), Int(args, "--batches", 11), Int(args, "--batch-ms", 30));

    /// <summary>The pairs of batches a paired child times (<c>--pairs</c>, 41).</summary>
    internal static int PairsOf(string[] args) => Int(args, "--pairs", 41);

    /// <summary>The tables: per backend and key type, ms per read (medians over rounds) and the two ratios (per round,
    /// then their median over rounds, min–max beside it); "batches" is the widest spread of one child's batches.</summary>
    private static string Report(FloodRun run, (string Backend, string Key)[] groups)
    {
        var text = new StringBuilder();
        text.AppendLine();
        text.AppendLine("| key (proto) | backend | crafted ms | ordinary ms | default ms | crafted ÷ ordinary (≤ 2) | ordinary ÷ default (≤ 1.10) | random ms | random default ms | random ÷ random default | batches |");
        text.AppendLine("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
        double worstCrafted = 0, worstOrdinary = 0;
        foreach (var (backend, key) in groups)
        {
            var cells = run.Records.Where(r => r.Cell.Backend == backend && r.Cell.Key == key).ToArray();
            double Ms(Variant v) => HashFloodingChild.Median(cells.Where(r => r.Cell.Variant == v.ToString()).Select(r => r.Cell.MedianMs));
            IEnumerable<double> Ratios(Variant a, Variant b) => cells.GroupBy(r => r.Round).Select(g =>
                g.Single(r => r.Cell.Variant == a.ToString()).Cell.MedianMs / g.Single(r => r.Cell.Variant == b.ToString()).Cell.MedianMs);
            var crafted = Ratios(Variant.Crafted, Variant.Ordinary).ToArray();
            var ordinary = Ratios(Variant.Ordinary, Variant.Default).ToArray();
            worstCrafted = Math.Max(worstCrafted, HashFloodingChild.Median(crafted));
            worstOrdinary = Math.Max(worstOrdinary, HashFloodingChild.Median(ordinary));
            var random = HashFloodingCases.HasRandom(key)
                ? $"{Ms(Variant.Random):F3} | {Ms(Variant.RandomDefault):F3} | {Ratio([.. Ratios(Variant.Random, Variant.RandomDefault)])}"
                : "– | – | –";
            var spread = cells.Max(r => (r.Cell.MaxMs - r.Cell.MinMs) / r.Cell.MedianMs);
            text.AppendLine($"| {key} | {backend} | {Ms(Variant.Crafted):F3} | {Ms(Variant.Ordinary):F3} | {Ms(Variant.Default):F3} | {Ratio(crafted)} | {Ratio(ordinary)} | {random} | ±{spread * 50:0}% |");
        }
        text.AppendLine();
        text.AppendLine($"- worst crafted ÷ ordinary (median over rounds): {worstCrafted:F2} — target ≤ 2: {(worstCrafted <= 2 ? "met" : "MISSED")}");
        text.AppendLine($"- worst ordinary ÷ default (median over rounds): {worstOrdinary:F2} — target ≤ 1.10: {(worstOrdinary <= 1.10 ? "met" : "MISSED")}");
        text.AppendLine("- random ÷ random default: the same comparison on 40,000 distinct random keys (int64, uint64, int32, uint32). Near 1 while ordinary ÷ default is not: the ordinary gap is the default comparer's perfect spread of the ordinary keys k * 7919, not the cost of Nano's comparer. As far above 1 as ordinary ÷ default: the comparer itself costs it. (Random keys take more varint bytes than the ordinary ones, so compare random ms with random default ms, not with the ordinary cells.)");
        text.AppendLine("- ratio: per round (children of the same round), then the median over rounds [min–max]; batches: the widest (max − min) ÷ 2 ÷ median of one child's batches");
        return text.ToString();

        static string Ratio(double[] r) => $"{HashFloodingChild.Median(r):F2} [{r.Min():F2}–{r.Max():F2}]";
    }

    /// <summary>Every cell's validation, two children at a time (nothing is timed).</summary>
    private static int ValidateAll((string Backend, string Key)[] groups, FloodSettings settings)
    {
        var cells = groups.SelectMany(g => Variants(g.Key).Select(v => (g.Backend, g.Key, Variant: v))).ToArray();
        var outcomes = new Outcome[cells.Length];
        Parallel.For(0, cells.Length, new ParallelOptions { MaxDegreeOfParallelism = 2 }, i =>
            outcomes[i] = Child(cells[i].Backend, cells[i].Key, cells[i].Variant, settings, validateOnly: true));
        var failed = 0;
        for (var i = 0; i < cells.Length; i++)
        {
            Console.Write(outcomes[i].Stdout);
            if (outcomes[i].ExitCode != 0)
            {
                failed++;
                Console.WriteLine($"FAILED {cells[i].Backend} {cells[i].Key} {cells[i].Variant} (exit code {outcomes[i].ExitCode}): {outcomes[i].Stderr}");
            }
        }
        Console.WriteLine($"validate: {cells.Length - failed} of {cells.Length} cells passed");
        return failed == 0 ? 0 : 1;
    }

    internal sealed record Outcome(int ExitCode, string Stdout, string Stderr);

    /// <summary>Runs one child: <c>dotnet &lt;this dll&gt; --hash-flooding-child ...</c> (never <c>dotnet run</c>).</summary>
    private static Outcome Child(string backend, string key, Variant variant, FloodSettings settings, bool validateOnly) =>
        RunChild(["--hash-flooding-child", backend, key, variant.ToString(),
            "--warmup-ms", Text(settings.WarmupMs), "--batches", Text(settings.Batches), "--batch-ms", Text(settings.BatchMs)], validateOnly);

    /// <summary>Runs <c>dotnet &lt;this dll&gt; ARGS [--validate]</c> to completion (the per-cell and the paired children).</summary>
    internal static Outcome RunChild(string[] args, bool validateOnly)
    {
        var start = new ProcessStartInfo(DotnetHost()) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        start.ArgumentList.Add(typeof(HashFloodingHarness).Assembly.Location);
        foreach (var arg in args)
            start.ArgumentList.Add(arg);
        if (validateOnly)
            start.ArgumentList.Add("--validate");
        using var process = Process.Start(start) ?? throw new InvalidOperationException("could not start a child process");
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return new Outcome(process.ExitCode, stdout.Result, stderr.Result);
    }

    private static IEnumerable<T> Rotate<T>(T[] items, int by) => [.. items.Skip(by % items.Length), .. items.Take(by % items.Length)];

    /// <summary>The dotnet host: this process's own when it runs as <c>dotnet x.dll</c>, else the SDK's, else PATH's.</summary>
    internal static string DotnetHost()
    {
        var self = Environment.ProcessPath;
        if (self is not null && Path.GetFileNameWithoutExtension(self) == "dotnet")
            return self;
        var sdkHost = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH");
        return !string.IsNullOrEmpty(sdkHost) && File.Exists(sdkHost) ? sdkHost : "dotnet";
    }

    private static string? Value(string[] args, string name)
    {
        var at = Array.IndexOf(args, name);
        return at < 0 ? null : at + 1 < args.Length ? args[at + 1] : throw new ArgumentException($"{name} needs a value");
    }

    private static int Int(string[] args, string name, int fallback) =>
        Value(args, name) is { } text ? int.Parse(text, CultureInfo.InvariantCulture) is var n and > 0 ? n : throw new ArgumentException($"{name} must be positive") : fallback;

    private static string[]? List(string[] args, string name) => Value(args, name)?.Split(',', StringSplitOptions.RemoveEmptyEntries);

    internal static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);

    /// <summary>The load averages (/proc/loadavg), or "unknown".</summary>
    internal static string Load() => File.Exists("/proc/loadavg") ? File.ReadAllText("/proc/loadavg").Trim() : "unknown";

    /// <summary>The git commit of the working directory, "+dirty" with uncommitted changes.</summary>
    private static string Commit()
    {
        var head = Capture("git", "rev-parse", "--short=12", "HEAD");
        if (head is null)
            return "unknown";
        return string.IsNullOrEmpty(Capture("git", "status", "--porcelain", "--untracked-files=no")) ? head : head + " +dirty";
    }

    private static string? Capture(string file, params string[] args)
    {
        try
        {
            var start = new ProcessStartInfo(file) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
            foreach (var arg in args)
                start.ArgumentList.Add(arg);
            using var process = Process.Start(start)!;
            var output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            return process.ExitCode == 0 ? output.Trim() : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }
}
