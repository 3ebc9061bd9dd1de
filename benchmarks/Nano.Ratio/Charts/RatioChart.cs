using Nano.Ratio.Harness;
using ScottPlot;
using ScottPlot.Plottables;
using ScottPlot.TickGenerators;

namespace Nano.Ratio.Charts;

/// <summary>
/// One run's chart: a row per workload operation, a horizontal bar per library with its median ratio to
/// Google.Protobuf over the rounds, a whisker over the rounds' min–max, and Google's 1.0 as a vertical line. The axis
/// is logarithmic and the bars grow from 1.0, so twice as fast and twice as slow are bars of equal length on either
/// side, and a peer tens of times slower than Google does not flatten the bars near 1 into slivers.
/// </summary>
internal static class RatioChart
{
    private const int Width = 1400;
    private const int PixelsPerBar = 24;
    private const int PixelsAroundPlot = 230;

    /// <summary>The value labels' font size, and the room they take on each side of the data, in decades.</summary>
    private const float LabelFontSize = 12;
    private const double LabelRoom = 0.22;

    /// <summary>
    /// Draws <paramref name="run"/> (read from <paramref name="file"/>, which an error names): the plot, the height
    /// its rows take and the number of bars.
    /// </summary>
    public static (Plot Plot, int Height, int Bars) Draw(RunFile run, string file)
    {
        List<Cell> cells = Analysis.Cells(run)
            .Where(c => c.Lib != Libraries.Baseline && c.RatioRounds > 0 && c.RatioMedian > 0)
            .ToList();
        if (cells.Count == 0)
        {
            throw new ArgumentException($"--chart: '{file}' has no ratio to chart (no library but google, " +
                "or no round where google ran the same operation)");
        }

        // Rows top-down in the tables' order (workload, operation, library), an empty slot between operations; a row
        // of an older build (--old) follows its library, in the rows and in the legend.
        string[] order = Libraries.All.Select(l => l.Name).ToArray();
        var rows = cells.GroupBy(c => (c.Workload, c.Operation)).ToList();
        int slots = cells.Count + rows.Count - 1;
        var placed = new List<(Cell Cell, double Y)>();
        var rowTicks = new NumericManual();
        double y = slots - 1;
        foreach (var row in rows)
        {
            double top = y;
            foreach (Cell cell in row.OrderBy(c => Rank(order, c.Lib)))
            {
                placed.Add((cell, y--));
            }

            rowTicks.AddMajor((top + y + 1) / 2, ChartText.Row(row.Key.Workload, row.Key.Operation));
            y--;
        }

        var plot = new Plot();

        // SkiaSharp's default face here is whichever it finds first (DejaVu Serif on Debian); a sans face reads better
        // at label sizes. Where it is missing, ScottPlot keeps its default.
        plot.Font.Set("DejaVu Sans");

        foreach (var lib in placed.GroupBy(p => p.Cell.Lib).OrderBy(g => Rank(order, g.Key)))
        {
            AddLibrary(plot, lib.Key, lib.ToList());
        }

        double low = Math.Log10(Math.Min(1, cells.Min(c => c.RatioMin))) - LabelRoom;
        double high = Math.Log10(Math.Max(1, cells.Max(c => c.RatioMax))) + LabelRoom;
        VerticalLine google = plot.Add.VerticalLine(0, 2, Colors.Black, LinePattern.Dashed);
        google.LegendText = "Google.Protobuf = 1";

        plot.Title(ChartText.Title(run), 15);
        plot.XLabel("time ÷ Google.Protobuf's, log scale (left of 1 is faster) · bar: median over rounds · " +
            "whisker: min–max", 13);
        plot.Axes.Bottom.TickGenerator = LogTicks(low, high);
        plot.Axes.Left.TickGenerator = rowTicks;
        plot.Axes.Left.MajorTickStyle.Length = 0;
        plot.Axes.Left.TickLabelStyle.FontSize = 13;
        plot.Grid.YAxisStyle.IsVisible = false;
        plot.Axes.SetLimits(low, high, -0.8, slots - 0.2);
        plot.ShowLegend(Edge.Right);

        return (plot, PixelsAroundPlot + PixelsPerBar * slots, cells.Count);
    }

    /// <summary>Writes a drawn chart as a PNG of the chart's width and <paramref name="height"/>.</summary>
    public static void Save(Plot plot, int height, string path) => plot.SavePng(path, Width, height);

    private static void AddLibrary(Plot plot, string lib, List<(Cell Cell, double Y)> bars)
    {
        Color color = LibraryColors.For(lib);
        BarPlot barPlot = plot.Add.Bars(bars.Select(b => new Bar
        {
            Position = b.Y,
            Value = Math.Log10(b.Cell.RatioMedian),
            ValueBase = 0,
            Size = 0.8,
            FillColor = color,
            LineWidth = 0,
        }).ToArray());
        barPlot.Horizontal = true;
        barPlot.LegendText = lib;

        double[] xs = bars.Select(b => Math.Log10(b.Cell.RatioMedian)).ToArray();
        double[] ys = bars.Select(b => b.Y).ToArray();
        double[] plus = bars.Select(b => Math.Log10(b.Cell.RatioMax / b.Cell.RatioMedian)).ToArray();
        double[] minus = bars.Select(b => Math.Log10(b.Cell.RatioMedian / b.Cell.RatioMin)).ToArray();
        var whiskers = new ErrorBar(xs, ys, plus, minus, null, null)
        {
            Color = Colors.Black.WithAlpha(0.7),
            CapSize = 4,
        };
        plot.Add.Plottable(whiskers);

        // The median's figure past the whisker's far end, on the side the bar grows towards.
        foreach ((Cell cell, double at) in bars)
        {
            bool faster = cell.RatioMedian < 1;
            double x = Math.Log10(faster ? cell.RatioMin : cell.RatioMax);
            Text label = plot.Add.Text(Stats.Ratio(cell.RatioMedian), x, at);
            label.LabelFontSize = LabelFontSize;
            label.LabelAlignment = faster ? Alignment.MiddleRight : Alignment.MiddleLeft;
            label.OffsetX = faster ? -4 : 4;
        }
    }

    private static (int, bool) Rank(string[] order, string lib)
    {
        (string name, bool old) = LibraryColors.Split(lib);
        int index = Array.IndexOf(order, name);
        return (index < 0 ? order.Length : index, old);
    }

    /// <summary>Ticks at 1, 2 and 5 times each power of ten inside the range, with unlabelled ones between.</summary>
    private static NumericManual LogTicks(double low, double high)
    {
        var ticks = new NumericManual();
        for (int power = (int)Math.Floor(low); power <= (int)Math.Ceiling(high); power++)
        {
            for (int step = 1; step <= 9; step++)
            {
                double ratio = step * Math.Pow(10, power);
                double x = Math.Log10(ratio);
                if (x < low || x > high)
                {
                    continue;
                }

                if (step is 1 or 2 or 5)
                {
                    ticks.AddMajor(x, ratio.ToString("0.###", System.Globalization.CultureInfo.InvariantCulture));
                }
                else
                {
                    ticks.AddMinor(x);
                }
            }
        }

        return ticks;
    }
}
