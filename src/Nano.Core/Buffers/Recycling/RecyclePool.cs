namespace Nano.Buffers.Recycling;

/// <summary>
/// A bounded pool of one type's recycled instances (message objects of one type, or lists of one element type), per
/// model. Bounded both by count and by the bytes it retains; what a burst left in it and nothing rented since goes back
/// to the garbage collector at the next trim (<see cref="Trim"/>, run by use every
/// <see cref="RecycleLimits.TrimIntervalMilliseconds"/>).
/// </summary>
/// <remarks>Rented and returned from any thread, always in batches: a read takes items a batch at a time into its
/// thread's <see cref="RecycleSession"/> and puts back what it did not use when it ends (<see cref="TakeBatch"/>,
/// <see cref="PutBack"/>); a lease returns its items a run at a time (<see cref="Return"/>). One lock per pool, taken
/// once per batch, never per item.</remarks>
internal abstract class RecyclePool(RecycleLimits limits)
{
    /// <summary>The most items a read takes from the pool at once, and the most a lease returns under one
    /// lock.</summary>
    public const int MaxBatch = 256;

    /// <summary>The pool's bounds.</summary>
    protected RecycleLimits Limits { get; } = limits;

    private readonly object _lock = new();
    private object[] _items = new object[16];
    private int _count;
    private long _bytes;       // estimated bytes the pooled items retain
    private int _lowWater;     // the fewest items held since the last trim: those were not needed
    private long _lastTrim = Environment.TickCount;
    private int _batchHint = 1;

    /// <summary>The items held (for tests and diagnostics).</summary>
    public int Count => Volatile.Read(ref _count);

    /// <summary>The estimated bytes held (for tests and diagnostics).</summary>
    public long RetainedBytes => Interlocked.Read(ref _bytes);

    /// <summary>Items returned but dropped: the pool was full, or the item could not be reset.</summary>
    public long Dropped => Interlocked.Read(ref _dropped);

    private long _dropped;

    /// <summary>How many items the last read that used the pool rented from it (at most <see cref="MaxBatch"/>): the
    /// size of a read's first batch. Written without a lock by whichever read ends last; any value is only a
    /// guess.</summary>
    public int BatchHint
    {
        get => Volatile.Read(ref _batchHint);
        set
        {
            if (Volatile.Read(ref _batchHint) != value)
                Volatile.Write(ref _batchHint, value);
        }
    }

    /// <summary>The estimated bytes <paramref name="item"/> retains.</summary>
    protected abstract long SizeOf(object item);

    /// <summary>Resets <paramref name="item"/> to its new state; false when it cannot be reused.</summary>
    protected abstract bool Reset(object item);

    /// <summary>A new instance, for a read that finds the pool empty.</summary>
    public abstract object Create();

    /// <summary>Moves up to <paramref name="into"/>'s length of items out of the pool, the top of its stack last (so a
    /// read that pops them from the end takes them in the order it would one by one).</summary>
    /// <returns>How many were moved; 0 when the pool is empty.</returns>
    public int TakeBatch(Span<object?> into)
    {
        lock (_lock)
        {
            MaybeTrim();
            var n = Math.Min(into.Length, _count);
            var taken = _items.AsSpan(_count - n, n);
            for (var i = 0; i < n; i++)
            {
                into[i] = taken[i];
                _bytes -= SizeOf(taken[i]);
            }
            taken.Clear();
            _count -= n;
            if (_count < _lowWater)
                _lowWater = _count;
            return n;
        }
    }

    /// <summary>Takes back items a read took with <see cref="TakeBatch"/> but did not hand out (so still reset), while
    /// the bounds allow: other leases may have filled the pool meanwhile. The rest are dropped.</summary>
    public void PutBack(ReadOnlySpan<object?> items)
    {
        long dropped = 0;
        lock (_lock)
        {
            var kept = 0;
            foreach (var item in items)
            {
                if (!TryPush(item!))
                    dropped++;
                else
                    kept++;
            }
            // They were never needed: the low-water mark the batch lowered is raised again, at most to what is held
            // (it may then count items that went before the batch as unneeded too; a trim merely keeps them longer).
            _lowWater = (int)Math.Min((long)_lowWater + kept, _count);
        }
        if (dropped != 0)
            Interlocked.Add(ref _dropped, dropped);
    }

    private bool TryPush(object item)
    {
        var size = SizeOf(item);
        if (_count >= Limits.MaxCount || _bytes + size > Limits.MaxBytes)
            return false;
        if (_count == _items.Length)
            Array.Resize(ref _items, Math.Min(Math.Max(16, _items.Length * 2), Math.Max(16, Limits.MaxCount)));
        _items[_count++] = item;
        _bytes += size;
        return true;
    }

    /// <summary>Resets and keeps each of <paramref name="items"/> while the bounds allow; drops the rest.</summary>
    public void Return(ReadOnlySpan<RecycleEntry> items)
    {
        // In chunks, so that what was reset fits a stack buffer: the lock is taken once per chunk.
        const int Chunk = MaxBatch;
        Span<bool> keep = stackalloc bool[Chunk];
        for (var start = 0; start < items.Length; start += Chunk)
        {
            var chunk = items.Slice(start, Math.Min(Chunk, items.Length - start));
            ReturnChunk(chunk, keep);
        }
    }

    private void ReturnChunk(ReadOnlySpan<RecycleEntry> items, Span<bool> keep)
    {
        // Reset outside the lock: it runs user setters and touches every member.
        long dropped = 0;
        for (var i = 0; i < items.Length; i++)
        {
            keep[i] = Reset(items[i].Item);
            if (!keep[i])
                dropped++;
        }
        lock (_lock)
        {
            for (var i = 0; i < items.Length; i++)
            {
                if (keep[i] && !TryPush(items[i].Item))
                    dropped++;
            }
            MaybeTrim();
        }
        if (dropped != 0)
            Interlocked.Add(ref _dropped, dropped);
    }

    /// <summary>Drops the items that sat in the pool since the last trim without being rented.</summary>
    public void Trim()
    {
        lock (_lock)
        {
            TrimLocked();
        }
    }

    private void MaybeTrim()
    {
        if (unchecked(Environment.TickCount - (int)_lastTrim) >= Limits.TrimIntervalMilliseconds)
            TrimLocked();
    }

    private void TrimLocked()
    {
        var unused = Math.Min(_lowWater, _count);
        for (var i = 0; i < unused; i++)
        {
            // The oldest items are at the bottom of the stack.
            _bytes -= SizeOf(_items[i]);
        }
        if (unused > 0)
        {
            Array.Copy(_items, unused, _items, 0, _count - unused);
            Array.Clear(_items, _count - unused, unused);
            _count -= unused;
        }
        if (_items.Length > 16 && _count < _items.Length / 4)
            Array.Resize(ref _items, Math.Max(16, _items.Length / 2));
        _lowWater = _count;
        _lastTrim = Environment.TickCount;
    }
}

/// <summary>The pool of one message type's instances.</summary>
internal sealed class ObjectPool(RecycleLimits limits, ObjectReset reset, ConstructorInfo constructor) : RecyclePool(limits)
{
    private readonly Serialization.Interpreted.Construction.ConstructorCall _constructor = new(constructor);

    public override object Create() => _constructor.Invoke();

    /// <summary>How an instance of the type is reset (also what a read into an existing graph walks).</summary>
    public ObjectReset Plan => reset;

    /// <summary>The message type.</summary>
    public Type Type => constructor.DeclaringType!;

    protected override long SizeOf(object item) => reset.Size;

    protected override bool Reset(object item) => reset.Reset(item);
}

/// <summary>The pool of one element type's <see cref="List{T}"/>s, each cleared (its capacity kept) when
/// returned.</summary>
internal sealed class ListPool<T>(RecycleLimits limits) : RecyclePool(limits)
{
    private static readonly long s_elementSize = typeof(T).IsValueType ? Unsafe.SizeOf<T>() : IntPtr.Size;

    public override object Create() => new List<T>();

    protected override long SizeOf(object item) => 40 + 16 + (Unsafe.As<List<T>>(item).Capacity * s_elementSize);

    protected override bool Reset(object item)
    {
        var list = Unsafe.As<List<T>>(item);
        list.Clear();
        // One list larger than a pool's whole byte budget is not kept, so that a single huge message cannot pin it.
        return SizeOf(list) <= Limits.MaxBytes;
    }
}
