using System.Net;
using Google.Protobuf;
using Grpc.Net.Client;
using Nano.Benchmarks.Workloads;
using Nano.GrpcRig.Client;
using Nano.GrpcRig.Server;

namespace Nano.GrpcRig.Runner;

/// <summary>Options of <c>run</c> and <c>smoke</c>.</summary>
public sealed record RigOptions
{
    public int Requests { get; init; } = 10_000;
    public int[] Concurrency { get; init; } = [1, 4, 16];
    public Variant[] Variants { get; init; } = Server.Variants.All;
    public int Warmup { get; init; } = 500;
    public int Rounds { get; init; } = 3;
    public TimeSpan Timeout { get; init; } = TimeSpan.FromMinutes(10);
    public string? Output { get; init; }
}

/// <summary>One timed run: a variant at a concurrency level in one round, with the server's counters over it.</summary>
public sealed record Cell(Variant Variant, int Concurrency, int Round, LoadRun Load, ServerStats Server);

/// <summary>
/// Starts every variant's server, checks each one's answer and warms it up; then, for each round and each concurrency
/// level, checks and times each variant in turn, the order rotated per round, reading the server's counters before and
/// after. The report gives medians over the rounds.
/// </summary>
public static class RigRunner
{
    public static async Task<int> RunAsync(RigOptions options)
    {
        var body = ForwardWorkload.CreateGoogleRequest().ToByteArray();
        if (body.Length != ForwardWorkload.ExpectedRequestSize)
            throw new InvalidOperationException($"The W1 request is {body.Length} bytes, not {ForwardWorkload.ExpectedRequestSize}.");
        var loadAtStart = LoadAverage();
        Console.WriteLine($"gRPC rig: {options.Requests} requests of {body.Length} B per cell, concurrency {string.Join(",", options.Concurrency)}, " +
                          $"{options.Rounds} round(s), {Environment.ProcessorCount} cores, load {loadAtStart}");

        var servers = new List<(ServerProcess Process, GrpcChannel Channel)>();
        var cells = new List<Cell>();
        using var stats = new HttpClient { DefaultRequestVersion = HttpVersion.Version20, DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact };
        try
        {
            foreach (var variant in options.Variants)
            {
                var process = await ServerProcess.StartAsync(variant);
                servers.Add((process, GrpcChannel.ForAddress(process.BaseAddress, new GrpcChannelOptions { MaxReceiveMessageSize = 16 * 1024 * 1024 })));
            }
            foreach (var (process, channel) in servers)
            {
                var invoker = channel.CreateCallInvoker();
                await ResponseCheck.VerifyAsync(invoker, body, Variants.Name(process.Variant));
                if (options.Warmup > 0)
                    Require(await GrpcLoad.RunAsync(invoker, body, options.Warmup, options.Concurrency.Max(), options.Timeout), process.Variant, "warmup");
                Console.WriteLine($"  {Variants.Name(process.Variant)}: response verified, {options.Warmup} warmup requests");
            }

            for (var round = 0; round < options.Rounds; round++)
            {
                foreach (var concurrency in options.Concurrency)
                {
                    for (var k = 0; k < servers.Count; k++)
                    {
                        var (process, channel) = servers[(round + k) % servers.Count];
                        var invoker = channel.CreateCallInvoker();
                        var name = Variants.Name(process.Variant);
                        await ResponseCheck.VerifyAsync(invoker, body, name);
                        var before = await Stats(stats, process);
                        var load = await GrpcLoad.RunAsync(invoker, body, options.Requests, concurrency, options.Timeout);
                        var server = await Stats(stats, process) - before;
                        Require(load, process.Variant, $"c={concurrency} round {round + 1}");
                        cells.Add(new Cell(process.Variant, concurrency, round, load, server));
                        Console.WriteLine($"    round {round + 1} {name,-15} c={concurrency,-3} {load.Qps,8:F1} qps  p99 {load.Percentile(99),8:F2} ms  " +
                                          $"{(double)server.AllocatedBytes / load.Requests / 1024,8:F1} KB/req  CPU {server.CpuTime.TotalMilliseconds / load.Requests,6:F2} ms/req  " +
                                          $"gen0/1/2 {server.Gen0}/{server.Gen1}/{server.Gen2}  load {LoadAverage()}");
                    }
                }
            }
        }
        finally
        {
            foreach (var (process, channel) in servers)
            {
                channel.Dispose();
                await process.DisposeAsync();
            }
        }

        var report = RigReport.Format(cells, options, loadAtStart, LoadAverage());
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

    /// <summary>The 1, 5 and 15 minute load averages, as <c>uptime</c> prints them.</summary>
    public static string LoadAverage() =>
        File.Exists("/proc/loadavg") ? string.Join(' ', File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "n/a";
}
