namespace Nano.Serialization.Collections;

/// <summary>The bounds of <see cref="AdaptiveKeyComparer{K}"/>'s watch.</summary>
internal static class AdaptiveKeyComparer
{
    /// <summary>The entries a dictionary holds before its buckets are watched: below it no chain can pass
    /// <see cref="Bound"/>.</summary>
    public const int Threshold = 16;

    /// <summary>The keys one bucket may hold under the identity hash; one more switches to the keyed hash. Keys that
    /// are not crafted stay below it: 40,000 random keys in the 75,431 buckets of their table have a longest chain near
    /// 8, and a bucket of 17 random keys is about a 1-in-10^15 event per bucket. The lower the bound, the less a sender
    /// who keeps every bucket just under it makes each insert walk.</summary>
    public const int Bound = 16;
}

/// <summary>
/// The key comparer of a dictionary Nano creates for an integer-key map read from the wire under
/// <see cref="MapKeyHashing.CollisionResistant"/>, one instance per dictionary. It starts in <em>identity mode</em>:
/// <see cref="GetHashCode(K)"/> and <see cref="Equals(K, K)"/> are those of <see cref="EqualityComparer{T}.Default"/>,
/// whose identity hash spreads ordinary keys (sequential or evenly spaced ids) over distinct buckets. While Nano reads
/// entries into its dictionary (<see cref="MapRun{K, V}"/>, or <see cref="MapInserts"/> one entry at a time), the
/// comparer's mirror counts how many keys each bucket of the dictionary's table gets under that hash; when one passes
/// <see cref="AdaptiveKeyComparer.Bound"/> (a flooding attack: keys sharing a hash code, or multiples of the table's
/// prime size), the comparer switches, once, to <em>keyed mode</em> (<see cref="MapKeyHash.Mix"/>, whose buckets the
/// sender cannot predict) and the dictionary's entries are re-added. A comparer made keyed
/// (<see cref="NewKeyed"/>, for immutable maps and the boxed handler) is keyed from the start and never watches.
/// </summary>
/// <remarks>
/// Hashing never changes the comparer's state, so a user's lookups after the read, concurrent or not, only read its
/// mode. Only the reading thread changes it, through <see cref="Added{V}"/> and the runs of
/// <see cref="MapRun{K, V}"/>, and only for the dictionary it was created with: another dictionary the user builds with
/// this comparer is never watched, and its stored hash codes would be stale after a switch during a later merge into
/// the first one (documented: docs/hostile-input.md).
/// </remarks>
internal sealed class AdaptiveKeyComparer<K> : IEqualityComparer<K> where K : notnull
{
    private bool _keyed;
    private object? _owner;     // the dictionary whose inserts are watched (identity mode only)
    private byte[]? _loads;     // keys per bucket of _owner's table under the identity hash (at most Bound + 1)
    private ulong _multiplier;  // FastMod's multiplier for _loads.Length
    private int _watched;       // _owner's count when _loads was last brought up
                                // to date; after a switch, the entries it re-added
    private bool _grownByReads; // Nano's reads size _owner's table ahead of its growth (MapRun)

    private AdaptiveKeyComparer(bool keyed) => _keyed = keyed;

    /// <summary>A comparer in keyed mode for good.</summary>
    public static AdaptiveKeyComparer<K> NewKeyed() => new(keyed: true);

    /// <summary>A comparer in identity mode for one new dictionary, to be given to <see cref="Watch"/> once created
    /// with it (see <see cref="MapKeyComparer{K}.NewDictionary{V}"/>).</summary>
    public static AdaptiveKeyComparer<K> NewIdentity() => new(keyed: false);

    /// <summary>Whether the comparer hashes with <see cref="MapKeyHash.Mix"/> (else with the default comparer's
    /// hash).</summary>
    public bool IsKeyed => _keyed;

    /// <summary>Makes <paramref name="dictionary"/>, created with this comparer, the one whose inserts are
    /// watched.</summary>
    public void Watch(object dictionary) => _owner ??= dictionary;

    public bool Equals(K? x, K? y) => EqualityComparer<K>.Default.Equals(x!, y!); // netstandard2.0 does not annotate
                                                                                  // its parameters as nullable

    public int GetHashCode(K key) => _keyed ? MapKeyHash.Mix(Bits(key)) : EqualityComparer<K>.Default.GetHashCode(key);

    /// <summary>
    /// After <paramref name="key"/> was added to <paramref name="dictionary"/> as a new key (an overwrite adds no
    /// load): counts the key in its bucket, and switches when the bucket passes
    /// <see cref="AdaptiveKeyComparer.Bound"/>. The common case (the watched dictionary, nothing changed since the last
    /// count, the table not yet full) is inlined into <see cref="MapInserts"/>; the rest is <see cref="AddedSlow{V}"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Added<V>(Dictionary<K, V> dictionary, K key)
    {
        var loads = _loads;
        var count = dictionary.Count;
        if (loads is not null && count == _watched + 1 && count < loads.Length && ReferenceEquals(_owner, dictionary)
            && DictionaryTable.Buckets(dictionary) == loads.Length)
        {
            _watched = count;
            if (++loads[Bucket(key, loads)] > AdaptiveKeyComparer.Bound)
                Switch(dictionary, 0);
        }
        else if (!_keyed) // once keyed, nothing is counted: no call per insert
        {
            AddedSlow(dictionary, key);
        }
    }

    /// <summary>
    /// <see cref="Added{V}"/> outside its common case, in identity mode for the watched dictionary once it holds
    /// <see cref="AdaptiveKeyComparer.Threshold"/> entries: recounts every key when the table was resized to a size the
    /// watch did not count ahead, or changed outside Nano's reads, or counts the one key. When the table is then full
    /// (the next new key grows it) and Nano's reads do not size it ahead (<see cref="Mirror{V}"/>), counts the keys in
    /// the grown table instead (amortized O(1): the table doubles), so that keys which collide only there (multiples of
    /// its prime) switch before the growth: the rebuild then takes the place of the dictionary's resize rather than
    /// following it.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void AddedSlow<V>(Dictionary<K, V> dictionary, K key)
    {
        var count = dictionary.Count;
        if (_keyed || count < AdaptiveKeyComparer.Threshold || !ReferenceEquals(_owner, dictionary))
            return;
        var buckets = DictionaryTable.Buckets(dictionary); // the prime length of its buckets array
        if (_loads is null || _loads.Length != buckets || count != _watched + 1)
        {
            if (_loads is not null && count == _watched + 1 && _watched == _loads.Length)
                DictionaryGrowth.Learn(_loads.Length, buckets); // a full table grew to a size not counted ahead
            if (Count(dictionary, buckets))
            {
                Switch(dictionary, 0);
                return;
            }
        }
        else if (++_loads[Bucket(key, _loads)] > AdaptiveKeyComparer.Bound)
        {
            Switch(dictionary, 0);
            return;
        }
        _watched = count;
        if (count == buckets && !_grownByReads && DictionaryGrowth.After(buckets) is var grown and > 0
            && Count(dictionary, grown))
            Switch(dictionary, grown);
    }

    /// <summary>Whether this comparer, in identity mode, watches <paramref name="dictionary"/> (the one it was created
    /// for).</summary>
    public bool Watches(object dictionary) => !_keyed && ReferenceEquals(_owner, dictionary);

    /// <summary>
    /// For a run of entries Nano reads into the watched <paramref name="dictionary"/> (<see cref="MapRun{K, V}"/>),
    /// which sizes its table ahead of growth: the mirror of its table, brought up to date (every key counted again when
    /// the table is not the one counted, as after a growth, or the dictionary changed outside the watch), for the run
    /// to count new keys in. Null when the keys held already pass <see cref="AdaptiveKeyComparer.Bound"/> in a bucket
    /// (keys that collide only in a grown table): the comparer has switched to keyed mode.
    /// </summary>
    public byte[]? Mirror<V>(Dictionary<K, V> dictionary)
    {
        _grownByReads = true;
        var buckets = DictionaryTable.Buckets(dictionary);
        if (_loads is not null && _loads.Length == buckets && _watched == dictionary.Count)
            return _loads;
        if (!Count(dictionary, buckets))
            return _loads;
        Switch(dictionary, 0);
        return null;
    }

    /// <summary>After a run counted its new keys in the mirror (<see cref="Mirror{V}"/>): the mirror holds every key of
    /// <paramref name="dictionary"/>.</summary>
    public void Counted<V>(Dictionary<K, V> dictionary) => _watched = dictionary.Count;

    /// <summary>A run's new key passed <see cref="AdaptiveKeyComparer.Bound"/> in its bucket: switches to keyed
    /// mode.</summary>
    public void Flooded<V>(Dictionary<K, V> dictionary) => Switch(dictionary, 0);

    /// <summary>Counts every key of <paramref name="dictionary"/> in a table of <paramref name="buckets"/> buckets (the
    /// new mirror); true when a bucket passes <see cref="AdaptiveKeyComparer.Bound"/>.</summary>
    private bool Count<V>(Dictionary<K, V> dictionary, int buckets)
    {
        if (_loads is not null && _loads.Length == buckets)
        {
            Array.Clear(_loads, 0, buckets);
        }
        else
        {
            _loads = new byte[buckets];
            _multiplier = ulong.MaxValue / (uint)buckets + 1;
        }
        _watched = dictionary.Count;
        var loads = _loads;
        foreach (var key in dictionary.Keys)
            if (++loads[Bucket(key, loads)] > AdaptiveKeyComparer.Bound)
                return true;
        return false;
    }

    /// <summary>The dictionary's bucket of <paramref name="key"/> under the identity hash: <c>(uint)hash % buckets</c>,
    /// computed as the runtime's 64-bit <c>Dictionary</c> does (Lemire's FastMod: two multiplications, no
    /// division).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal int Bucket(K key, byte[] loads)
    {
        var hash = (uint)EqualityComparer<K>.Default.GetHashCode(key);
        return (int)(((((_multiplier * hash) >> 32) + 1) * (uint)loads.Length) >> 32);
    }

    /// <summary>The entries re-added at the switch (0 before it, and for a comparer keyed from the start): the cost of
    /// the switch, for tests (kept in <c>_watched</c>, unused once keyed: no field more per dictionary).</summary>
    internal int ReAdded => _keyed ? _watched : 0;

    /// <summary>Keyed mode, then the entries again: none keeps a hash code of the identity mode. Same dictionary
    /// object, same insertion order. The entries are copied out to a pooled array; <see cref="Dictionary{K, V}.Clear"/>
    /// keeps the arrays, so with <paramref name="grown"/> 0 they are re-added in the same table; else (the table was
    /// full) the cleared dictionary is first grown to <paramref name="grown"/> buckets, which copies no entry, in place
    /// of the resize the next insert would have made.</summary>
    private void Switch<V>(Dictionary<K, V> dictionary, int grown)
    {
        var count = dictionary.Count;
        var entries = ArrayPool<KeyValuePair<K, V>>.Shared.Rent(count);
        ((ICollection<KeyValuePair<K, V>>)dictionary).CopyTo(entries, 0);
        dictionary.Clear();
        _keyed = true;
        _loads = null;
        _owner = null;
        if (grown > 0)
            DictionaryTable.Grow(dictionary, grown);
        for (var i = 0; i < count; i++)
            dictionary.Add(entries[i].Key, entries[i].Value);
        _watched = count;
        ArrayPool<KeyValuePair<K, V>>.Shared.Return(entries, RuntimeHelpers.IsReferenceOrContainsReferences<V>());
    }

    /// <summary>The key's bits for <see cref="MapKeyHash.Mix"/>, signed keys sign-extended to 64 bits. One branch per
    /// instantiation survives: <typeparamref name="K"/> is a value type (no generic math: Nano.Core also targets
    /// netstandard2.0).</summary>
    private static ulong Bits(K key) =>
        typeof(K) == typeof(long) ? (ulong)Unsafe.As<K, long>(ref key)
        : typeof(K) == typeof(ulong) ? Unsafe.As<K, ulong>(ref key)
        : typeof(K) == typeof(int) ? (ulong)Unsafe.As<K, int>(ref key)
        : typeof(K) == typeof(uint) ? Unsafe.As<K, uint>(ref key)
        : typeof(K) == typeof(short) ? (ulong)Unsafe.As<K, short>(ref key)
        : typeof(K) == typeof(ushort) ? Unsafe.As<K, ushort>(ref key)
        : typeof(K) == typeof(char) ? Unsafe.As<K, char>(ref key)
        : typeof(K) == typeof(nint) ? (ulong)(long)Unsafe.As<K, nint>(ref key)
        : typeof(K) == typeof(nuint) ? (ulong)Unsafe.As<K, nuint>(ref key)
        : throw new NotSupportedException($"{typeof(K)} is not an integer key type.");
}
