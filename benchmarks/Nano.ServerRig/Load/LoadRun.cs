namespace Nano.ServerRig.Load;

/// <summary>What one load run measured on the client side.</summary>
/// <param name="Requests">Requests sent.</param>
/// <param name="Succeeded">Requests answered 200 with a complete body.</param>
/// <param name="Elapsed">Wall time from the first request to the last response.</param>
/// <param name="LatenciesMs">Each successful request's latency, in milliseconds.</param>
public sealed record LoadRun(int Requests, int Succeeded, TimeSpan Elapsed, double[] LatenciesMs)
{
    public double Qps => Succeeded / Elapsed.TotalSeconds;

    /// <summary>Nearest-rank percentile (p in 0..100) of the latencies.</summary>
    public double Percentile(double p)
    {
        if (LatenciesMs.Length == 0)
            return double.NaN;
        var sorted = LatenciesMs.Order().ToArray();
        var rank = (int)Math.Ceiling(p / 100 * sorted.Length);
        return sorted[Math.Clamp(rank - 1, 0, sorted.Length - 1)];
    }
}

/// <summary>Sends <c>requests</c> POSTs of one body at a fixed concurrency and reports what it saw.</summary>
public interface ILoadGenerator
{
    string Name { get; }

    Task<LoadRun> RunAsync(Uri url, byte[] body, int requests, int concurrency, TimeSpan timeout);
}
