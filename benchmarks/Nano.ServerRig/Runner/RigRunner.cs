using System.Globalization;
using System.Net;
using System.Text;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.ServerRig.Load;
using Nano.ServerRig.Server;

namespace Nano.ServerRig.Runner;

/// <summary>Options of <c>run</c>.</summary>
public sealed record RigOptions
{
    public int Requests { get; init; } = 10_000;
    public int[] Concurrency { get; init; } = [1, 4, 16];
    public Variant[] Variants { get; init; } = Server.Variants.All;
    public string Generator { get; init; } = "auto";
    public int Warmup { get; init; } = 500;
    public int Rounds { get; init; } = 5;
    public TimeSpan Timeout { get; init; } = TimeSpan.FromMinutes(10);
    public string? Output { get; init; }
}

/// <summary>One measured cell: a variant at a concurrency level.</summary>
public sealed record RigResult(Variant Variant, int Concurrency, LoadRun Load, ServerStats Server)
{
    public double AllocatedPerRequest => (double)Server.AllocatedBytes / Load.Requests;
    public double CpuMsPerRequest => Server.CpuTime.TotalMilliseconds / Load.Requests;
}

/// <summary>
/// Starts every variant's server, checks each one's answer, warms them up, then for each concurrency level runs the
/// load against each variant in turn (the order rotates per level), reading the server's counters before and after.
/// </summary>
public static class RigRunner
{
    public static async Task<int> RunAsync(RigOptions options)
    {
        ILoadGenerator generator = options.Generator switch
        {
            "h2load" => new H2LoadGenerator(),
            "httpclient" => new HttpClientGenerator(),
            _ => H2LoadGenerator.Locate() is null ? new HttpClientGenerator() : new H2LoadGenerator(),
        };
        var body = ForwardWorkload.CreateGoogleRequest().ToByteArray();
        if (body.Length != ForwardWorkload.ExpectedRequestSize)
            throw new InvalidOperationException($"The W1 request is {body.Length} bytes, not {ForwardWorkload.ExpectedRequestSize}.");
        Console.WriteLine($"W1 rig: {options.Requests} requests of {body.Length} bytes per cell, concurrency {string.Join(",", options.Concurrency)}, " +
                          $"{options.Rounds} interleaved rounds, generator {generator.Name}, {Environment.ProcessorCount} cores, load {LoadAverage()}");

        var servers = new List<ServerProcess>();
        var results = new List<RigResult>();
        try
        {
            foreach (var variant in options.Variants)
                servers.Add(await ServerProcess.StartAsync(variant));
            using var client = new HttpClient { DefaultRequestVersion = HttpVersion.Version20, DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact };
            foreach (var server in servers)
            {
                var url = new Uri(server.BaseAddress, "/forward");
                await ResponseCheck.VerifyAsync(client, url, body, Variants.Name(server.Variant));
                if (options.Warmup > 0)
                {
                    var warm = await generator.RunAsync(url, body, options.Warmup, options.Concurrency.Max(), options.Timeout);
                    Require(warm, server.Variant, "warmup");
                }
                Console.WriteLine($"  {Variants.Name(server.Variant)}: response verified, {options.Warmup} warmup requests");
            }

            foreach (var concurrency in options.Concurrency)
            {
                // The machine's load drifts: each cell's requests are split into rounds, interleaved across the
                // variants (the order rotating per round), and the rounds of a cell are pooled.
                var cells = servers.ToDictionary(s => s.Variant, _ => new List<(LoadRun Load, ServerStats Stats)>());
                for (var round = 0; round < options.Rounds; round++)
                {
                    var requests = options.Requests / options.Rounds + (round < options.Requests % options.Rounds ? 1 : 0);
                    for (var k = 0; k < servers.Count; k++)
                    {
                        var server = servers[(round + k) % servers.Count];
                        var url = new Uri(server.BaseAddress, "/forward");
                        var before = await Stats(client, server);
                        var load = await generator.RunAsync(url, body, requests, concurrency, options.Timeout);
                        var after = await Stats(client, server);
                        Require(load, server.Variant, $"c={concurrency} round {round + 1}");
                        cells[server.Variant].Add((load, after - before));
                        if (options.Rounds > 1)
                            Console.WriteLine($"    round {round + 1} {Variants.Name(server.Variant),-9} c={concurrency,-3} {load.Qps,8:F1} qps  p99 {load.Percentile(99),8:F2} ms  " +
                                              $"CPU {(after - before).CpuTime.TotalMilliseconds / requests,5:F2} ms/req  gen0/1/2 {(after - before).Gen0}/{(after - before).Gen1}/{(after - before).Gen2}  load {LoadAverage()}");
                    }
                }
                foreach (var server in servers)
                {
                    var parts = cells[server.Variant];
                    var load = new LoadRun(parts.Sum(p => p.Load.Requests), parts.Sum(p => p.Load.Succeeded),
                        TimeSpan.FromTicks(parts.Sum(p => p.Load.Elapsed.Ticks)), parts.SelectMany(p => p.Load.LatenciesMs).ToArray());
                    var stats = parts.Select(p => p.Stats).Aggregate((a, b) => a + b);
                    var result = new RigResult(server.Variant, concurrency, load, stats);
                    results.Add(result);
                    Console.WriteLine($"  {Variants.Name(server.Variant),-9} c={concurrency,-3} {load.Qps,8:F1} qps  p99 {load.Percentile(99),8:F2} ms  " +
                                      $"{result.AllocatedPerRequest / 1024,9:F1} KB/req  load {LoadAverage()}");
                }
            }
        }
        finally
        {
            foreach (var server in servers)
                await server.DisposeAsync();
        }

        var report = Report(results, options, generator.Name, body.Length);
        Console.WriteLine();
        Console.WriteLine(report);
        if (options.Output is { } path)
            await File.WriteAllTextAsync(path, report);
        return 0;
    }

    private static void Require(LoadRun run, Variant variant, string what)
    {
        if (run.Succeeded != run.Requests)
            throw new InvalidOperationException($"{Variants.Name(variant)} {what}: only {run.Succeeded} of {run.Requests} requests succeeded.");
    }

    private static async Task<ServerStats> Stats(HttpClient client, ServerProcess server) =>
        ServerStats.Parse(await client.GetStringAsync(new Uri(server.BaseAddress, "/stats")));

    private static string LoadAverage() =>
        File.Exists("/proc/loadavg") ? string.Join(' ', File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "n/a";

    private static string Report(List<RigResult> results, RigOptions options, string generator, int bodyLength)
    {
        var c = CultureInfo.InvariantCulture;
        var sb = new StringBuilder();
        sb.AppendLine(c, $"W1 over HTTP/2 (h2c), {options.Requests} requests per cell in {options.Rounds} rounds interleaved across the variants ({bodyLength} B request, {ForwardWorkload.ExpectedResponseSize} B response), generator {generator}, " +
                         $"{Environment.ProcessorCount} cores, load average at the end {LoadAverage()}, {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC");
        sb.AppendLine();
        sb.AppendLine("| variant | conc. | qps | p50 ms | p90 ms | p95 ms | p99 ms | p99.9 ms | server KB/req | gen0 | gen1 | gen2 | server CPU ms/req |");
        sb.AppendLine("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
        foreach (var r in results.OrderBy(r => r.Concurrency).ThenBy(r => r.Variant))
        {
            var l = r.Load;
            sb.AppendLine(c, $"| {Variants.Name(r.Variant)} | {r.Concurrency} | {l.Qps:F1} | {l.Percentile(50):F2} | {l.Percentile(90):F2} | {l.Percentile(95):F2} | " +
                             $"{l.Percentile(99):F2} | {l.Percentile(99.9):F2} | {r.AllocatedPerRequest / 1024:F1} | {r.Server.Gen0} | {r.Server.Gen1} | {r.Server.Gen2} | {r.CpuMsPerRequest:F2} |");
        }

        sb.AppendLine();
        sb.AppendLine("Targets (same run):");
        foreach (var level in results.GroupBy(r => r.Concurrency).OrderBy(g => g.Key))
        {
            var google = level.FirstOrDefault(r => r.Variant == Variant.Google);
            if (google is null)
                continue;
            foreach (var nano in level.Where(r => r.Variant != Variant.Google))
            {
                var name = Variants.Name(nano.Variant);
                var allocation = nano.Variant == Variant.NanoPool ? $" ({Mark(nano.AllocatedPerRequest <= 0.25 * google.AllocatedPerRequest)}: <= 25%)" : "";
                sb.AppendLine(c, $"- c={level.Key} {name}: qps {nano.Load.Qps / google.Load.Qps:P0} of Google ({Mark(nano.Load.Qps >= google.Load.Qps)}), " +
                                 $"p99 {nano.Load.Percentile(99):F2} vs {google.Load.Percentile(99):F2} ms ({Mark(nano.Load.Percentile(99) <= google.Load.Percentile(99))}), " +
                                 $"allocated {nano.AllocatedPerRequest / google.AllocatedPerRequest:P0} of Google's bytes/req{allocation}");
            }
        }
        return sb.ToString();
    }

    private static string Mark(bool met) => met ? "met" : "MISSED";
}
