using System.Globalization;
using Nano.GrpcRig.Runner;
using Nano.GrpcRig.Server;

// Nano.GrpcRig: W1 Forward over gRPC on loopback, five server variants (see benchmarks/README.md, "gRPC rig").
//   run   [--requests N] [--rounds R] [--concurrency 1,4,16] [--variants google,pbnet,...] [--warmup N]
//         [--timeout-seconds S] [--out FILE]
//   smoke  the CI check: every variant's answer checked, then 200 requests per variant at concurrency 4
//   alloc  bytes allocated per call by each variant's serializer pieces (read, handler, write), in process
//   serve --variant NAME [--port N] [--exit-with-stdin]   (started by run and smoke, one process per variant)
if (args.Length == 0)
{
    Console.Error.WriteLine("usage: Nano.GrpcRig run|smoke|serve [options] (see benchmarks/README.md)");
    return 2;
}

string? Option(string name) => args.SkipWhile(a => a != name).Skip(1).FirstOrDefault();
int IntOption(string name, int fallback) => Option(name) is { } v ? int.Parse(v, CultureInfo.InvariantCulture) : fallback;

try
{
    var defaults = new RigOptions();
    switch (args[0])
    {
        case "alloc":
            return AllocationBreakdown.Run();
        case "serve":
            return await RigServer.RunAsync(Variants.Parse(Option("--variant") ?? "google"), IntOption("--port", 0), args.Contains("--exit-with-stdin"));
        case "smoke":
            return await RigRunner.RunAsync(new RigOptions
            {
                Requests = IntOption("--requests", 200),
                Concurrency = [4],
                Warmup = 20,
                Rounds = 1,
                Timeout = TimeSpan.FromSeconds(60),
                Output = Option("--out"),
            });
        case "run":
            return await RigRunner.RunAsync(new RigOptions
            {
                Requests = Math.Max(1, IntOption("--requests", defaults.Requests)),
                Rounds = Math.Max(1, IntOption("--rounds", defaults.Rounds)),
                Concurrency = Option("--concurrency") is { } c ? c.Split(',').Select(s => int.Parse(s, CultureInfo.InvariantCulture)).ToArray() : defaults.Concurrency,
                Variants = Option("--variants") is { } v ? v.Split(',').Select(Variants.Parse).ToArray() : defaults.Variants,
                Warmup = IntOption("--warmup", defaults.Warmup),
                Timeout = TimeSpan.FromSeconds(IntOption("--timeout-seconds", (int)defaults.Timeout.TotalSeconds)),
                Output = Option("--out"),
            });
        default:
            Console.Error.WriteLine($"unknown command '{args[0]}'");
            return 2;
    }
}
catch (Exception e) when (e is InvalidOperationException or ArgumentException or Grpc.Core.RpcException or HttpRequestException or FormatException)
{
    Console.Error.WriteLine($"gRPC rig: FAILED: {e.Message}");
    return 1;
}
