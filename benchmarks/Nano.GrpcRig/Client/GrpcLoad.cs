using System.Diagnostics;
using Grpc.Core;
using Nano.Benchmarks.Workloads;

namespace Nano.GrpcRig.Client;

/// <summary>
/// Sends <c>requests</c> unary calls over one channel with <c>concurrency</c> workers, back to back. The loop is
/// bounded: workers take request numbers from a counter and stop at <c>requests</c>, and every call has a deadline
/// while the whole run has a timeout. Latency is from the call's start to its response.
/// </summary>
public static class GrpcLoad
{
    public static async Task<LoadRun> RunAsync(CallInvoker invoker, byte[] body, int requests, int concurrency, TimeSpan timeout)
    {
        var latencies = new double[requests];
        var ok = new bool[requests];
        var next = -1;
        using var cts = new CancellationTokenSource(timeout);
        var wall = Stopwatch.StartNew();
        await Task.WhenAll(Enumerable.Range(0, concurrency).Select(_ => Task.Run(async () =>
        {
            int i;
            while ((i = Interlocked.Increment(ref next)) < requests && !cts.IsCancellationRequested)
            {
                var start = Stopwatch.GetTimestamp();
                try
                {
                    var options = new CallOptions(deadline: DateTime.UtcNow.AddSeconds(30), cancellationToken: cts.Token);
                    var length = await invoker.AsyncUnaryCall(RawForward.Timed, null, options, body);
                    ok[i] = length.Value == ForwardWorkload.ExpectedResponseSize;
                }
                catch (RpcException)
                {
                    ok[i] = false;
                }
                latencies[i] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            }
        })));
        wall.Stop();
        var succeeded = Enumerable.Range(0, requests).Where(i => ok[i]).Select(i => latencies[i]).Order().ToArray();
        return new LoadRun(requests, succeeded.Length, wall.Elapsed, succeeded);
    }
}
