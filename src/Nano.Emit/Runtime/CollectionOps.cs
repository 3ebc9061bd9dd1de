namespace Nano.Emit.Runtime;

/// <summary>Collection plumbing for emitted readers: preparing a member to append to, and finishing arrays and
/// immutable collections.</summary>
internal static class CollectionOps<T>
{
    /// <summary>The member's collection when values can be appended to it; otherwise a new
    /// <typeparamref name="TConcrete"/> holding its elements. A <see cref="HashSet{T}"/> is created, or an
    /// initializer's empty one replaced, with the comparer of <paramref name="hashing"/> (<see cref="HashSets{T}"/>;
    /// the field's KeyHashing, a constant in the IL).</summary>
    public static ICollection<T> Appendable<TConcrete>(IEnumerable<T>? existing, MapKeyHashing hashing)
        where TConcrete : ICollection<T>, new()
    {
        var hashSet = typeof(TConcrete) == typeof(HashSet<T>);
        if (existing is ICollection<T> collection && CollectionSizing.CanGrow(collection)
            && !(hashSet && HashSets<T>.ShouldReplace(existing, hashing)))
            return collection;
        ICollection<T> created = hashSet ? HashSets<T>.New(hashing) : new TConcrete();
        if (existing is not null)
            foreach (var item in existing)
                created.Add(item);
        return created;
    }

    // The shared sizing rule (CollectionSizing) on this class, where the compiler finds every reader helper by name.

    /// <summary>See <see cref="CollectionSizing.ReserveIfFull{T}(ref ProtoReader, List{T})"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ReserveIfFull(ref ProtoReader reader, List<T> list) =>
        CollectionSizing.ReserveIfFull(ref reader, list);

    /// <summary>See <see cref="CollectionSizing.ReserveIfFull{T}(ref ProtoReader, ArrayBuilder{T})"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ReserveIfFull(ref ProtoReader reader, ArrayBuilder<T> builder) =>
        CollectionSizing.ReserveIfFull(ref reader, builder);

    /// <summary>Adds what was read to a get-only collection created by the owner's constructor.</summary>
    public static void AddAll(IEnumerable<T>? member, ArrayBuilder<T> items, string name)
    {
        var target = GetOnlyMembers<T>.Collection(member, name);
        foreach (var item in items.AsSpan())
            target.Add(item);
    }

    /// <summary>The array after reading: the existing elements followed by those read (the gathered buffer itself when
    /// nothing existed).</summary>
    public static T[] Concat(T[]? existing, ArrayBuilder<T>? read) => ArrayBuilder<T>.Concat(existing, read);

    public static ImmutableArray<T> Concat(ImmutableArray<T> existing, ArrayBuilder<T>? read) =>
        read is null ? existing
        : existing.IsDefaultOrEmpty ? ImmutableCollectionsMarshal.AsImmutableArray(read.ToArray())
        : existing.AddRange(read.AsSpan());

    public static ImmutableList<T> Concat(IImmutableList<T>? existing, ArrayBuilder<T>? read)
    {
        if (read is null)
            return ImmutableList.CreateRange(existing ?? []);
        var items = ImmutableList.Create(read.AsSpan());
        return existing is null ? items : ImmutableList.CreateRange(existing).AddRange(items);
    }
}

/// <summary>Dictionary plumbing for emitted readers.</summary>
internal static class DictionaryOps<TKey, TValue> where TKey : notnull
{
    [System.Diagnostics.CodeAnalysis.SuppressMessage("Performance", "CA1859",
        Justification = "The variable holds either a Dictionary or a TConcrete, which is any IDictionary.")]
    public static IDictionary<TKey, TValue> Appendable<TConcrete>(IEnumerable<KeyValuePair<TKey, TValue>>? existing,
        MapKeyHashing hashing)
        where TConcrete : IDictionary<TKey, TValue>, new()
    {
        var exact = typeof(TConcrete) == typeof(Dictionary<TKey, TValue>);
        if (existing is IDictionary<TKey, TValue> { IsReadOnly: false } dictionary
            && !(exact && MapKeyComparer<TKey>.ShouldReplace<TValue>(existing, hashing)))
            return dictionary;
        IDictionary<TKey, TValue> created =
            exact ? MapKeyComparer<TKey>.NewDictionary<TValue>(hashing) : new TConcrete();
        if (existing is not null)
            foreach (var (k, v) in existing)
                created[k] = v;
        return created;
    }

    /// <summary>Whether a <c>Dictionary&lt;K,V&gt;</c> member needs a new dictionary before an entry is read into it:
    /// it is null, or a field initializer's empty one with the default comparer
    /// (<see cref="MapKeyComparer{K}.ShouldReplace{V}"/>).</summary>
    public static bool NeedsNew(IDictionary<TKey, TValue>? existing, MapKeyHashing hashing) =>
        existing is null || (existing.Count == 0 && MapKeyComparer<TKey>.ShouldReplace<TValue>(existing, hashing));

    /// <summary>A new dictionary for entries read from the wire, with the key comparer of <paramref name="hashing"/>
    /// (the field's <see cref="Model.FieldModel.KeyHashing"/>, a constant in the emitted code).</summary>
    public static Dictionary<TKey, TValue> New(MapKeyHashing hashing) =>
        MapKeyComparer<TKey>.NewDictionary<TValue>(hashing);

    /// <summary>Sets what was read on a get-only dictionary created by the owner's constructor.</summary>
    public static void AddAll(IEnumerable<KeyValuePair<TKey, TValue>>? member, Dictionary<TKey, TValue> entries,
        string name)
    {
        var target = GetOnlyMembers<TKey, TValue>.Dictionary(member, name);
        foreach (var (k, v) in entries)
            MapInserts.Set(target, k, v);
    }
}
