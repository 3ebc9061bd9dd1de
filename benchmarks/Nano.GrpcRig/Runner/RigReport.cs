using System.Globalization;
using System.Text;
using Nano.Benchmarks.Workloads;
using Nano.GrpcRig.Server;

namespace Nano.GrpcRig.Runner;

/// <summary>One markdown table per concurrency level; every figure is the median over the rounds.</summary>
public static class RigReport
{
    public static string Format(IReadOnlyList<Cell> cells, RigOptions options, string loadAtStart, string loadAtEnd)
    {
        var c = CultureInfo.InvariantCulture;
        var sb = new StringBuilder();
        sb.AppendLine(c, $"W1 Forward over gRPC (h2c, loopback): {options.Requests} requests per cell, {options.Rounds} round(s) with the variants interleaved " +
                         $"(order rotated per round), medians over rounds; {ForwardWorkload.ExpectedRequestSize} B request, {ForwardWorkload.ExpectedResponseSize} B response; " +
                         $"{Environment.ProcessorCount} cores; load average at start {loadAtStart}, at end {loadAtEnd}; {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC");
        foreach (var level in cells.GroupBy(x => x.Concurrency).OrderBy(g => g.Key))
        {
            sb.AppendLine();
            sb.AppendLine(c, $"Concurrency {level.Key}:");
            sb.AppendLine();
            sb.AppendLine("| variant | qps | × google | p50 ms | p90 ms | p95 ms | p99 ms | p99.9 ms | server KB/req | gen0 | gen1 | gen2 | server CPU ms/req |");
            sb.AppendLine("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
            var google = level.Where(x => x.Variant == Variant.Google).ToDictionary(x => x.Round);
            foreach (var variant in options.Variants)
            {
                var runs = level.Where(x => x.Variant == variant).ToList();
                if (runs.Count == 0)
                    continue;
                // The ratio is taken within each round (same machine state), then its median.
                var ratio = google.Count == 0 ? double.NaN : Median(runs.Where(x => google.ContainsKey(x.Round)).Select(x => x.Load.Qps / google[x.Round].Load.Qps));
                double M(Func<Cell, double> f) => Median(runs.Select(f));
                sb.AppendLine(c, $"| {Variants.Name(variant)} | {M(x => x.Load.Qps):F1} | {(double.IsNaN(ratio) ? "n/a" : ratio.ToString("F2", c))} | {M(x => x.Load.Percentile(50)):F2} | {M(x => x.Load.Percentile(90)):F2} | " +
                                 $"{M(x => x.Load.Percentile(95)):F2} | {M(x => x.Load.Percentile(99)):F2} | {M(x => x.Load.Percentile(99.9)):F2} | " +
                                 $"{M(x => (double)x.Server.AllocatedBytes / x.Load.Requests / 1024):F1} | {M(x => x.Server.Gen0):F0} | {M(x => x.Server.Gen1):F0} | " +
                                 $"{M(x => x.Server.Gen2):F0} | {M(x => x.Server.CpuTime.TotalMilliseconds / x.Load.Requests):F2} |");
            }
        }
        return sb.ToString();
    }

    private static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToArray();
        if (sorted.Length == 0)
            return double.NaN;
        var mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
