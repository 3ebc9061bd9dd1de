namespace Nano.Buffers.Recycling;

/// <summary>
/// One thread's stash for a read into an existing graph: the graph's message objects and lists, taken apart and reset
/// (<see cref="GraphReuse"/>), wait here by type until the read asks for one (<see cref="Recycling"/>). Each type is
/// first in, first out: the graph is taken apart in the order a read meets its fields, so a message of the same shape
/// gets every object back in the place it had. Reused across calls, so a steady state allocates nothing here.
/// </summary>
/// <remarks>Used by one thread at a time; a read into a graph nested in another (a user setter doing one) gets a
/// temporary stash of its own (<see cref="Enter"/>).</remarks>
internal sealed class ReuseStash
{
    /// <summary>The most types a stash keeps buckets for between calls; past that it starts afresh.</summary>
    private const int MaxBuckets = 64;

    /// <summary>A bucket array longer than this is dropped at the end of a call rather than kept for the
    /// next.</summary>
    private const int MaxKeptItems = 1 << 16;

    [ThreadStatic]
    private static ReuseStash? t_stash;

    private Bucket[] _buckets = new Bucket[4];
    private int _bucketCount;
    private Bucket? _last;  // the bucket found last: most reads take many objects of one type in a row
    private bool _busy;

    /// <summary>Every object put in the stash during the call, to refuse a graph that holds one object twice.</summary>
    internal HashSet<object> Seen { get; } = new(ReferenceEqualityComparer.Instance);

    /// <summary>The thread's stash, or a temporary one when it is in use; give it back with <see
    /// cref="Exit"/>.</summary>
    public static ReuseStash Enter()
    {
        var stash = t_stash ??= new ReuseStash();
        if (stash._busy)
            stash = new ReuseStash();
        stash._busy = true;
        return stash;
    }

    /// <summary>Ends the call: whatever the read did not take is dropped (it was detached from the graph).</summary>
    public void Exit()
    {
        for (var i = 0; i < _bucketCount; i++)
            _buckets[i].Clear();
        if (_bucketCount > MaxBuckets)
        {
            _buckets = new Bucket[4];
            _bucketCount = 0;
        }
        _last = null;
        var trim = Seen.Count > MaxKeptItems;
        Seen.Clear();
#if NET
        if (trim)
            Seen.TrimExcess();
#endif
        _busy = false;
    }

    /// <summary>Adds <paramref name="item"/> (already reset) to its type's queue; returns where, for <see
    /// cref="Withdraw"/>.</summary>
    public int Put(object item) => Find(item.GetType(), create: true)!.Add(item);

    /// <summary>Takes back an item put at <paramref name="position"/> that could not be reset after all.</summary>
    public void Withdraw(Type type, int position) => Find(type, create: false)!.Items[position] = null;

    /// <summary>The next stashed instance of exactly <paramref name="type"/>, or null.</summary>
    public object? Take(Type type) => Find(type, create: false)?.Take();

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private Bucket? Find(Type type, bool create)
    {
        var last = _last;
        if (last is not null && last.Type == type)
            return last;
        return FindSlow(type, create);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private Bucket? FindSlow(Type type, bool create)
    {
        for (var i = 0; i < _bucketCount; i++)
        {
            if (_buckets[i].Type == type)
                return _last = _buckets[i];
        }
        if (!create)
            return null;
        if (_bucketCount == _buckets.Length)
            Array.Resize(ref _buckets, _buckets.Length * 2);
        return _last = _buckets[_bucketCount++] = new Bucket(type);
    }

    /// <summary>One type's queue.</summary>
    private sealed class Bucket(Type type)
    {
        public readonly Type Type = type;
        public object?[] Items = new object?[16];
        private int _head;
        private int _count;

        public int Add(object item)
        {
            if (_count == Items.Length)
                Array.Resize(ref Items, Items.Length * 2);
            Items[_count] = item;
            return _count++;
        }

        public object? Take()
        {
            while (_head < _count)
            {
                var item = Items[_head];
                Items[_head++] = null;
                if (item is not null)
                    return item;
            }
            return null;
        }

        public void Clear()
        {
            if (Items.Length > MaxKeptItems)
                Items = new object?[16];
            else
                Items.AsSpan(_head, _count - _head).Clear();
            _head = 0;
            _count = 0;
        }
    }
}
