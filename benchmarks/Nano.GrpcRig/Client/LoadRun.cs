namespace Nano.GrpcRig.Client;

/// <summary>What one timed run of a cell measured on the client side.</summary>
/// <param name="Requests">Requests sent.</param>
/// <param name="Succeeded">Requests answered OK with a response of the expected size.</param>
/// <param name="Elapsed">Wall time from the first request to the last response.</param>
/// <param name="LatenciesMs">Each successful request's latency in milliseconds, sorted.</param>
public sealed record LoadRun(int Requests, int Succeeded, TimeSpan Elapsed, double[] LatenciesMs)
{
    public double Qps => Succeeded / Elapsed.TotalSeconds;

    /// <summary>Nearest-rank percentile (p in 0..100) of the latencies.</summary>
    public double Percentile(double p)
    {
        if (LatenciesMs.Length == 0)
            return double.NaN;
        var rank = (int)Math.Ceiling(p / 100 * LatenciesMs.Length);
        return LatenciesMs[Math.Clamp(rank - 1, 0, LatenciesMs.Length - 1)];
    }
}
