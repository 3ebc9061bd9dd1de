using System.Diagnostics;
using System.Net;
using System.Net.Http.Headers;
using Nano.AspNetCore;

namespace Nano.ServerRig.Load;

/// <summary>
/// The fallback generator: <c>concurrency</c> workers in this process, each with its own HTTP/2 (h2c prior
/// knowledge) connection, sending requests back to back. Latency is measured from send to the last response byte.
/// </summary>
public sealed class HttpClientGenerator : ILoadGenerator
{
    public string Name => "httpclient";

    public async Task<LoadRun> RunAsync(Uri url, byte[] body, int requests, int concurrency, TimeSpan timeout)
    {
        var latencies = new double[requests];
        var ok = new bool[requests];
        var next = -1;
        using var cts = new CancellationTokenSource(timeout);
        var clients = Enumerable.Range(0, concurrency).Select(_ => Client()).ToArray();
        var wall = Stopwatch.StartNew();
        await Task.WhenAll(clients.Select(client => Task.Run(async () =>
        {
            var drain = new byte[64 * 1024];
            int i;
            while ((i = Interlocked.Increment(ref next)) < requests && !cts.IsCancellationRequested)
            {
                var start = Stopwatch.GetTimestamp();
                try
                {
                    using var content = new ByteArrayContent(body);
                    content.Headers.ContentType = new MediaTypeHeaderValue(ProtobufMediaTypes.XProtobuf);
                    using var response = await client.PostAsync(url, content, cts.Token);
                    await using var stream = await response.Content.ReadAsStreamAsync(cts.Token);
                    long read = 0;
                    int n;
                    while ((n = await stream.ReadAsync(drain, cts.Token)) > 0)
                        read += n;
                    ok[i] = response.StatusCode == HttpStatusCode.OK && read == response.Content.Headers.ContentLength && read > 0;
                }
                catch (Exception e) when (e is HttpRequestException or OperationCanceledException or IOException)
                {
                    ok[i] = false;
                }
                latencies[i] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            }
        })));
        wall.Stop();
        foreach (var c in clients)
            c.Dispose();
        var succeeded = Enumerable.Range(0, requests).Where(i => ok[i]).ToArray();
        return new LoadRun(requests, succeeded.Length, wall.Elapsed, succeeded.Select(i => latencies[i]).ToArray());
    }

    private static HttpClient Client() => new(new SocketsHttpHandler { EnableMultipleHttp2Connections = false })
    {
        DefaultRequestVersion = HttpVersion.Version20,
        DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact,
        Timeout = Timeout.InfiniteTimeSpan,
    };
}
