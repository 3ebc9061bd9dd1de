namespace Nano.Serialization.Collections;

/// <summary>
/// Sets map entries one at a time, with the hash-flooding watch of <see cref="AdaptiveKeyComparer{K}"/> on each: the
/// copies of what was read into a get-only member (emit's <c>DictionaryOps.AddAll</c>, the interpreted
/// <c>MapField.Store</c>). Entries read from the wire go through <see cref="MapRun{K, V}"/>, which looks at the
/// dictionary and its comparer once per run; both keep the watch's state in the dictionary's comparer.
/// </summary>
internal static class MapInserts
{
    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/> in <paramref name="target"/> (the last entry
    /// for a key wins).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(IDictionary<K, V> target, K key, V value) where K : notnull
    {
        if (target is Dictionary<K, V> dictionary)
            Set(dictionary, key, value);
        else
            target[key] = value;
    }

    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/>; when that added a key and the comparer is
    /// Nano's, lets it count the key (and switch to keyed mode on a flooding attack; see
    /// <see cref="AdaptiveKeyComparer{K}.Added{V}"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(Dictionary<K, V> dictionary, K key, V value) where K : notnull
    {
        // One lookup that also says whether the key is new (an overwrite adds no load).
        if (Put(dictionary, key, value))
            return;
        // Integer keys only (value types: a constant in each instantiation).
        if (typeof(K).IsValueType && dictionary.Comparer is AdaptiveKeyComparer<K> adaptive)
            adaptive.Added(dictionary, key);
    }

    /// <summary>Sets <paramref name="key"/> to <paramref name="value"/>; true when the key was already there.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool Put<K, V>(Dictionary<K, V> dictionary, K key, V value) where K : notnull
    {
#if NET
        ref var slot = ref CollectionsMarshal.GetValueRefOrAddDefault(dictionary, key, out var existed);
        slot = value;
        return existed;
#else
        var count = dictionary.Count;
        dictionary[key] = value;
        return dictionary.Count == count;
#endif
    }
}
