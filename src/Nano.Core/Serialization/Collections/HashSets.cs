namespace Nano.Serialization.Collections;

/// <summary>
/// The <see cref="HashSet{T}"/> a read creates for a repeated field (hash-flooding defence, as for maps: see
/// <see cref="MapKeyComparers"/>). For integer elements under <see cref="MapKeyHashing.CollisionResistant"/> (the
/// field's <see cref="Model.FieldModel.KeyHashing"/>) it hashes with Nano's keyed comparer from the start
/// (<see cref="MapKeyComparer{K}.Keyed"/>): a set is not watched and switched as a dictionary is, so an ordinary set
/// pays the keyed hash; <see cref="MapKeyHashing.Default"/> keeps the default comparer. Both backends call it.
/// </summary>
internal static class HashSets<T>
{
    private static readonly IEqualityComparer<T>? Keyed = MapKeyComparers.For(typeof(T)) as IEqualityComparer<T>;

    /// <summary>A new set for elements read under <paramref name="hashing"/>.</summary>
    public static HashSet<T> New(MapKeyHashing hashing) => new(hashing == MapKeyHashing.Default ? null : Keyed);

    /// <summary>
    /// Whether the set a member holds should give way to a new one from <see cref="New"/>: only an empty, exact
    /// <see cref="HashSet{T}"/> with the default comparer (a field initializer's <c>new()</c>), and never under
    /// <see cref="MapKeyHashing.Default"/>. A set holding elements, or with a comparer of the user's own, is kept.
    /// </summary>
    public static bool ShouldReplace(object? existing, MapKeyHashing hashing) =>
        hashing != MapKeyHashing.Default && Keyed is not null
        && existing is HashSet<T> { Count: 0 } set && set.GetType() == typeof(HashSet<T>)
        && ReferenceEquals(set.Comparer, EqualityComparer<T>.Default);
}

/// <summary><see cref="HashSets{T}"/> for the boxed handler, which knows the set's type only at run time: one typed
/// call per element type the keyed comparer covers (no reflection, so NativeAOT compiles each).</summary>
internal static class BoxedHashSets
{
    /// <summary>A new set of <paramref name="type"/> for a read under <paramref name="hashing"/>, or null when
    /// <paramref name="type"/> is not a hash set of a covered integer type.</summary>
    public static object? New(Type type, MapKeyHashing hashing) =>
        type == typeof(HashSet<short>) ? HashSets<short>.New(hashing)
        : type == typeof(HashSet<ushort>) ? HashSets<ushort>.New(hashing)
        : type == typeof(HashSet<char>) ? HashSets<char>.New(hashing)
        : type == typeof(HashSet<int>) ? HashSets<int>.New(hashing)
        : type == typeof(HashSet<uint>) ? HashSets<uint>.New(hashing)
        : type == typeof(HashSet<long>) ? HashSets<long>.New(hashing)
        : type == typeof(HashSet<ulong>) ? HashSets<ulong>.New(hashing)
        : type == typeof(HashSet<nint>) ? HashSets<nint>.New(hashing)
        : type == typeof(HashSet<nuint>) ? HashSets<nuint>.New(hashing)
        : null;

    /// <summary><see cref="HashSets{T}.ShouldReplace"/> for a set held as an object.</summary>
    public static bool ShouldReplace(object? existing, MapKeyHashing hashing) => existing switch
    {
        HashSet<short> => HashSets<short>.ShouldReplace(existing, hashing),
        HashSet<ushort> => HashSets<ushort>.ShouldReplace(existing, hashing),
        HashSet<char> => HashSets<char>.ShouldReplace(existing, hashing),
        HashSet<int> => HashSets<int>.ShouldReplace(existing, hashing),
        HashSet<uint> => HashSets<uint>.ShouldReplace(existing, hashing),
        HashSet<long> => HashSets<long>.ShouldReplace(existing, hashing),
        HashSet<ulong> => HashSets<ulong>.ShouldReplace(existing, hashing),
        HashSet<nint> => HashSets<nint>.ShouldReplace(existing, hashing),
        HashSet<nuint> => HashSets<nuint>.ShouldReplace(existing, hashing),
        _ => false,
    };
}
