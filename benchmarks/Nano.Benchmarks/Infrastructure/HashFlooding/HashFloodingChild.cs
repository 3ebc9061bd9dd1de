using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace Nano.Benchmarks.Infrastructure.HashFlooding;

/// <summary>
/// Child mode of the hash-flooding harness: one cell (backend, key type, variant) in a fresh process, so that no
/// cell's JIT state, heap or dictionary history is shared with another's. The cell is validated first; then read
/// repeatedly for the warm-up time (so the reader reaches Tier1 with Dynamic PGO), which also sizes a batch; then
/// timed in batches, each giving ms per read. One JSON line goes to stdout.
/// </summary>
public static class HashFloodingChild
{
    private static long s_sink;

    /// <summary><c>--hash-flooding-child BACKEND KEY VARIANT [--warmup-ms N] [--batches N] [--batch-ms N] [--validate | --loop N]</c>.
    /// <c>--loop N</c>: validate, then N reads untimed (for instruction counts under valgrind).</summary>
    public static int Run(string[] args)
    {
        var at = Array.IndexOf(args, "--hash-flooding-child");
        if (at < 0 || at + 3 >= args.Length)
            throw new ArgumentException("usage: --hash-flooding-child BACKEND KEY VARIANT");
        var backend = Enum.Parse<SerializerBackend>(args[at + 1], ignoreCase: true);
        var key = args[at + 2];
        var variant = Enum.Parse<Variant>(args[at + 3], ignoreCase: true);
        var settings = HashFloodingHarness.ParseSettings(args);
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        Func<int> read;
        try
        {
            read = HashFloodingCases.Prepare(key, variant, model);
        }
        catch (InvalidOperationException e)
        {
            Console.Error.WriteLine($"VALIDATION FAILED: {key} {variant} on {backend}: {e.Message}");
            return 1;
        }

        if (args.Contains("--validate"))
        {
            Console.WriteLine($"ok {backend} {key} {variant}");
            return 0;
        }

        var loop = Array.IndexOf(args, "--loop");
        if (loop >= 0)
        {
            var n = int.Parse(args[loop + 1], CultureInfo.InvariantCulture);
            for (var i = 0; i < n; i++)
                s_sink += read();
            return 0;
        }

        var cell = Measure(read, settings) with { Backend = backend.ToString(), Key = key, Variant = variant.ToString() };
        Console.WriteLine(JsonSerializer.Serialize(cell, FloodJson.Default.FloodCell));
        return 0;
    }

    private static FloodCell Measure(Func<int> read, FloodSettings settings)
    {
        // Warm-up: the warm-up time and at least 40 reads (past the 30 calls that promote a method; unless reads are so
        // slow that 10 warm-up times pass first: a defence that fails); the last reads' median time sizes a batch.
        var warm = Stopwatch.StartNew();
        var recent = new Queue<double>();
        for (var i = 0; warm.ElapsedMilliseconds < settings.WarmupMs || (i < 40 && warm.ElapsedMilliseconds < 10 * settings.WarmupMs); i++)
        {
            var start = Stopwatch.GetTimestamp();
            s_sink += read();
            recent.Enqueue(Stopwatch.GetElapsedTime(start).TotalMilliseconds);
            if (recent.Count > 9)
                recent.Dequeue();
        }
        var warmupMs = warm.Elapsed.TotalMilliseconds;
        var perRead = Median([.. recent]);
        var reads = Math.Max(1, (int)Math.Round(settings.BatchMs / perRead));

        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        var ms = new double[settings.Batches];
        var allocated = GC.GetAllocatedBytesForCurrentThread();
        for (var b = 0; b < ms.Length; b++)
        {
            var start = Stopwatch.GetTimestamp();
            for (var i = 0; i < reads; i++)
                s_sink += read();
            ms[b] = Stopwatch.GetElapsedTime(start).TotalMilliseconds / reads;
        }
        allocated = GC.GetAllocatedBytesForCurrentThread() - allocated;
        return new FloodCell("", "", "", Median(ms), ms.Min(), ms.Max(), ms.Length, reads,
            (double)allocated / ((long)ms.Length * reads), warmupMs);
    }

    /// <summary>The median (the mean of the two middle values for an even count).</summary>
    internal static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToArray();
        if (sorted.Length == 0)
            return double.NaN;
        var mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
