using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.Grpc.Tests;

/// <summary>
/// Pool mode over gRPC with a model that recycles message objects: a request's objects and list go back to the
/// model's pools only when its call has ended, response written, so a handler never sees them recycled while its call
/// runs, and reaching them through the lease afterwards throws.
/// </summary>
public sealed class RecycledRequestTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(10);

    public static TheoryData<SerializerBackend> Backends =>
        new() { SerializerBackend.Emit, SerializerBackend.Interpreted };

    private static RuntimeTypeModel RecyclingModel(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        model.RecycleMessages = true;
        Assert.True(model.IsRecycled(typeof(Batch), out var reason), reason);
        Assert.True(model.IsRecycled(typeof(Entry), out reason), reason);
        return model;
    }

    private static Task<TestHost> StartAsync(RecycleLog log, RuntimeTypeModel model) => TestHost.StartAsync(
        services =>
        {
            services.AddSingleton(log);
            services.AddNanoCodeFirstGrpc(model);
        },
        app => app.MapGrpcService<RecycleService>());

    /// <summary>Messages that differ in every value and in length, so that one read's objects reused by another
    /// show.</summary>
    private static Batch Message(int id) => new()
    {
        Id = id,
        Entries = [.. Enumerable.Range(0, 1 + (id * 7 % 23)).Select(i => new Entry
        {
            Number = id * 1000 + i,
            Text = i % 3 == 0 ? null : $"t{id}.{i}",
            Data = Enumerable.Range(0, (id + i) % 9).Select(b => (byte)(b + id + i)).ToArray(),
        })],
    };

    [Theory, MemberData(nameof(Backends))]
    public async Task Concurrent_echoes_of_recycled_requests_answer_each_with_its_own_message(SerializerBackend backend)
    {
        // Each answer is written from the request's recycled objects after its handler returned; a lease released
        // before the write would hand them to another call's read and the answer would show that call's values.
        var log = new RecycleLog();
        await using var host = await StartAsync(log, RecyclingModel(backend));
        var client = host.Channel.CreateNanoGrpcService<IRecycleClient>();
        await Task.WhenAll(Enumerable.Range(0, 4).Select(worker => Task.Run(async () =>
        {
            for (var i = 0; i < 25; i++)
            {
                var sent = Message(worker * 100 + i);
                var reply = await client.Echo(sent);
                Assert.Equal(RecycleService.Snapshot(sent), RecycleService.Snapshot(reply));
            }
        })));
        await AllReleased(log, expected: 100);
        Assert.Empty(host.Errors.Entries);
    }

    [Theory, MemberData(nameof(Backends))]
    public async Task After_its_call_a_request_is_recycled_and_its_lease_refuses_access(SerializerBackend backend)
    {
        var log = new RecycleLog();
        await using var host = await StartAsync(log, RecyclingModel(backend));
        var client = host.Channel.CreateNanoGrpcService<IRecycleClient>();
        var first = Message(5);
        Assert.Equal(RecycleService.Sum(first).Sum, (await client.Keep(first)).Sum);
        await AllReleased(log, expected: 1);
        var lease = Assert.Single(log.Leases);
        Assert.Throws<ObjectDisposedException>(() => lease.Value);

        // The next call's request is read into the first one's objects, given back when its call ended.
        var second = Message(6);
        var total = await client.Keep(second);
        Assert.Equal(RecycleService.Sum(second).Sum, total.Sum);
        Assert.Equal(second.Entries.Count, total.Count);
        var roots = log.Roots.ToArray();
        Assert.Equal(2, roots.Length);
        Assert.Same(roots[0], roots[1]);
        await AllReleased(log, expected: 2);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task A_handler_that_outlives_its_cancelled_call_keeps_its_request_until_it_returns()
    {
        var log = new RecycleLog();
        await using var host = await StartAsync(log, RecyclingModel(SerializerBackend.Emit));
        var client = host.Channel.CreateNanoGrpcService<IRecycleClient>();
        using var cancel = new CancellationTokenSource();
        var call = client.Linger(Message(9), new CallOptions(cancellationToken: cancel.Token)).AsTask();
        await log.Lingering.Task.WaitAsync(Patience);
        cancel.Cancel();
        var e = await Assert.ThrowsAsync<RpcException>(() => call);
        Assert.Equal(StatusCode.Cancelled, e.StatusCode);

        // Other calls rent from and return to the same pools while the handler still holds its request.
        for (var i = 0; i < 20; i++)
            await client.Echo(Message(20 + i));
        log.EndLinger.SetResult(true);
        Assert.True(await log.LingerSawItsRequest.Task.WaitAsync(Patience),
            "the handler's request was released or changed before it returned");
        await AllReleased(log, expected: 21);
    }

    private static async Task AllReleased(RecycleLog log, int expected)
    {
        // Released when the HTTP/2 stream completes, which may be just after the client has its answer.
        var deadline = DateTime.UtcNow + Patience;
        while ((log.Leases.Count < expected || log.Leases.Any(l => !l.IsDisposed)) && DateTime.UtcNow < deadline)
            await Task.Delay(10);
        Assert.Equal(expected, log.Leases.Count);
        Assert.All(log.Leases, lease => Assert.True(lease.IsDisposed));
    }
}
