using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;
using ProtoBuf.Grpc.Configuration;
using ProtoBuf.Grpc.Server;

namespace Nano.Grpc.Tests;

/// <summary>Pool mode over gRPC: each request lease is released when its call ends, however the handler ends.</summary>
public sealed class PooledRequestInterceptorTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(10);

    private static Task<TestHost> StartAsync(LeaseLog log, bool poolMode = true) => TestHost.StartAsync(
        services =>
        {
            services.AddSingleton(log);
            if (poolMode)
            {
                services.AddNanoCodeFirstGrpc();
            }
            else
            {
                // Nano's marshallers (pooled requests included) but no interceptor: nothing releases the leases.
                services.AddSingleton(BinderConfiguration.Create([new NanoMarshallerFactory()]));
                services.AddCodeFirstGrpc();
            }
        },
        app => app.MapGrpcService<PoolService>());

    private static Blob Payload(int id) => new() { Id = id, Data = Enumerable.Range(0, 100 + id).Select(i => (byte)(i * 7 + id)).ToArray() };

    [Fact]
    public async Task Unary_lease_outlives_the_handler_until_the_response_is_written_then_is_released()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var sent = Payload(1);
        var reply = await host.Channel.CreateNanoGrpcService<IPoolClient>().Forward(sent);
        Assert.Equal(1, reply.Id);
        Assert.Equal(sent.Data.ToArray(), reply.Data.ToArray()); // written from the lease after the handler returned
        await AllReleased(log, expected: 1);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task Lease_is_released_when_the_handler_throws()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var e = await Assert.ThrowsAsync<RpcException>(async () => await host.Channel.CreateNanoGrpcService<IPoolClient>().Throw(Payload(2)));
        Assert.Equal(StatusCode.FailedPrecondition, e.StatusCode);
        await AllReleased(log, expected: 1);
    }

    [Fact]
    public async Task Lease_is_released_when_the_call_is_cancelled()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        using var cancel = new CancellationTokenSource();
        var call = host.Channel.CreateNanoGrpcService<IPoolClient>().Hang(Payload(3), new CallOptions(cancellationToken: cancel.Token)).AsTask();
        await log.FirstLease.Task.WaitAsync(Patience); // the handler holds the lease
        cancel.Cancel();
        var e = await Assert.ThrowsAsync<RpcException>(() => call);
        Assert.Equal(StatusCode.Cancelled, e.StatusCode);
        await AllReleased(log, expected: 1);
    }

    [Fact]
    public async Task Server_streaming_lease_is_released_after_the_stream()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var sent = Payload(4);
        var ids = new List<int>();
        await foreach (var blob in host.Channel.CreateNanoGrpcService<IPoolClient>().Repeat(sent))
        {
            Assert.Equal(sent.Data.ToArray(), blob.Data.ToArray());
            ids.Add(blob.Id);
        }
        Assert.Equal([0, 1, 2], ids);
        await AllReleased(log, expected: 1);
    }

    [Fact]
    public async Task Every_lease_of_a_client_stream_is_released()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var total = await host.Channel.CreateNanoGrpcService<IPoolClient>().Gather(Blobs(5, 6, 7));
        Assert.Equal(3, total.Count);
        Assert.Equal(105 + 106 + 107, total.Sum);
        await AllReleased(log, expected: 3);
    }

    [Fact]
    public async Task Every_lease_of_a_duplex_stream_is_released()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var echoed = new List<(int, byte[])>();
        await foreach (var blob in host.Channel.CreateNanoGrpcService<IPoolClient>().Relay(Blobs(8, 9)))
            echoed.Add((blob.Id, blob.Data.ToArray()));
        Assert.Equal([8, 9], echoed.Select(e => e.Item1));
        Assert.Equal(Payload(9).Data.ToArray(), echoed[1].Item2);
        await AllReleased(log, expected: 2);
    }

    [Fact]
    public async Task A_long_client_stream_whose_handler_disposes_some_leases_ends_with_all_released()
    {
        var log = new LeaseLog();
        await using var host = await StartAsync(log);
        var ids = Enumerable.Range(1, 100).ToArray();
        var total = await host.Channel.CreateNanoGrpcService<IPoolClient>().GatherDisposingEven(Blobs(ids));
        Assert.Equal(100, total.Count);
        Assert.Equal(5050, total.Sum);
        await AllReleased(log, expected: 100);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task Without_the_interceptor_nothing_releases_the_lease()
    {
        // The control for the tests above: the release comes from the interceptor, not from gRPC or the handler.
        var log = new LeaseLog();
        await using var host = await StartAsync(log, poolMode: false);
        await host.Channel.CreateNanoGrpcService<IPoolClient>().Forward(Payload(1));
        await Task.Delay(300);
        var lease = Assert.Single(log.Leases);
        Assert.False(lease.IsDisposed);
        lease.Dispose();
    }

    private static async Task AllReleased(LeaseLog log, int expected)
    {
        // Released when the HTTP/2 stream completes, which may be just after the client has its answer.
        var deadline = DateTime.UtcNow + Patience;
        while (log.Leases.Any(l => !l.IsDisposed) && DateTime.UtcNow < deadline)
            await Task.Delay(10);
        Assert.Equal(expected, log.Leases.Count);
        Assert.All(log.Leases, lease => Assert.True(lease.IsDisposed));
    }

    private static async IAsyncEnumerable<Blob> Blobs(params int[] ids)
    {
        foreach (var id in ids)
        {
            await Task.Yield();
            yield return Payload(id);
        }
    }
}
