using Nano.Ratio.Harness;

namespace Nano.Ratio.Charts;

/// <summary>
/// <c>--chart a.json b.json ... [--chart-dir DIR]</c>: one PNG per runtime from raw files of parent runs
/// (<c>--out</c>), drawn by <see cref="RatioChart"/>. Only the net10.0 build has it: ScottPlot and SkiaSharp's native
/// library are referenced there alone, so the children's builds (.NET 8, Mono) carry neither.
/// </summary>
internal static class ChartCommand
{
    /// <summary>
    /// Writes the images and prints each path. A file that cannot be read or written is one clear line and exit code 1;
    /// files that cannot be charted together, or a run with nothing to chart, an <see cref="ArgumentException"/> (exit
    /// code 2).
    /// </summary>
    public static int Run(IReadOnlyList<string> files, string dir)
    {
        try
        {
            Write(files.Select(file => (file, RunFile.Read(file))).ToList(), dir);
            return 0;
        }
        catch (Exception e) when (e is IOException or InvalidDataException or UnauthorizedAccessException)
        {
            Console.Error.WriteLine($"error: --chart: {e.Message}");
            return 1;
        }
    }

    private static void Write(List<(string File, RunFile Run)> runs, string dir)
    {
        foreach (var sameRuntime in runs.GroupBy(r => r.Run.Runtime))
        {
            if (!Runtimes.Names.Contains(sameRuntime.Key))
            {
                throw new ArgumentException($"--chart: '{sameRuntime.First().File}' names runtime " +
                    $"'{sameRuntime.Key}' (known: {string.Join(", ", Runtimes.Names)})");
            }

            // Two runs of one runtime would either overwrite one image or be merged into one, and rounds of different
            // runs do not pair: a chart shows one run, and --compare says how far a second run agrees with it.
            if (sameRuntime.Count() > 1)
            {
                string names = string.Join(" and ", sameRuntime.Select(r => $"'{r.File}'"));
                throw new ArgumentException($"--chart: {names} are all runs on {sameRuntime.Key}; " +
                    "give one run per runtime (--compare checks a second run)");
            }
        }

        // Every chart is drawn before any is written, so that a run with nothing to chart leaves no half-done folder.
        var charts = runs.Select(r => (r.File, r.Run.Runtime, Chart: RatioChart.Draw(r.Run, r.File))).ToList();
        Directory.CreateDirectory(dir);
        foreach ((string file, string runtime, var chart) in charts)
        {
            string path = Path.Combine(dir, FileName(runtime));
            RatioChart.Save(chart.Plot, chart.Height, path);
            Console.WriteLine($"{path}: {chart.Bars} bars from {file}");
        }
    }

    /// <summary>The image of <paramref name="runtime"/>'s run: <c>ratio-net10.png</c>, <c>ratio-net8.png</c>,
    /// <c>ratio-mono.png</c>.</summary>
    public static string FileName(string runtime) => $"ratio-{runtime}.png";
}
