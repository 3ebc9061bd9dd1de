using System.Globalization;

namespace Nano.GrpcRig.Server;

/// <summary>Process-wide counters of a server: bytes allocated, collections per generation, CPU time.</summary>
public readonly record struct ServerStats(long AllocatedBytes, int Gen0, int Gen1, int Gen2, TimeSpan CpuTime)
{
    public static ServerStats Capture() => new(
        GC.GetTotalAllocatedBytes(precise: true), GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2),
        Environment.CpuUsage.TotalTime);

    public string Format() => string.Join(' ',
        AllocatedBytes.ToString(CultureInfo.InvariantCulture), Gen0.ToString(CultureInfo.InvariantCulture),
        Gen1.ToString(CultureInfo.InvariantCulture), Gen2.ToString(CultureInfo.InvariantCulture),
        CpuTime.Ticks.ToString(CultureInfo.InvariantCulture));

    public static ServerStats Parse(string text)
    {
        var p = text.Trim().Split(' ');
        return new(long.Parse(p[0], CultureInfo.InvariantCulture), int.Parse(p[1], CultureInfo.InvariantCulture),
            int.Parse(p[2], CultureInfo.InvariantCulture), int.Parse(p[3], CultureInfo.InvariantCulture),
            TimeSpan.FromTicks(long.Parse(p[4], CultureInfo.InvariantCulture)));
    }

    public static ServerStats operator -(ServerStats a, ServerStats b) =>
        new(a.AllocatedBytes - b.AllocatedBytes, a.Gen0 - b.Gen0, a.Gen1 - b.Gen1, a.Gen2 - b.Gen2, a.CpuTime - b.CpuTime);
}
