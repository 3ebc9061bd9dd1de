namespace Nano.Ratio.Harness;

/// <summary>One table cell: an operation of one library in one workload, over all rounds.</summary>
internal sealed record Cell(
    string Workload,
    string Operation,
    string Lib,
    double MedianNs,
    double MinNs,
    double MaxNs,
    double RatioMedian,
    double RatioMin,
    double RatioMax,
    int RatioRounds,
    double AllocBytes,
    double FastRatio);

/// <summary>
/// Turns the raw per-round records into cells. A ratio is taken per round, against the Google child of the same round
/// and the operation's baseline (in a lock-step run, turn by turn); the cell's ratio is the median of those per-round
/// ratios. <see cref="Cell.FastRatio"/> divides the lower quartiles of the two libraries' per-child medians instead:
/// a child can be slow on one operation for its whole life (its Tier1 code differs per process; RESULTS.md runs 13 and
/// 15), and the share of such children moves from run to run, which moves a median; the lower quartile stays in the
/// fast mode while fewer than three quarters of the children are slow (two lock-step runs of 25 rounds agreed within
/// 3.2% on every cell by it, run 15).
/// </summary>
internal static class Analysis
{
    /// <summary>Every cell of a run, in report order (workloads, then operations as first seen, then libraries).</summary>
    public static List<Cell> Cells(RunFile run)
    {
        var cells = new List<Cell>();
        string[] libOrder = Libraries.All.Select(l => l.Name).ToArray();
        foreach (var byWorkload in run.Runs.GroupBy(r => r.Workload).OrderBy(g => Array.IndexOf(Libraries.WorkloadNames, g.Key)))
        {
            var records = byWorkload.OrderBy(r => Array.IndexOf(libOrder, r.Lib)).ToList();
            var opNames = records.SelectMany(r => r.Ops.Select(o => o.Name)).Distinct().ToList();
            foreach (string op in opNames)
            {
                foreach (string lib in records.Select(r => r.Lib).Distinct())
                {
                    var mine = records.Where(r => r.Lib == lib)
                        .SelectMany(r => r.Ops.Where(o => o.Name == op).Select(o => (r.Round, Op: o)))
                        .ToList();
                    if (mine.Count == 0)
                    {
                        continue;
                    }

                    var ratios = new List<double>();
                    foreach ((int round, OpResult result) in mine)
                    {
                        OpResult? google = records
                            .Where(r => r.Lib == Libraries.Baseline && r.Round == round)
                            .SelectMany(r => r.Ops)
                            .FirstOrDefault(o => o.Name == result.Baseline);
                        if (google is not null)
                        {
                            ratios.Add(Ratio(run, result, google));
                        }
                    }

                    double[] times = mine.Select(m => m.Op.MedianNs).ToArray();
                    double[] googleTimes = records.Where(r => r.Lib == Libraries.Baseline)
                        .SelectMany(r => r.Ops.Where(o => o.Name == mine[0].Op.Baseline).Select(o => o.MedianNs)).ToArray();
                    cells.Add(new Cell(
                        byWorkload.Key, op, lib,
                        Stats.Median(times), times.Min(), times.Max(),
                        ratios.Count > 0 ? Stats.Median(ratios) : double.NaN,
                        ratios.Count > 0 ? ratios.Min() : double.NaN,
                        ratios.Count > 0 ? ratios.Max() : double.NaN,
                        ratios.Count,
                        Stats.Median(mine.Select(m => m.Op.AllocBytes)),
                        googleTimes.Length > 0 ? Stats.LowerQuartile(times) / Stats.LowerQuartile(googleTimes) : double.NaN));
                }
            }
        }

        return cells;
    }

    /// <summary>
    /// One round's ratio: in a lock-step run, the median of the per-turn ratios (batch b against Google's batch b);
    /// otherwise the ratio of the two children's medians.
    /// </summary>
    private static double Ratio(RunFile run, OpResult mine, OpResult google)
    {
        if (run.Lockstep && mine.BatchNs is { Count: > 0 } a && google.BatchNs is { } g && g.Count == a.Count)
        {
            return Stats.Median(a.Select((ns, b) => ns / g[b]));
        }

        return mine.MedianNs / google.MedianNs;
    }
}
