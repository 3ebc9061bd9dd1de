using System.Collections.Concurrent;
using Nano.Buffers;
using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc.Tests;

/// <summary>A request whose objects and list recycle (<see cref="RuntimeTypeModel.IsRecycled"/>).</summary>
[ProtoContract]
public sealed class Batch
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public List<Entry> Entries { get; set; } = [];
}

[ProtoContract]
public sealed class Entry
{
    [ProtoMember(1)] public int Number { get; set; }
    [ProtoMember(2)] public string? Text { get; set; }
    [ProtoMember(3)] public ReadOnlyMemory<byte> Data { get; set; }
}

/// <summary>The server's contract: requests arrive in pool mode, read by a model that recycles them.</summary>
[Service("nano.grpc.tests.Recycle")]
public interface IRecycleService
{
    /// <summary>Answers with the request's own lease, written after the handler returns.</summary>
    ValueTask<PooledMessage<Batch>> Echo(PooledMessage<Batch> request, CallContext context = default);

    /// <summary>Keeps the lease and its root in the log and answers with what the handler read.</summary>
    ValueTask<Total> Keep(PooledMessage<Batch> request, CallContext context = default);

    /// <summary>Ignores the call's cancellation and waits for the test's signal, then checks its request.</summary>
    ValueTask<Total> Linger(PooledMessage<Batch> request, CallContext context = default);
}

/// <summary>The client's view of the same service.</summary>
[Service("nano.grpc.tests.Recycle")]
public interface IRecycleClient
{
    ValueTask<Batch> Echo(Batch request, CallContext context = default);

    ValueTask<Total> Keep(Batch request, CallContext context = default);

    ValueTask<Total> Linger(Batch request, CallContext context = default);
}

/// <summary>What the handlers saw, for the tests to check after the calls.</summary>
public sealed class RecycleLog
{
    public ConcurrentQueue<PooledMessage<Batch>> Leases { get; } = new();

    public ConcurrentQueue<Batch> Roots { get; } = new();

    public TaskCompletionSource<bool> Lingering { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public TaskCompletionSource<bool> EndLinger { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    /// <summary>Whether the lingering handler still saw its own request, alive and unchanged, after its call
    /// ended.</summary>
    public TaskCompletionSource<bool> LingerSawItsRequest { get; } =
        new(TaskCreationOptions.RunContinuationsAsynchronously);
}

public sealed class RecycleService(RecycleLog log) : IRecycleService
{
    public ValueTask<PooledMessage<Batch>> Echo(PooledMessage<Batch> request, CallContext context = default)
    {
        log.Leases.Enqueue(request);
        return new(request);
    }

    public ValueTask<Total> Keep(PooledMessage<Batch> request, CallContext context = default)
    {
        log.Leases.Enqueue(request);
        log.Roots.Enqueue(request.Value);
        return new(Sum(request.Value));
    }

    public async ValueTask<Total> Linger(PooledMessage<Batch> request, CallContext context = default)
    {
        log.Leases.Enqueue(request);
        var seen = Snapshot(request.Value);
        log.Lingering.TrySetResult(true);
        await log.EndLinger.Task.ConfigureAwait(false); // not the call's token: the handler outlives its call
        log.LingerSawItsRequest.TrySetResult(!request.IsDisposed && Snapshot(request.Value) == seen);
        return Sum(request.Value);
    }

    /// <summary>Every value of the request as text, so that a change anywhere in it shows.</summary>
    public static string Snapshot(Batch batch) =>
        batch.Id + ":" + string.Join(";",
            batch.Entries.Select(e => $"{e.Number},{e.Text},{Convert.ToBase64String(e.Data.ToArray())}"));

    public static Total Sum(Batch batch) =>
        new() { Count = batch.Entries.Count, Sum = batch.Entries.Sum(e => (long)e.Number + e.Data.Length) };
}
