namespace Nano.Serialization.Collections;

/// <summary>
/// What Nano's map reads ask of a <see cref="Dictionary{TKey, TValue}"/>'s table: its bucket count, and a growth ahead
/// of the entries to come. .NET answers both through <c>EnsureCapacity</c>. .NET Framework and Mono have no such member
/// and no other way to see the table, so there (<see cref="CanSize"/> false) a map grows by itself, and integer-key
/// maps take the keyed hash from the start (<see cref="MapKeyComparer{K}.New"/>) instead of being watched.
/// </summary>
internal static class DictionaryTable
{
    /// <summary>True where a dictionary's table can be seen and sized.</summary>
    public static bool CanSize =>
#if NET
        true;
#else
        false;
#endif

    /// <summary>The table's bucket count (0 for a dictionary that has none yet); allocates nothing. Only called where
    /// <see cref="CanSize"/>: elsewhere it answers 0, as for an unknown size.</summary>
    public static int Buckets<K, V>(Dictionary<K, V> dictionary) where K : notnull =>
#if NET
        dictionary.EnsureCapacity(0);
#else
        0;
#endif

    /// <summary>Grows the table to hold <paramref name="capacity"/> entries and returns its bucket count (a no-op
    /// answering 0 where not <see cref="CanSize"/>).</summary>
    public static int Grow<K, V>(Dictionary<K, V> dictionary, int capacity) where K : notnull =>
#if NET
        dictionary.EnsureCapacity(capacity);
#else
        0;
#endif
}
