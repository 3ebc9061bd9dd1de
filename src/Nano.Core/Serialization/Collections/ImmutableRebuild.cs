namespace Nano.Serialization.Collections;

/// <summary>
/// Builds an immutable set member (<see cref="Model.CollectionKind.ImmutableSet"/>) after a read: the set it held, else
/// the model's empty set (<see cref="Model.FieldModel.ImmutableEmpty"/>), with the elements read added (a duplicate is
/// kept once, as the set does). A set held that is not an immutable set of <typeparamref name="T"/> is copied into the
/// empty one first. The one copy of the rule: both backends call it.
/// </summary>
internal static class ImmutableSetRebuild<T>
{
    public static IImmutableSet<T> Union(IEnumerable<T>? existing, IImmutableSet<T> empty, ArrayBuilder<T> read)
    {
        var set = existing as IImmutableSet<T> ?? (existing is null ? empty : empty.Union(existing));
        return set.Union(read.ToArray());
    }
}

/// <summary>
/// Builds an immutable sorted map member (<see cref="Model.CollectionKind.ImmutableSortedDictionary"/>) after a read: the
/// map it held, else the model's empty map, with the entries read set (the last one for a key wins). Both backends call it.
/// </summary>
internal static class ImmutableSortedMapRebuild<K, V> where K : notnull
{
    public static IImmutableDictionary<K, V> SetItems(IEnumerable<KeyValuePair<K, V>>? existing, IImmutableDictionary<K, V> empty, Dictionary<K, V> read)
    {
        var map = existing as IImmutableDictionary<K, V> ?? (existing is null ? empty : empty.SetItems(existing));
        return map.SetItems(read);
    }
}
