using System.Globalization;
using Nano.ServerRig.Runner;
using Nano.ServerRig.Server;

// Nano.ServerRig: W1 request/response over HTTP/2 on loopback (see benchmarks/README.md).
//   run   [--requests N] [--concurrency 1,4,16] [--variants nano-copy,nano-pool,google] [--generator auto|h2load|httpclient]
//         [--warmup N] [--rounds R] [--timeout-seconds S] [--out FILE]
//   smoke  the CI check: 200 requests per variant at concurrency 4 with the HttpClient generator
//   breakdown  bytes allocated per phase (read request, build response, write response) for each variant, without HTTP
//   serve --variant NAME [--port N]   (started by run)
if (args.Length == 0)
{
    Console.Error.WriteLine("usage: Nano.ServerRig run|smoke|serve [options] (see benchmarks/README.md)");
    return 2;
}

string? Option(string name) => args.SkipWhile(a => a != name).Skip(1).FirstOrDefault();
int IntOption(string name, int fallback) => Option(name) is { } v ? int.Parse(v, CultureInfo.InvariantCulture) : fallback;

switch (args[0])
{
    case "breakdown":
        return AllocationBreakdown.Run();
    case "serve":
        return await RigServer.RunAsync(Variants.Parse(Option("--variant") ?? "nano-copy"), IntOption("--port", 0));
    case "smoke":
        return await RigRunner.RunAsync(new RigOptions
        {
            Requests = IntOption("--requests", 200),
            Concurrency = [4],
            Generator = "httpclient",
            Warmup = 20,
            Rounds = 2,
            Timeout = TimeSpan.FromMinutes(3),
            Output = Option("--out"),
        });
    case "run":
        var defaults = new RigOptions();
        return await RigRunner.RunAsync(new RigOptions
        {
            Requests = IntOption("--requests", defaults.Requests),
            Concurrency = Option("--concurrency") is { } c ? c.Split(',').Select(s => int.Parse(s, CultureInfo.InvariantCulture)).ToArray() : defaults.Concurrency,
            Variants = Option("--variants") is { } v ? v.Split(',').Select(Variants.Parse).ToArray() : defaults.Variants,
            Generator = Option("--generator") ?? defaults.Generator,
            Warmup = IntOption("--warmup", defaults.Warmup),
            Rounds = Math.Max(1, IntOption("--rounds", defaults.Rounds)),
            Timeout = TimeSpan.FromSeconds(IntOption("--timeout-seconds", (int)defaults.Timeout.TotalSeconds)),
            Output = Option("--out"),
        });
    default:
        Console.Error.WriteLine($"unknown command '{args[0]}'");
        return 2;
}
