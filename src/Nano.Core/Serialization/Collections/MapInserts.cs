namespace Nano.Serialization.Collections;

/// <summary>
/// Sets a map entry read from the wire: the one insert both backends call (emit's <c>Maps.Read</c> and get-only copy,
/// the interpreted <c>MapField</c>), so that the hash-flooding watch of <see cref="AdaptiveKeyComparer{K}"/> runs on
/// every entry read, interleaved with other fields or merged into a dictionary read before alike (its state lives in
/// the dictionary's comparer).
/// </summary>
internal static class MapInserts
{
    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/> in <paramref name="target"/> (the last entry for a key wins).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(IDictionary<K, V> target, K key, V value) where K : notnull
    {
        if (target is Dictionary<K, V> dictionary)
            Set(dictionary, key, value);
        else
            target[key] = value;
    }

    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/>; when that added a key and the comparer is Nano's,
    /// lets it count the key (and switch to keyed mode on a flooding attack; see <see cref="AdaptiveKeyComparer{K}.Added{V}"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(Dictionary<K, V> dictionary, K key, V value) where K : notnull
    {
#if NET
        // One lookup that also says whether the key is new (an overwrite adds no load).
        ref var slot = ref CollectionsMarshal.GetValueRefOrAddDefault(dictionary, key, out var existed);
        slot = value;
        if (existed)
            return;
#else
        var count = dictionary.Count;
        dictionary[key] = value;
        if (dictionary.Count == count)
            return;
#endif
        // Integer keys only (value types: a constant in each instantiation).
        if (typeof(K).IsValueType && dictionary.Comparer is AdaptiveKeyComparer<K> adaptive)
            adaptive.Added(dictionary, key);
    }

    /// <summary>After <see cref="CollectionSizing.ReserveMap{K, V}"/> grew <paramref name="dictionary"/>: lets a watching
    /// comparer count the keys held in the grown table.</summary>
    public static void Reserved<K, V>(Dictionary<K, V> dictionary) where K : notnull
    {
        if (typeof(K).IsValueType && dictionary.Comparer is AdaptiveKeyComparer<K> adaptive)
            adaptive.Reserved(dictionary);
    }
}
