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

    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/>; when that added a key to a dictionary of at least
    /// <see cref="AdaptiveKeyComparer.Threshold"/> entries whose comparer is Nano's, still in identity mode, lets the
    /// comparer count it (and switch to keyed mode on a flooding attack).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(Dictionary<K, V> dictionary, K key, V value) where K : notnull
    {
        var count = dictionary.Count;
        dictionary[key] = value;
        // Integer keys only (value types: a constant in each instantiation), and only a new key: an overwrite adds no load.
        if (typeof(K).IsValueType && count >= AdaptiveKeyComparer.Threshold - 1 && dictionary.Count != count
            && dictionary.Comparer is AdaptiveKeyComparer<K> { IsKeyed: false } adaptive)
            adaptive.Added(dictionary, key);
    }
}
