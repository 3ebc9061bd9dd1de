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
using Nano.Grpc;
using ProtoBuf.Grpc.Server;

namespace Nano.GrpcRig.Server;

/// <summary>
/// The server process: Kestrel on 127.0.0.1, h2c only, a free port, serving one variant's
/// <c>/nano.rig.ForwardService/Forward</c> and its own counters at <c>GET /stats</c> (read before and after each cell).
/// Prints <c>listening URL</c> once it accepts connections; with <c>--exit-with-stdin</c> it stops when its stdin closes.
/// </summary>
public static class RigServer
{
    public static async Task<int> RunAsync(Variant variant, int port, bool exitWithStdin)
    {
        using var profile = Environment.GetEnvironmentVariable("NANO_RIG_ALLOC_PROFILE") is { Length: > 0 } ? new AllocationProfile() : null;
        var builder = WebApplication.CreateSlimBuilder();
        if (Environment.GetEnvironmentVariable("NANO_RIG_LOG") != "1")
            builder.Logging.ClearProviders(); // set NANO_RIG_LOG=1 to see the server's errors
        builder.WebHost.ConfigureKestrel(kestrel =>
        {
            kestrel.Limits.Http2.MaxStreamsPerConnection = 1000;
            kestrel.Listen(IPAddress.Loopback, port, listen => listen.Protocols = HttpProtocols.Http2);
        });

        switch (variant)
        {
            case Variant.Google:
            case Variant.NanoPlain:
                builder.Services.AddGrpc();
                break;
            case Variant.Pbnet:
                builder.Services.AddCodeFirstGrpc();
                break;
            case Variant.NanoPool:
                builder.Services.AddNanoCodeFirstGrpc(RigModel.Pooled);
                break;
            default:
                builder.Services.AddNanoCodeFirstGrpc(RigModel.Instance);
                break;
        }

        var app = builder.Build();
        _ = variant switch
        {
            Variant.Google => app.MapGrpcService<GoogleForwardService>(),
            Variant.Pbnet => app.MapGrpcService<PbnetForwardService>(),
            Variant.NanoPbnetGrpc => app.MapGrpcService<NanoForwardService>(),
            Variant.NanoPool => app.MapGrpcService<NanoPooledForwardService>(),
            _ => app.MapGrpcService<PlainForwardService>(),
        };
        app.MapGet("/stats", () => Results.Text(ServerStats.Capture().Format()));

        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        Console.WriteLine($"listening {address} {Variants.Name(variant)} gc={(System.Runtime.GCSettings.IsServerGC ? "server" : "workstation")}");
        if (exitWithStdin)
            _ = Task.Run(async () =>
            {
                await Console.In.ReadToEndAsync();
                app.Lifetime.StopApplication();
            });
        await app.WaitForShutdownAsync();
        if (profile is not null)
            await File.WriteAllTextAsync(Path.Combine(Environment.GetEnvironmentVariable("NANO_RIG_ALLOC_PROFILE")!, Variants.Name(variant) + ".txt"), profile.Format());
        return 0;
    }
}
