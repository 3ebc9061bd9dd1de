namespace Nano.Serialization.Collections;

/// <summary>
/// Builds an immutable set member (<see cref="Model.CollectionKind.ImmutableSet"/>) after a read: the set it held, else
/// the model's empty set (<see cref="Model.FieldModel.ImmutableEmpty"/>), with the elements read added (a duplicate is
/// kept once, as the set does). A set held that is not an immutable set of <typeparamref name="T"/> is copied into the
/// empty one first. The one copy of the rule: both backends call it.
/// </summary>
/// <remarks>
/// Hash flooding: an <see cref="ImmutableHashSet{T}"/> keeps the elements of one hash code in one list, so 64-bit
/// elements <c>(x &lt;&lt; 32) | x</c>, which all hash to 0 under the default comparer, make a read quadratic. Under
/// <see cref="MapKeyHashing.CollisionResistant"/> (the field's <see cref="Model.FieldModel.KeyHashing"/>) a hash set of
/// integers with the default comparer takes Nano's keyed one (<see cref="MapKeyComparer{K}.Keyed"/>, as immutable maps
/// do) before the elements read are added; a comparer of the user's own is kept.
/// </remarks>
internal static class ImmutableSetRebuild<T>
{
    private static readonly IEqualityComparer<T>? Keyed = MapKeyComparers.For(typeof(T)) as IEqualityComparer<T>;

    public static IImmutableSet<T> Union(IEnumerable<T>? existing, IImmutableSet<T> empty, ArrayBuilder<T> read,
        MapKeyHashing hashing)
    {
        var set = existing as IImmutableSet<T> ?? (existing is null ? empty : empty.Union(existing));
        return WithKeyedHash(set, hashing).Union(read.ToArray());
    }

    /// <summary><paramref name="set"/>, with the keyed comparer when it is a hash set of integers hashing with the
    /// default one.</summary>
    public static IImmutableSet<T> WithKeyedHash(IImmutableSet<T> set, MapKeyHashing hashing) =>
        hashing != MapKeyHashing.Default && Keyed is not null && set is ImmutableHashSet<T> hashed
        && ReferenceEquals(hashed.KeyComparer, EqualityComparer<T>.Default) ? hashed.WithComparer(Keyed) : set;
}

/// <summary><see cref="ImmutableSetRebuild{T}.WithKeyedHash"/> for the boxed handler, which holds the set as an object:
/// one typed call per element type the keyed comparer covers (no reflection, so NativeAOT compiles each).</summary>
internal static class ImmutableSetHashing
{
    public static object WithKeyedHash(object set, MapKeyHashing hashing) => set switch
    {
        ImmutableHashSet<short> s => ImmutableSetRebuild<short>.WithKeyedHash(s, hashing),
        ImmutableHashSet<ushort> s => ImmutableSetRebuild<ushort>.WithKeyedHash(s, hashing),
        ImmutableHashSet<char> s => ImmutableSetRebuild<char>.WithKeyedHash(s, hashing),
        ImmutableHashSet<int> s => ImmutableSetRebuild<int>.WithKeyedHash(s, hashing),
        ImmutableHashSet<uint> s => ImmutableSetRebuild<uint>.WithKeyedHash(s, hashing),
        ImmutableHashSet<long> s => ImmutableSetRebuild<long>.WithKeyedHash(s, hashing),
        ImmutableHashSet<ulong> s => ImmutableSetRebuild<ulong>.WithKeyedHash(s, hashing),
        ImmutableHashSet<nint> s => ImmutableSetRebuild<nint>.WithKeyedHash(s, hashing),
        ImmutableHashSet<nuint> s => ImmutableSetRebuild<nuint>.WithKeyedHash(s, hashing),
        _ => set,
    };
}

/// <summary>
/// Builds an immutable sorted map member (<see cref="Model.CollectionKind.ImmutableSortedDictionary"/>) after a read:
/// the map it held, else the model's empty map, with the entries read set (the last one for a key wins). Both backends
/// call it.
/// </summary>
internal static class ImmutableSortedMapRebuild<K, V> where K : notnull
{
    public static IImmutableDictionary<K, V> SetItems(IEnumerable<KeyValuePair<K, V>>? existing,
        IImmutableDictionary<K, V> empty, Dictionary<K, V> read)
    {
        var map = existing as IImmutableDictionary<K, V> ?? (existing is null ? empty : empty.SetItems(existing));
        return map.SetItems(read);
    }
}
