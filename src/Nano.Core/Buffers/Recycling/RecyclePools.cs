namespace Nano.Buffers.Recycling;

/// <summary>
/// A model's recycling pools: one per message type that recycles (<see cref="RecycleRule"/>, decided at the type's
/// first pooled read) and one per <see cref="List{T}"/> element type. Found by a per-type index into an array, as
/// serializers are (<see cref="SerializerCache{T}"/>), or by type for the interpreted backend.
/// </summary>
internal sealed class RecyclePools(RuntimeTypeModel model, RecycleLimits limits)
{
    private readonly object _sync = new();
    private object?[] _slots = [];                                 // by RecycleIndex: an ObjectPool, a ListPool<T> or a Refusal
    // message type -> ObjectPool or Refusal: read without a lock (the interpreted backend asks at every rent), added
    // under _sync, so that each type is decided once
    private readonly System.Collections.Concurrent.ConcurrentDictionary<Type, object> _byType = new();

    /// <summary>The bounds every pool of this model has.</summary>
    public RecycleLimits Limits => limits;

    /// <summary>A type that does not recycle, and why.</summary>
    private sealed class Refusal(string reason)
    {
        public string Reason { get; } = reason;
    }

    /// <summary>The pool of message type <typeparamref name="T"/>, or null when it does not recycle.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ObjectPool? Objects<T>()
    {
        var slots = Volatile.Read(ref _slots);
        var index = RecycleIndex<T>.Index;
        var slot = (uint)index < (uint)slots.Length ? slots[index] : null;
        return slot is null ? Decide<T>() : slot as ObjectPool;
    }

    /// <summary>The pool of <see cref="List{T}"/>s of <typeparamref name="T"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ListPool<T> Lists<T>()
    {
        var slots = Volatile.Read(ref _slots);
        var index = RecycleIndex<List<T>>.Index;
        return (uint)index < (uint)slots.Length && slots[index] is ListPool<T> pool ? pool : AddLists<T>();
    }

    /// <summary>The pool of message type <paramref name="type"/>, or null when it does not recycle.</summary>
    public ObjectPool? Objects(Type type)
    {
        if (_byType.TryGetValue(type, out var decided))
            return decided as ObjectPool;
        lock (_sync)
        {
            return DecideLocked(type) as ObjectPool;
        }
    }

    /// <summary>Whether <paramref name="type"/>'s instances recycle, and if not, why.</summary>
    public bool Recycles(Type type, out string reason)
    {
        lock (_sync)
        {
            var decision = DecideLocked(type);
            reason = decision is Refusal refusal ? refusal.Reason : "";
            return decision is ObjectPool;
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ObjectPool? Decide<T>()
    {
        lock (_sync)
        {
            var decision = DecideLocked(typeof(T));
            Store(RecycleIndex<T>.Index, decision);
            return decision as ObjectPool;
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ListPool<T> AddLists<T>()
    {
        lock (_sync)
        {
            var index = RecycleIndex<List<T>>.Index;
            if (index < _slots.Length && _slots[index] is ListPool<T> existing)
                return existing;
            var pool = new ListPool<T>(limits);
            Store(index, pool);
            return pool;
        }
    }

    private object DecideLocked(Type type)
    {
        if (_byType.TryGetValue(type, out var decision))
            return decision;
        var reset = RecycleRule.Decide(model.GetModel(type), out var reason);
        decision = reset is null ? new Refusal(reason) : new ObjectPool(limits, reset, model.GetModel(type).Constructor!);
        _byType[type] = decision;
        return decision;
    }

    private void Store(int index, object value)
    {
        var slots = _slots;
        if (index >= slots.Length)
        {
            Array.Resize(ref slots, Math.Max(index + 1, slots.Length * 2));
        }
        else
        {
            slots = (object?[])slots.Clone();
        }
        slots[index] = value;
        Volatile.Write(ref _slots, slots);
    }

    /// <summary>Trims every pool (<see cref="RecyclePool.Trim"/>).</summary>
    public void Trim()
    {
        foreach (var slot in Volatile.Read(ref _slots))
            (slot as RecyclePool)?.Trim();
    }
}

/// <summary>A per-type index into every model's <see cref="RecyclePools"/> slots, given at the type's first
/// use.</summary>
internal static class RecycleIndex<T>
{
    public static readonly int Index = RecycleIndexes.Next();
}

/// <summary>Hands out <see cref="RecycleIndex{T}"/>'s numbers.</summary>
internal static class RecycleIndexes
{
    private static int s_next = -1;

    public static int Next() => Interlocked.Increment(ref s_next);
}

/// <summary>One instance a pooled read rented (or created for recycling), and the pool it goes back to.</summary>
internal readonly struct RecycleEntry(object item, RecyclePool pool)
{
    public readonly object Item = item;
    public readonly RecyclePool Pool = pool;
}
