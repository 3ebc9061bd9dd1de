namespace Nano.Buffers.Recycling;

/// <summary>
/// One thread's record of what a pooled read rented, carried by its <see cref="SlabAllocator"/> (so it is reused across
/// calls and nested reads get their own). The lease takes the record over (<see cref="Take"/>) and returns each entry
/// to its pool when disposed.
/// </summary>
internal sealed class RecycleSession
{
    private RecycleEntry[] _entries = [];
    private int _count;

    /// <summary>The model's pools during a call, else null (then nothing recycles).</summary>
    public RecyclePools? Pools { get; private set; }

    public void Begin(RecyclePools pools)
    {
        Pools = pools;
        _count = 0;
    }

    /// <summary>Records an instance rented from (or created for) <paramref name="pool"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(object item, RecyclePool pool)
    {
        if (_count == _entries.Length)
            Grow();
        _entries[_count++] = new RecycleEntry(item, pool);
    }

    private void Grow()
    {
        var bigger = ArrayPool<RecycleEntry>.Shared.Rent(Math.Max(64, _entries.Length * 2));
        _entries.AsSpan(0, _count).CopyTo(bigger);
        Release(_entries, _count);
        _entries = bigger;
    }

    /// <summary>Ends the call, handing the record to the caller (rented from <see cref="ArrayPool{T}.Shared"/>; give it
    /// back with <see cref="Release"/>), or null when nothing was recorded.</summary>
    public RecycleEntry[]? Take(out int count)
    {
        count = _count;
        var entries = _count == 0 ? null : _entries;
        if (entries is not null)
            _entries = [];
        _count = 0;
        Pools = null;
        return entries;
    }

    /// <summary>Ends a failed call: what it rented is garbage with the partial message.</summary>
    public void Abort()
    {
        _entries.AsSpan(0, _count).Clear();
        _count = 0;
        Pools = null;
    }

    /// <summary>Returns every entry to its pool (one lock per run of entries of the same pool), then the record.</summary>
    public static void ReturnAll(RecycleEntry[] entries, int count)
    {
        var span = entries.AsSpan(0, count);
        var start = 0;
        for (var i = 1; i <= span.Length; i++)
        {
            if (i == span.Length || span[i].Pool != span[start].Pool)
            {
                span[start].Pool.Return(span.Slice(start, i - start));
                start = i;
            }
        }
        Release(entries, count);
    }

    private static void Release(RecycleEntry[] entries, int count)
    {
        if (entries.Length == 0)
            return;
        entries.AsSpan(0, count).Clear();
        ArrayPool<RecycleEntry>.Shared.Return(entries);
    }
}
