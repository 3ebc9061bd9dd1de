using System.Globalization;
using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Nano.AspNetCore;

namespace Nano.ServerRig.Server;

/// <summary>
/// The server process: Kestrel on 127.0.0.1, HTTP/1.1 and h2c (prior knowledge) on one port, serving one variant at
/// <c>POST /forward</c>, and its own counters at <c>GET /stats</c> (read before and after a load run).
/// </summary>
public static class RigServer
{
    public static async Task<int> RunAsync(Variant variant, int port)
    {
        var builder = WebApplication.CreateSlimBuilder();
        if (Environment.GetEnvironmentVariable("NANO_RIG_LOG") != "1")
            builder.Logging.ClearProviders(); // set NANO_RIG_LOG=1 to see the server's errors
        builder.WebHost.ConfigureKestrel(kestrel =>
        {
            kestrel.Limits.MaxRequestBodySize = 4 * 1024 * 1024;
            kestrel.Limits.Http2.MaxStreamsPerConnection = 1000;
            kestrel.Listen(IPAddress.Loopback, port, listen => listen.Protocols = HttpProtocols.Http2);
        });

        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Emit;
        // Pool mode recycles the request's objects and list too: the lease goes back when the request ends, after the
        // response (which holds none of the request's objects) is written.
        model.RecycleMessages = variant == Variant.NanoPool;
        builder.Services.AddNanoProtobuf(options => options.Model = model);

        var app = builder.Build();
        switch (variant)
        {
            case Variant.NanoCopy:
                app.MapPost("/forward", ForwardHandlers.NanoCopy);
                break;
            case Variant.NanoPool:
                app.MapPost("/forward", ForwardHandlers.NanoPool);
                break;
            default:
                app.MapPost("/forward", ForwardHandlers.Google);
                break;
        }
        app.MapGet("/stats", () => Results.Text(ServerStats.Capture().Format()));

        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        Console.WriteLine($"listening {address} {Variants.Name(variant)} gc={(System.Runtime.GCSettings.IsServerGC ? "server" : "workstation")}");
        await app.WaitForShutdownAsync();
        return 0;
    }
}

/// <summary>Process-wide counters of the server: bytes allocated, collections per generation, CPU time.</summary>
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

    public static ServerStats operator +(ServerStats a, ServerStats b) =>
        new(a.AllocatedBytes + b.AllocatedBytes, a.Gen0 + b.Gen0, a.Gen1 + b.Gen1, a.Gen2 + b.Gen2, a.CpuTime + b.CpuTime);

    public static ServerStats operator -(ServerStats a, ServerStats b) =>
        new(a.AllocatedBytes - b.AllocatedBytes, a.Gen0 - b.Gen0, a.Gen1 - b.Gen1, a.Gen2 - b.Gen2, a.CpuTime - b.CpuTime);
}
