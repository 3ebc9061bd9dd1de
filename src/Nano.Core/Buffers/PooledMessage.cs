namespace Nano.Buffers;

/// <summary>
/// A message read in pool mode (<see cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlySpan{byte})"/>), and the lease
/// on the pooled memory its <see cref="ReadOnlyMemory{T}"/> / <see cref="Memory{T}"/> byte members point into.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
/// <remarks>
/// <para><b>The one rule:</b> dispose the lease when you are done with the message, or simply drop it and let the
/// garbage collector have it; but never use the byte members of <see cref="Value"/> after <see cref="Dispose"/>. Their
/// memory goes back to the pool and will hold other messages' bytes. Copy what you need to keep
/// (<c>memory.ToArray()</c>) before disposing.</para>
/// <para>Forgetting to dispose leaks nothing permanently: the memory is then simply not returned to the pool, and the
/// garbage collector reclaims it once nothing references it. There is deliberately no finalizer (the message may
/// outlive the lease object).</para>
/// <para><see cref="Dispose"/> may be called from any thread, and more than once (the second call does nothing).
/// Strings, <c>byte[]</c> members, collections and the objects themselves are ordinary GC memory, unaffected by it,
/// unless the model's <see cref="RuntimeTypeModel.RecycleMessages"/> is on: then the objects and lists of the
/// recyclable types go back to the model's pools too, and nothing reached from <see cref="Value"/> may be used after
/// <see cref="Dispose"/>.</para>
/// </remarks>
public sealed class PooledMessage<T> : IDisposable
{
    private T _value;
    private Slab? _hold0;
    private Slab? _hold1;
    private Slab[]? _holds; // when the leaves came from more than two slabs: all of them
    private Recycling.RecycleEntry[]? _recycled; // the objects and lists the read rented, given back on Dispose
    private int _recycledCount;
    private int _disposed;

    internal PooledMessage(T value, ReadOnlySpan<Slab> holds, Recycling.RecycleEntry[]? recycled = null,
        int recycledCount = 0)
    {
        _value = value;
        _recycled = recycled;
        _recycledCount = recycledCount;
        if (holds.Length > 2)
        {
            _holds = holds.ToArray();
        }
        else if (holds.Length > 0)
        {
            _hold0 = holds[0];
            _hold1 = holds.Length == 2 ? holds[1] : null;
        }
    }

    /// <summary>The message. Its byte members are valid until <see cref="Dispose"/>.</summary>
    /// <exception cref="ObjectDisposedException">The lease has been disposed.</exception>
    public T Value
    {
        get
        {
            ObjectDisposedException.ThrowIf(IsDisposed, this);
            return _value;
        }
    }

    /// <summary>True once <see cref="Dispose"/> has been called.</summary>
    public bool IsDisposed => Volatile.Read(ref _disposed) != 0;

    /// <summary>How many pooled buffers (slabs and own rentals of large values) this lease holds: for
    /// diagnostics.</summary>
    internal int HoldCount => _holds?.Length ?? (_hold0 is null ? 0 : _hold1 is null ? 1 : 2);

    /// <summary>
    /// Gives the pooled memory of the message's byte members back to the pool (each buffer is returned once no other
    /// lease shares it). Thread-safe; calling it again does nothing.
    /// </summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
            return;
        _value = default!;
        _hold0?.Release();
        _hold1?.Release();
        if (_holds is not null)
        {
            foreach (Slab slab in _holds)
                slab.Release();
        }
        _hold0 = _hold1 = null;
        _holds = null;
        if (_recycled is { } recycled)
        {
            _recycled = null;
            Recycling.RecycleSession.ReturnAll(recycled, _recycledCount);
        }
    }

    /// <summary>How many objects and lists this lease gives back to the recycling pools: for tests.</summary>
    internal int RecycledCount => _recycled is null ? 0 : _recycledCount;
}
