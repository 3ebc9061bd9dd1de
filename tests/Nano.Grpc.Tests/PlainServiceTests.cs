using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.Grpc.Tests;

/// <summary><see cref="NanoMarshallers"/> in a plain Grpc.AspNetCore service and a Grpc.Net.Client call invoker.</summary>
public sealed class PlainServiceTests
{
    private static Task<TestHost> StartAsync(LeaseLog log) => TestHost.StartAsync(
        services =>
        {
            services.AddSingleton(log);
            services.AddGrpc(options => options.AddNanoPoolMode());
        },
        app => app.MapGrpcService<PlainService>());

    [Fact]
    public async Task Unary_round_trip_and_a_malformed_request()
    {
        await using var host = await StartAsync(new LeaseLog());
        var invoker = host.Channel.CreateCallInvoker();
        var reply = await invoker.AsyncUnaryCall(PlainServiceBase.EchoMethod, null, default, new Note { Text = "p", Number = 3 });
        Assert.Equal(("p", -3), (reply.Text, reply.Number));

        var raw = new Method<byte[], byte[]>(MethodType.Unary, PlainServiceBase.Name, "Echo", Marshallers.Create(b => b, b => b), Marshallers.Create(b => b, b => b));
        var e = await Assert.ThrowsAsync<RpcException>(async () => await invoker.AsyncUnaryCall(raw, null, default, [0x0A, 0x09, 0x41]));
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task Pooled_request_is_released_after_the_call()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var sent = new Blob { Id = 12, Data = new byte[] { 9, 8, 7 } };
        var reply = await host.Channel.CreateCallInvoker().AsyncUnaryCall(PlainServiceBase.ForwardClientMethod, null, default, sent);
        Assert.Equal(12, reply.Id);
        Assert.Equal(new byte[] { 9, 8, 7 }, reply.Data.ToArray());
        var deadline = DateTime.UtcNow.AddSeconds(10);
        while (log.Leases.Any(l => !l.IsDisposed) && DateTime.UtcNow < deadline)
            await Task.Delay(10);
        Assert.True(Assert.Single(log.Leases).IsDisposed);
    }
}
