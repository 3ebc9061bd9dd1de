using System.Diagnostics;
using System.Globalization;
using System.Text;
using System.Text.Json;

namespace Nano.Benchmarks.Infrastructure.HashFlooding;

/// <summary>
/// <c>--hash-flooding --paired</c>: the harness's two ratios measured within one process, for a machine too noisy for
/// ratios of separate processes. One child per backend, key type and comparison (crafted vs ordinary, ordinary vs
/// default, random vs random default) prepares both variants, each on its own model instance, and validates both (as
/// <c>--validate</c> does) before timing anything; warms both up; then times short batches of the two alternately,
/// A then B, then B then A, and so on, and takes each pair's ratio A ÷ B. Drift slower than a pair (another process's
/// build, the frequency, the process's own mode) touches both sides of a pair alike. The child prints the median of its
/// pair ratios with their quartiles and extremes; the parent runs each child once per round and reports, per comparison,
/// the median over all pairs of all rounds, their quartiles, and the range of the children's medians.
/// </summary>
public static class HashFloodingPaired
{
    /// <summary>The comparisons: numerator, denominator, target (the ratio at most).</summary>
    private static readonly (Variant A, Variant B, double Target)[] Comparisons =
        [(Variant.Crafted, Variant.Ordinary, 2.0), (Variant.Ordinary, Variant.Default, 1.10), (Variant.Random, Variant.RandomDefault, 1.10)];

    private static long s_sink;

    /// <summary>The parent's part: one child per group and comparison, once per round; prints the table.</summary>
    internal static int Run((string Backend, string Key)[] groups, FloodSettings settings, int rounds, int pairs, bool validateOnly, string command, string? @out)
    {
        var children = groups.SelectMany(g => Comparisons.Where(c => c.A != Variant.Random || HashFloodingCases.HasRandom(g.Key))
            .Select(c => (g.Backend, g.Key, c.A, c.B, c.Target))).ToArray();
        var perChild = 0.6 + 2 * settings.WarmupMs / 1000.0 + 2 * pairs * settings.BatchMs / 1000.0;
        Console.WriteLine("# Hash flooding, paired: both variants of a ratio in one process, alternating batches");
        Console.WriteLine();
        Console.WriteLine($"- command: {command}");
        Console.WriteLine($"- date: {DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm:ss 'UTC'", CultureInfo.InvariantCulture)}; load at start: {Load()}");
        Console.WriteLine($"- runtime: {Environment.Version}, {Environment.ProcessorCount} cores");
        Console.WriteLine($"- {children.Length} children x {(validateOnly ? 1 : rounds)} rounds; per child: validate both variants, warm-up ≥ {settings.WarmupMs} ms each, then {pairs} pairs of ~{settings.BatchMs} ms batches (estimated {children.Length * rounds * perChild / 60:0.0} min)");
        Console.WriteLine();

        var results = new List<PairedCell>();
        var failed = 0;
        for (var round = 1; round <= (validateOnly ? 1 : rounds); round++)
        {
            // Rotated from round to round, so that no comparison always runs at the same point of a run.
            foreach (var c in children.Skip((round - 1) % children.Length).Concat(children.Take((round - 1) % children.Length)))
            {
                var outcome = Child(c.Backend, c.Key, c.A, c.B, settings, pairs, validateOnly);
                if (outcome.ExitCode != 0)
                {
                    failed++;
                    Console.WriteLine($"FAILED {c.Backend} {c.Key} {c.A}/{c.B} (exit code {outcome.ExitCode}): {outcome.Stdout}{outcome.Stderr}");
                    continue;
                }
                if (validateOnly)
                {
                    Console.Write(outcome.Stdout);
                    continue;
                }
                var line = outcome.Stdout.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith('{'))
                    ?? throw new InvalidOperationException($"child {c.Backend} {c.Key} {c.A}/{c.B} printed no JSON line:\n{outcome.Stdout}");
                results.Add(JsonSerializer.Deserialize(line, FloodJson.Default.PairedCell)! with { Round = round });
            }
            if (!validateOnly)
                Console.WriteLine($"round {round}/{rounds} done; load {Load()}");
        }
        if (validateOnly)
        {
            Console.WriteLine($"validate (paired): {children.Length - failed} of {children.Length} children passed");
            return failed == 0 ? 0 : 1;
        }
        if (failed > 0)
            return 1;

        var text = new StringBuilder();
        text.AppendLine();
        text.AppendLine("| key (proto) | backend | ratio | target | median of pair ratios | quartiles | children's medians | A ms | B ms | A, B bytes per read |");
        text.AppendLine("|---|---|---|--:|--:|--:|--:|--:|--:|--:|");
        foreach (var c in children)
        {
            var cells = results.Where(r => r.Backend == c.Backend && r.Key == c.Key && r.A == c.A.ToString() && r.B == c.B.ToString()).ToArray();
            var all = cells.SelectMany(r => r.Ratios).ToArray();
            var medians = cells.Select(r => HashFloodingChild.Median(r.Ratios)).ToArray();
            var median = HashFloodingChild.Median(all);
            text.AppendLine($"| {c.Key} | {c.Backend} | {c.A} ÷ {c.B} | ≤ {c.Target:F2} | **{median:F3}** {(median <= c.Target ? "" : "(over)")} | {Quantile(all, 0.25):F3}–{Quantile(all, 0.75):F3} | {medians.Min():F3}–{medians.Max():F3} | {HashFloodingChild.Median(cells.Select(r => r.MedianMsA)):F3} | {HashFloodingChild.Median(cells.Select(r => r.MedianMsB)):F3} | {cells[0].AllocBytesPerReadA:N0}, {cells[0].AllocBytesPerReadB:N0} |");
        }
        text.AppendLine();
        text.AppendLine($"- load at end: {Load()}");
        text.AppendLine("- ratio: A ÷ B per pair of batches run back to back in one process (order alternating), pooled over the rounds' children; quartiles: of those pair ratios; children's medians: the range of each child's own median (a process-level mode shows here)");
        Console.Write(text);
        if (@out is not null)
        {
            File.WriteAllText(@out, JsonSerializer.Serialize(results, FloodJson.Default.ListPairedCell));
            Console.WriteLine($"raw figures: {@out}");
        }
        return 0;
    }

    /// <summary>The child's part: <c>--hash-flooding-paired-child BACKEND KEY A B [--warmup-ms N] [--batch-ms N] [--pairs N] [--validate]</c>.</summary>
    public static int RunChild(string[] args)
    {
        var at = Array.IndexOf(args, "--hash-flooding-paired-child");
        if (at < 0 || at + 4 >= args.Length)
            throw new ArgumentException("usage: --hash-flooding-paired-child BACKEND KEY VARIANT_A VARIANT_B");
        var backend = Enum.Parse<SerializerBackend>(args[at + 1], ignoreCase: true);
        var key = args[at + 2];
        var a = Enum.Parse<Variant>(args[at + 3], ignoreCase: true);
        var b = Enum.Parse<Variant>(args[at + 4], ignoreCase: true);
        var settings = HashFloodingHarness.ParseSettings(args);
        var pairs = HashFloodingHarness.PairsOf(args);
        Func<int> readA, readB;
        try
        {
            readA = Prepare(backend, key, a);
            readB = Prepare(backend, key, b);
        }
        catch (InvalidOperationException e)
        {
            Console.Error.WriteLine($"VALIDATION FAILED: {key} {a}/{b} on {backend}: {e.Message}");
            return 1;
        }
        if (args.Contains("--validate"))
        {
            Console.WriteLine($"ok {backend} {key} {a}/{b}");
            return 0;
        }

        // Warm-up: both variants alternately, until each had the warm-up time and at least 40 reads (past Tier1 promotion).
        var perReadA = WarmUp(readA, readB, settings, out var perReadB);
        var readsA = Math.Max(1, (int)Math.Round(settings.BatchMs / perReadA));
        var readsB = Math.Max(1, (int)Math.Round(settings.BatchMs / perReadB));
        var allocA = BytesPerRead(readA, readsA);
        var allocB = BytesPerRead(readB, readsB);

        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        var ratios = new double[pairs];
        var msA = new double[pairs];
        var msB = new double[pairs];
        for (var p = 0; p < pairs; p++)
        {
            if (p % 2 == 0)
            {
                msA[p] = Batch(readA, readsA);
                msB[p] = Batch(readB, readsB);
            }
            else
            {
                msB[p] = Batch(readB, readsB);
                msA[p] = Batch(readA, readsA);
            }
            ratios[p] = msA[p] / msB[p];
        }
        var cell = new PairedCell(0, backend.ToString(), key, a.ToString(), b.ToString(), ratios,
            HashFloodingChild.Median(msA), HashFloodingChild.Median(msB), readsA, readsB, allocA, allocB);
        Console.WriteLine(JsonSerializer.Serialize(cell, FloodJson.Default.PairedCell));
        return 0;
    }

    /// <summary>A validated read of one variant on a model of its own.</summary>
    private static Func<int> Prepare(SerializerBackend backend, string key, Variant variant)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        return HashFloodingCases.Prepare(key, variant, model);
    }

    private static double WarmUp(Func<int> a, Func<int> b, FloodSettings settings, out double perReadB)
    {
        var warm = Stopwatch.StartNew();
        var recentA = new Queue<double>();
        var recentB = new Queue<double>();
        for (var i = 0; warm.ElapsedMilliseconds < 2 * settings.WarmupMs || (i < 40 && warm.ElapsedMilliseconds < 20 * settings.WarmupMs); i++)
        {
            Time(a, recentA);
            Time(b, recentB);
        }
        perReadB = HashFloodingChild.Median([.. recentB]);
        return HashFloodingChild.Median([.. recentA]);

        static void Time(Func<int> read, Queue<double> recent)
        {
            var start = Stopwatch.GetTimestamp();
            s_sink += read();
            recent.Enqueue(Stopwatch.GetElapsedTime(start).TotalMilliseconds);
            if (recent.Count > 9)
                recent.Dequeue();
        }
    }

    /// <summary>ms per read over one batch.</summary>
    private static double Batch(Func<int> read, int reads)
    {
        var start = Stopwatch.GetTimestamp();
        for (var i = 0; i < reads; i++)
            s_sink += read();
        return Stopwatch.GetElapsedTime(start).TotalMilliseconds / reads;
    }

    /// <summary>Bytes allocated per read on this thread (a count, not a time), over one batch.</summary>
    private static double BytesPerRead(Func<int> read, int reads)
    {
        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < reads; i++)
            s_sink += read();
        return (double)(GC.GetAllocatedBytesForCurrentThread() - before) / reads;
    }

    private static double Quantile(double[] values, double q)
    {
        var sorted = values.Order().ToArray();
        var at = q * (sorted.Length - 1);
        var low = (int)Math.Floor(at);
        var high = Math.Min(low + 1, sorted.Length - 1);
        return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
    }

    private static HashFloodingHarness.Outcome Child(string backend, string key, Variant a, Variant b, FloodSettings settings, int pairs, bool validateOnly) =>
        HashFloodingHarness.RunChild(["--hash-flooding-paired-child", backend, key, a.ToString(), b.ToString(),
            "--warmup-ms", Text(settings.WarmupMs), "--batch-ms", Text(settings.BatchMs), "--pairs", Text(pairs)], validateOnly);

    private static string Text(int value) => HashFloodingHarness.Text(value);

    private static string Load() => HashFloodingHarness.Load();
}
