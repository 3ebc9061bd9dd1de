namespace Nano.Buffers.Recycling;

/// <summary>
/// One thread's record of what a pooled read rented, carried by its <see cref="SlabAllocator"/> (so it is reused across
/// calls and nested reads get their own). The lease takes the record over (<see cref="Take"/>) and returns each entry
/// to its pool when disposed.
/// </summary>
/// <remarks>
/// A read rents through <see cref="Rent"/>, which takes items from each pool a batch at a time (one lock per batch) and
/// hands them out from the batch without a lock. The batches live only while the call does: whatever a call took and
/// did not hand out goes back to its pool when the call ends (<see cref="Take"/>, <see cref="Abort"/>), so between
/// calls a thread holds nothing outside the pools' bounds, and a thread that ends strands nothing.
/// </remarks>
internal sealed class RecycleSession
{
    private RecycleEntry[] _entries = [];
    private int _count;
    private Batch[] _batches = [];   // the pools this call rented from (the first _batchCount), each object reused
    private int _batchCount;
    private Batch? _last;            // the batch of the last rent: consecutive rents are mostly of one type

    /// <summary>The model's pools during a call, else null (then nothing recycles).</summary>
    public RecyclePools? Pools { get; private set; }

    public void Begin(RecyclePools pools)
    {
        Pools = pools;
        _count = 0;
    }

    /// <summary>An item of <paramref name="pool"/> in its new state (a recycled one, else a new one), recorded for the
    /// lease to give back.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public object Rent(RecyclePool pool)
    {
        var batch = _last is { } last && last.Pool == pool ? last : Select(pool);
        var item = batch.Count != 0 ? batch.Pop() : batch.Refill();
        Add(item, pool);
        return item;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private Batch Select(RecyclePool pool)
    {
        for (var i = 0; i < _batchCount; i++)
        {
            if (_batches[i].Pool == pool)
                return _last = _batches[i];
        }
        if (_batchCount == _batches.Length)
            Array.Resize(ref _batches, Math.Max(4, _batches.Length * 2));
        var batch = _batches[_batchCount] ??= new Batch();
        _batchCount++;
        batch.Pool = pool;
        return _last = batch;
    }

    /// <summary>Records an instance rented from (or created for) <paramref name="pool"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Add(object item, RecyclePool pool)
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
        EndBatches();
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
        EndBatches();
        _entries.AsSpan(0, _count).Clear();
        _count = 0;
        Pools = null;
    }

    /// <summary>Puts back what the call's batches hold unused, and tells each pool how many the call rented.</summary>
    private void EndBatches()
    {
        for (var i = 0; i < _batchCount; i++)
            _batches[i].End();
        _batchCount = 0;
        _last = null;
    }

    /// <summary>Returns every entry to its pool, then the record. Entries of one pool are gathered first (a graph
    /// records its types interleaved, an item then its child), so each pool is locked once per
    /// <see cref="RecyclePool.MaxBatch"/> of its entries, not once per run.</summary>
    public static void ReturnAll(RecycleEntry[] entries, int count)
    {
        var span = entries.AsSpan(0, count);
        var done = 0;
        while (done < span.Length)
        {
            // Move the entries of the first remaining pool to the front of the rest, in their order, and return them.
            var pool = span[done].Pool;
            var end = done;
            for (var i = done; i < span.Length; i++)
            {
                if (span[i].Pool == pool)
                {
                    (span[end], span[i]) = (span[i], span[end]);
                    end++;
                }
            }
            pool.Return(span.Slice(done, end - done));
            done = end;
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

    /// <summary>What one call took from one pool and has not handed out yet.</summary>
    private sealed class Batch
    {
        private readonly object?[] _items = new object?[RecyclePool.MaxBatch];
        private int _taken;   // taken from the pool during the call
        private int _rented;  // handed out during the call, new instances included
        private bool _dry;    // the pool was empty: the rest of the call creates without asking it again

        public RecyclePool? Pool;
        public int Count;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public object Pop()
        {
            var item = _items[--Count]!;
            _items[Count] = null;
            _rented++;
            return item;
        }

        /// <summary>The next item when the batch is empty: a new batch from the pool, the first the size of what the
        /// last call rented, each later one as large as all before it (so a call of n rents takes about log2(n) +
        /// n / <see cref="RecyclePool.MaxBatch"/> batches); a new instance once the pool is empty.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        public object Refill()
        {
            if (!_dry)
            {
                var want = _taken == 0 ? Pool!.BatchHint : _taken;
                var n = Pool!.TakeBatch(_items.AsSpan(0, Math.Min(Math.Max(want, 1), RecyclePool.MaxBatch)));
                if (n != 0)
                {
                    _taken += n;
                    Count = n;
                    return Pop();
                }
                _dry = true;
            }
            _rented++;
            return Pool!.Create();
        }

        /// <summary>Ends the call: the unused items go back to the pool, which learns how many this call
        /// rented.</summary>
        public void End()
        {
            var pool = Pool!;
            if (Count != 0)
            {
                pool.PutBack(_items.AsSpan(0, Count));
                _items.AsSpan(0, Count).Clear();
            }
            pool.BatchHint = Math.Min(Math.Max(_rented, 1), RecyclePool.MaxBatch);
            Pool = null;
            Count = _taken = _rented = 0;
            _dry = false;
        }
    }
}
