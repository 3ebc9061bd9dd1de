using System.Collections.Concurrent;
using Nano.Buffers;
using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc.Tests;

/// <summary>The server's contract: requests arrive in pool mode.</summary>
[Service("nano.grpc.tests.Pool")]
public interface IPoolService
{
    /// <summary>Answers with the request's own lease: its value is serialized after the handler returns, so the lease
    /// must still be alive then (writing a disposed lease throws).</summary>
    ValueTask<PooledMessage<Blob>> Forward(PooledMessage<Blob> request, CallContext context = default);

    ValueTask<Blob> Throw(PooledMessage<Blob> request, CallContext context = default);

    ValueTask<Blob> Hang(PooledMessage<Blob> request, CallContext context = default);

    IAsyncEnumerable<Blob> Repeat(PooledMessage<Blob> request, CallContext context = default);

    ValueTask<Total> Gather(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default);

    IAsyncEnumerable<Blob> Relay(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default);

    /// <summary>Client streaming whose handler disposes every other lease itself, as a long stream's handler would.</summary>
    ValueTask<Total> GatherDisposingEven(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default);
}

/// <summary>The client's view of the same service: plain messages (a client has no lease to send).</summary>
[Service("nano.grpc.tests.Pool")]
public interface IPoolClient
{
    ValueTask<Blob> Forward(Blob request, CallContext context = default);

    ValueTask<Blob> Throw(Blob request, CallContext context = default);

    ValueTask<Blob> Hang(Blob request, CallContext context = default);

    IAsyncEnumerable<Blob> Repeat(Blob request, CallContext context = default);

    ValueTask<Total> Gather(IAsyncEnumerable<Blob> requests, CallContext context = default);

    IAsyncEnumerable<Blob> Relay(IAsyncEnumerable<Blob> requests, CallContext context = default);

    ValueTask<Total> GatherDisposingEven(IAsyncEnumerable<Blob> requests, CallContext context = default);
}

/// <summary>Every lease the handlers received, to check afterwards that each was released.</summary>
public sealed class LeaseLog
{
    public ConcurrentQueue<PooledMessage<Blob>> Leases { get; } = new();

    public TaskCompletionSource<bool> FirstLease { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public PooledMessage<Blob> Add(PooledMessage<Blob> lease)
    {
        Leases.Enqueue(lease);
        FirstLease.TrySetResult(true);
        return lease;
    }
}

public sealed class PoolService(LeaseLog log) : IPoolService
{
    public ValueTask<PooledMessage<Blob>> Forward(PooledMessage<Blob> request, CallContext context = default) => new(log.Add(request));

    public ValueTask<Blob> Throw(PooledMessage<Blob> request, CallContext context = default)
    {
        log.Add(request);
        throw new global::Grpc.Core.RpcException(new global::Grpc.Core.Status(global::Grpc.Core.StatusCode.FailedPrecondition, "handler threw"));
    }

    public async ValueTask<Blob> Hang(PooledMessage<Blob> request, CallContext context = default)
    {
        log.Add(request);
        await Task.Delay(Timeout.Infinite, context.CancellationToken);
        return request.Value;
    }

    public async IAsyncEnumerable<Blob> Repeat(PooledMessage<Blob> request, CallContext context = default)
    {
        log.Add(request);
        for (int i = 0; i < 3; i++)
        {
            await Task.Yield();
            yield return new Blob { Id = i, Data = request.Value.Data };
        }
    }

    public async ValueTask<Total> Gather(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default)
    {
        var total = new Total();
        await foreach (var lease in requests.WithCancellation(context.CancellationToken))
        {
            log.Add(lease);
            total.Sum += lease.Value.Data.Length;
            total.Count++;
        }
        return total;
    }

    public async IAsyncEnumerable<Blob> Relay(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default)
    {
        await foreach (var lease in requests.WithCancellation(context.CancellationToken))
            yield return log.Add(lease).Value;
    }

    public async ValueTask<Total> GatherDisposingEven(IAsyncEnumerable<PooledMessage<Blob>> requests, CallContext context = default)
    {
        var total = new Total();
        await foreach (var lease in requests.WithCancellation(context.CancellationToken))
        {
            log.Add(lease);
            total.Count++;
            total.Sum += lease.Value.Id;
            if (lease.Value.Id % 2 == 0)
                lease.Dispose();
        }
        return total;
    }
}
