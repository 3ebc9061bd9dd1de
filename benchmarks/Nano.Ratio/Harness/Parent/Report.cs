using System.Text;

namespace Nano.Ratio.Harness;

/// <summary>The markdown tables of a run and of a comparison of two runs.</summary>
internal static class Report
{
    /// <summary>One table per workload.</summary>
    public static string Tables(RunFile run)
    {
        var text = new StringBuilder();
        foreach (var workload in Analysis.Cells(run).GroupBy(c => c.Workload))
        {
            text.AppendLine();
            text.AppendLine($"### {workload.Key} ({run.Rounds} round{(run.Rounds == 1 ? "" : "s")}; {Runtime(run)})");
            text.AppendLine();
            text.AppendLine("| operation | library | time/op | time min–max | ratio to google | ratio min–max | fast-mode ratio | alloc/op |");
            text.AppendLine("|---|---|--:|--:|--:|--:|--:|--:|");
            foreach (Cell c in workload)
            {
                text.AppendLine($"| {c.Operation} | {c.Lib} | {Stats.Time(c.MedianNs)} | {Stats.Time(c.MinNs)}–{Stats.Time(c.MaxNs)} | " +
                    $"{Stats.Ratio(c.RatioMedian)} | {Spread(c)} | {Stats.Ratio(c.FastRatio)} | {Stats.Bytes(c.AllocBytes)} |");
            }
        }

        return text.ToString();
    }

    /// <summary>
    /// Two runs side by side: each cell's median ratio in both and the relative difference; a cell whose ratios differ
    /// by more than <paramref name="tolerance"/> is flagged. Returns the table and the number of flagged cells.
    /// </summary>
    public static (string Text, int Flagged, int Compared) Compare(RunFile a, RunFile b, double tolerance = 0.05)
    {
        var cellsB = Analysis.Cells(b).ToDictionary(c => (c.Workload, c.Operation, c.Lib));
        var text = new StringBuilder();
        text.AppendLine($"A: {a.Date} {a.Commit} {Runtime(a)} (load {a.LoadStart} → {a.LoadEnd})");
        text.AppendLine($"B: {b.Date} {b.Commit} {Runtime(b)} (load {b.LoadStart} → {b.LoadEnd})");
        text.AppendLine();
        text.AppendLine("| workload | operation | library | ratio A | ratio B | B vs A | fast-mode A | fast-mode B | B vs A | |");
        text.AppendLine("|---|---|---|--:|--:|--:|--:|--:|--:|---|");
        int flagged = 0;
        int fastFlagged = 0;
        int compared = 0;
        foreach (Cell ca in Analysis.Cells(a))
        {
            if (ca.Lib == Libraries.Baseline || !cellsB.TryGetValue((ca.Workload, ca.Operation, ca.Lib), out Cell? cb))
            {
                continue;
            }

            double diff = cb.RatioMedian / ca.RatioMedian - 1;
            double fastDiff = cb.FastRatio / ca.FastRatio - 1;
            bool off = double.IsNaN(diff) || Math.Abs(diff) > tolerance;
            bool fastOff = double.IsNaN(fastDiff) || Math.Abs(fastDiff) > tolerance;
            compared++;
            flagged += off ? 1 : 0;
            fastFlagged += fastOff ? 1 : 0;
            text.AppendLine($"| {ca.Workload} | {ca.Operation} | {ca.Lib} | {Stats.Ratio(ca.RatioMedian)} | {Stats.Ratio(cb.RatioMedian)} | " +
                $"{diff * 100:+0.0;-0.0;0.0}% | {Stats.Ratio(ca.FastRatio)} | {Stats.Ratio(cb.FastRatio)} | {fastDiff * 100:+0.0;-0.0;0.0}% | " +
                $"{(off || fastOff ? $"**differs by more than {tolerance * 100:0}%**" : "")} |");
        }

        text.AppendLine();
        text.AppendLine($"{flagged} of {compared} cells differ by more than {tolerance * 100:0}% by the ratio; {fastFlagged} by the fast-mode ratio.");
        return (text.ToString(), flagged, compared);
    }

    /// <summary>The children's runtime: the option and what the children reported (a file from before the option
    /// records neither; its children ran on .NET 10).</summary>
    private static string Runtime(RunFile run) =>
        string.IsNullOrEmpty(run.RuntimeDescription) ? $"runtime {run.Runtime}" : $"runtime {run.Runtime}: {run.RuntimeDescription}";

    private static string Spread(Cell c) => c.RatioRounds == 0 ? "–" : $"{Stats.Ratio(c.RatioMin)}–{Stats.Ratio(c.RatioMax)}";
}
