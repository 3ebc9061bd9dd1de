namespace Nano.Buffers;

/// <summary>
/// A ref-counted <see cref="MemoryManager{T}"/> over one array rented from the pool's <see cref="ArrayPool{T}"/>: a
/// 512 KB slab that many small leaves are sliced from, or the own rental of one oversize leaf.
/// </summary>
/// <remarks>
/// <para>Counts: the allocator holds one on its current slab (dropped when it moves to a new slab) and each lease
/// holds one per slab its leaves came from (dropped on <see cref="PooledMessage{T}.Dispose"/>). Only the allocator's
/// thread adds counts, and only while its own hold keeps the count above zero, so a freed slab never comes back.
/// Counts are dropped from any thread. At zero the array is poisoned (when the pool says so) and returned.</para>
/// <para>A new manager is created for every rental and never reused, so a leaf that outlives its lease finds this
/// manager released: <see cref="GetSpan"/> then throws <see cref="ObjectDisposedException"/> instead of showing
/// someone else's bytes (a span taken before the release still sees the array, poisoned or reused).</para>
/// </remarks>
internal sealed class Slab : MemoryManager<byte>
{
    private readonly SlabPool _pool;
    private byte[]? _array;
    private int _count;

    /// <summary>Creates a manager over <paramref name="array"/> holding one count (the caller's).</summary>
    internal Slab(SlabPool pool, byte[] array, bool oversize)
    {
        _pool = pool;
        _array = array;
        _count = 1;
        IsOversize = oversize;
        Whole = CreateMemory(array.Length);
    }

    /// <summary>True for the own rental of one leaf larger than <see cref="SlabPool.OversizeThreshold"/>.</summary>
    internal bool IsOversize { get; }

    /// <summary>The whole array as a <see cref="Memory{T}"/> owned by this manager; leaves are slices of it.</summary>
    internal Memory<byte> Whole { get; }

    /// <summary>The rented array while the slab is alive; null once it went back to the pool.</summary>
    internal byte[]? Array => Volatile.Read(ref _array);

    /// <summary>The current count (for tests and assertions).</summary>
    internal int Count => Volatile.Read(ref _count);

    /// <summary>Takes one more count. Only the allocator's thread calls this, while it holds a count itself.</summary>
    internal void AddRef() => Interlocked.Increment(ref _count);

    /// <summary>Drops one count, from any thread; the last one returns the array to the pool.</summary>
    internal void Release()
    {
        int count = Interlocked.Decrement(ref _count);
        if (count == 0)
        {
            byte[] array = Interlocked.Exchange(ref _array, null)!;
            _pool.Return(array, IsOversize);
        }
        else if (count < 0)
        {
            throw new InvalidOperationException("A pooled slab was released more often than it was held.");
        }
    }

    /// <inheritdoc/>
    public override Span<byte> GetSpan() => Volatile.Read(ref _array) ?? throw Released();

    /// <inheritdoc/>
    public override unsafe MemoryHandle Pin(int elementIndex = 0)
    {
        byte[] array = Volatile.Read(ref _array) ?? throw Released();
        ArgumentOutOfRangeException.ThrowIfGreaterThan((uint)elementIndex, (uint)array.Length, nameof(elementIndex));
        GCHandle handle = GCHandle.Alloc(array, GCHandleType.Pinned);
        return new MemoryHandle((byte*)handle.AddrOfPinnedObject() + elementIndex, handle);
    }

    /// <inheritdoc/>
    public override void Unpin()
    {
        // Pin hands out a GCHandle that its MemoryHandle frees; nothing to do here.
    }

    /// <inheritdoc/>
    protected override bool TryGetArray(out ArraySegment<byte> segment)
    {
        byte[]? array = Volatile.Read(ref _array);
        segment = array is null ? default : new ArraySegment<byte>(array);
        return array is not null;
    }

    /// <summary>Does nothing: the slab's lifetime is governed by its counts, not by whoever reaches this
    /// manager.</summary>
    protected override void Dispose(bool disposing)
    {
    }

    private static ObjectDisposedException Released() =>
        new(nameof(PooledMessage<object>),
            "This bytes value came from a pooled message that has been disposed; its memory went back to the pool.");
}
