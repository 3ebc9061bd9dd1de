namespace Nano.Ratio.Harness;

/// <summary>Medians and formatting.</summary>
internal static class Stats
{
    /// <summary>The median (the mean of the two middle values for an even count).</summary>
    public static double Median(IEnumerable<double> values)
    {
        double[] sorted = values.OrderBy(v => v).ToArray();
        if (sorted.Length == 0)
        {
            return double.NaN;
        }

        int mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /// <summary>The lower quartile, interpolated as Python's <c>statistics.quantiles(n=4)</c> does (the "exclusive"
    /// method, position (n + 1) / 4); the minimum for fewer than four values.</summary>
    public static double LowerQuartile(IEnumerable<double> values)
    {
        double[] sorted = values.OrderBy(v => v).ToArray();
        if (sorted.Length < 4)
        {
            return sorted.Length == 0 ? double.NaN : sorted[0];
        }

        int m = sorted.Length + 1;
        int j = m / 4;
        int delta = m % 4;
        return (sorted[j - 1] * (4 - delta) + sorted[j] * delta) / 4;
    }

    /// <summary>A time in ns as ns, µs or ms with three significant digits.</summary>
    public static string Time(double ns) => ns switch
    {
        double.NaN => "–",
        < 1_000 => $"{ns:0.0} ns",
        < 1_000_000 => $"{ns / 1_000:0.00} µs",
        _ => $"{ns / 1_000_000:0.00} ms",
    };

    /// <summary>A ratio with two decimals (three below 0.1).</summary>
    public static string Ratio(double r) => double.IsNaN(r) ? "–" : r < 0.1 ? $"{r:0.000}" : $"{r:0.00}";

    /// <summary>Bytes per operation, rounded to whole bytes with thousands separators.</summary>
    public static string Bytes(double b) => double.IsNaN(b) ? "–" : $"{Math.Round(b):#,0} B";
}
