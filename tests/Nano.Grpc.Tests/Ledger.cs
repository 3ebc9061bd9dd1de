using System.ServiceModel;
using ProtoBuf.Grpc;

namespace Nano.Grpc.Tests;

/// <summary>A code-first contract in System.ServiceModel's attributes (as WCF-style protobuf-net.Grpc services are
/// written), whose operations lack a request or a response: protobuf-net.Grpc sends google.protobuf.Empty there.</summary>
[ServiceContract(Name = "nano.grpc.ledger.Ledger")]
public interface ILedger
{
    /// <summary>Request, no response (ValueTask).</summary>
    [OperationContract]
    ValueTask Post(Note entry, CallContext context = default);

    /// <summary>Response, no request, no context (Task).</summary>
    [OperationContract]
    Task<Total> Balance();

    /// <summary>Neither (synchronous void).</summary>
    [OperationContract]
    void Reset();

    /// <summary>Response, no request, a cancellation token; served under another name than the method's.</summary>
    [OperationContract(Name = "Current")]
    ValueTask<Total> Peek(CancellationToken cancellationToken);

    /// <summary>Server streaming without a request.</summary>
    [OperationContract]
    IAsyncEnumerable<Note> History(CallContext context = default);

    /// <summary>Client streaming without a response (Task).</summary>
    [OperationContract]
    Task Upload(IAsyncEnumerable<Note> entries, CancellationToken cancellationToken = default);
}

/// <summary>The ledger's entries, shared by the calls of one test server.</summary>
public sealed class LedgerBook
{
    private readonly List<Note> _entries = [];

    public void Add(Note entry)
    {
        lock (_entries)
            _entries.Add(entry);
    }

    public void Clear()
    {
        lock (_entries)
            _entries.Clear();
    }

    public Note[] Entries()
    {
        lock (_entries)
            return [.. _entries];
    }

    public Total Total()
    {
        var entries = Entries();
        return new Total { Sum = entries.Sum(e => (long)e.Number), Count = entries.Length };
    }
}

public sealed class Ledger(LedgerBook book) : ILedger
{
    public ValueTask Post(Note entry, CallContext context = default)
    {
        book.Add(entry);
        return default;
    }

    public Task<Total> Balance() => Task.FromResult(book.Total());

    public void Reset() => book.Clear();

    public ValueTask<Total> Peek(CancellationToken cancellationToken) => new(book.Total());

    public async IAsyncEnumerable<Note> History(CallContext context = default)
    {
        foreach (var entry in book.Entries())
        {
            await Task.Yield();
            yield return entry;
        }
    }

    public async Task Upload(IAsyncEnumerable<Note> entries, CancellationToken cancellationToken = default)
    {
        await foreach (var entry in entries.WithCancellation(cancellationToken))
            book.Add(entry);
    }
}
