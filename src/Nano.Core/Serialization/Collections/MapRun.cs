namespace Nano.Serialization.Collections;

/// <summary>
/// Sets the entries of one run of a map field (an entry and those that follow it with the same tag) on the map being
/// read, as they are read: both backends' readers hold one for the run, calling <see cref="Reserve"/> before each entry
/// and <see cref="Set"/> after it, then <see cref="End"/>. What the run needs to know of the map is looked up once, at
/// its start: whether it is a <see cref="Dictionary{TKey, TValue}"/>, and whether its
/// <see cref="AdaptiveKeyComparer{K}"/> watches it for flooding. Each entry then costs one compare before it (is the
/// table full, or the watch due to start?) and, for a new key under the watch, one count in the watch's mirror of the
/// table.
/// </summary>
/// <remarks>Per run rather than per entry, so that an ordinary map read under the flooding defence costs little more
/// than one read into a dictionary with the default comparer: the checks the watch made on every entry (which
/// dictionary, which comparer, whether its mirror is current) are made once, or only when the table grows.</remarks>
internal struct MapRun<K, V> where K : notnull
{
    private readonly IDictionary<K, V> _target;
    private readonly Dictionary<K, V>? _dictionary;   // null: another IDictionary, set through its indexer
    private AdaptiveKeyComparer<K>? _watch;            // the comparer watching _dictionary in identity mode, or null
    private byte[]? _loads;                            // the watch's mirror of the table, once the dictionary holds enough keys to count
    private int _stop;                                 // the count at which Reserve next takes its slow path
    private int _counted;                              // the keys _loads counts: the count at the last stop, plus each new key since

    /// <summary>A run of entries for <paramref name="target"/>.</summary>
    public MapRun(IDictionary<K, V> target)
    {
        _target = target;
        _dictionary = target as Dictionary<K, V>;
        _watch = null;
        _loads = null;
        _stop = 0;
        _counted = 0;
        if (_dictionary is { } dictionary)
        {
            if (typeof(K).IsValueType && dictionary.Comparer is AdaptiveKeyComparer<K> adaptive && adaptive.Watches(dictionary))
                _watch = adaptive;
            _stop = dictionary.Count; // the first Reserve decides (table full or not, watch started or not)
        }
    }

    /// <summary>Before reading an entry whose tag was just read (the reader at its value): grows a full table for the
    /// run ahead, and starts or refreshes the watch's count (<see cref="Stop"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Reserve(ref ProtoReader reader)
    {
        if (_dictionary is { } dictionary && dictionary.Count >= _stop)
            Stop(ref reader, dictionary);
    }

    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/> (the last entry for a key wins); under the
    /// watch, counts a new key in its bucket and switches the comparer to keyed mode when the bucket passes
    /// <see cref="AdaptiveKeyComparer.Bound"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Set(K key, V value)
    {
        var dictionary = _dictionary;
        if (dictionary is null)
        {
            _target[key] = value;
            return;
        }
        if (MapInserts.Put(dictionary, key, value)) // an overwrite adds no key
            return;
        var loads = _loads;
        if (loads is null)
            return;
        _counted++;
        if (++loads[_watch!.Bucket(key, loads)] > AdaptiveKeyComparer.Bound)
            Switch(dictionary);
    }

    /// <summary>Adds <paramref name="key"/> with <paramref name="value"/>, as <see cref="Set"/>, unless the map holds
    /// the key already: then a <see cref="ProtoException"/> (<see cref="ListMapValues.DuplicateKey"/>), for a map whose
    /// values are lists, which protobuf-net adds to and never overwrites.</summary>
    public void Add(ref ProtoReader reader, K key, V value)
    {
        if (_target.ContainsKey(key))
            throw ListMapValues.DuplicateKey(ref reader, key);
        Set(key, value);
    }

    /// <summary>After the run's last entry: tells the watch its mirror counts the dictionary's keys as they now are,
    /// unless something else changed the dictionary during the run (a message value's callback, say): then the next
    /// run counts them all again.</summary>
    public readonly void End()
    {
        if (_loads is not null && _dictionary!.Count == _counted)
            _watch!.Counted(_dictionary);
    }

    /// <summary>
    /// <see cref="Reserve"/>'s slow path: a full table grows for the run ahead
    /// (<see cref="CollectionSizing.MapCapacity"/>); the watch, once the dictionary holds
    /// <see cref="AdaptiveKeyComparer.Threshold"/> keys, brings its mirror up to date with the table (counting every
    /// key again after a growth: keys that collide only in the grown table switch here). The next stop is the table's
    /// next growth, or the watch's start.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Stop(ref ProtoReader reader, Dictionary<K, V> dictionary)
    {
        if (!DictionaryTable.CanSize) // no table to see or size (no watch either: keyed from the start)
        {
            _stop = int.MaxValue;
            return;
        }
        var count = dictionary.Count;
        var buckets = DictionaryTable.Buckets(dictionary);
        if (count == buckets)
            buckets = DictionaryTable.Grow(dictionary, CollectionSizing.MapCapacity(ref reader, count));
        _stop = buckets;
        if (_watch is null)
            return;
        if (_watch.IsKeyed) // switched by another reader of the same dictionary: nothing more to count
        {
            _watch = null;
            _loads = null;
        }
        else if (count < AdaptiveKeyComparer.Threshold) // too few keys for a chain to pass the bound: start counting at the threshold
        {
            _stop = Math.Min(buckets, AdaptiveKeyComparer.Threshold);
            _loads = null;
        }
        else
        {
            _loads = _watch.Mirror(dictionary);
            _counted = count;
            if (_loads is null)
                _watch = null; // the keys held already flooded a bucket: switched
        }
    }

    /// <summary>A bucket passed the bound: keyed mode (the entries are re-added), and nothing more is
    /// counted.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Switch(Dictionary<K, V> dictionary)
    {
        _watch!.Flooded(dictionary);
        _watch = null;
        _loads = null;
    }
}
