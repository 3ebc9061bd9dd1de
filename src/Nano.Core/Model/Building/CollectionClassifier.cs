namespace Nano.Model.Building;

/// <summary>Recognises repeated and map members and the collection that stores them.</summary>
internal static class CollectionClassifier
{
    /// <summary>The result: shape, collection kind, element (or key/value) types and the type to create on
    /// read.</summary>
    public readonly record struct Collection(FieldShape Shape, CollectionKind Kind, Type Element, Type? MapValue,
        Type? Concrete);

    /// <summary>Classifies a member type; returns null for non-collections (strings and byte buffers are
    /// values).</summary>
    public static Collection? Classify(Type type, bool settable)
    {
        if (type == typeof(string) || type == typeof(byte[]))
            return null;
        if (type.IsArray)
            return type.GetArrayRank() == 1
                ? new Collection(FieldShape.Repeated, CollectionKind.Array, type.GetElementType()!, null, null) : null;

        // Compared by namespace first so that System.Collections.Immutable is only loaded for types that use it.
        if (type.IsGenericType && type.Namespace == "System.Collections.Immutable" && Immutable(type) is { } immutable)
            return immutable;

        var definition = type.IsGenericType ? type.GetGenericTypeDefinition() : null;
        if ((FindGeneric(type, typeof(IDictionary<,>))
            ?? (definition == typeof(IReadOnlyDictionary<,>) ? type : null)) is { } dictionary)
        {
            var kv = dictionary.GetGenericArguments();
            return Mutable(FieldShape.Map, type, kv[0], kv[1], typeof(Dictionary<,>), settable);
        }
        var readOnly = type.IsInterface && (definition == typeof(IEnumerable<>)
            || definition == typeof(IReadOnlyCollection<>) || definition == typeof(IReadOnlyList<>));
        if ((FindGeneric(type, typeof(ICollection<>)) ?? (readOnly ? type : null)) is { } collection)
            return Mutable(FieldShape.Repeated, type, collection.GetGenericArguments()[0], null, typeof(List<>),
                settable);
        return null;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static Collection? Immutable(Type type)
    {
        var definition = type.GetGenericTypeDefinition();
        var args = type.GetGenericArguments();
        if (definition == typeof(ImmutableArray<>))
            return new Collection(FieldShape.Repeated, CollectionKind.ImmutableArray, args[0], null, null);
        if (definition == typeof(ImmutableList<>) || definition == typeof(IImmutableList<>))
            return new Collection(FieldShape.Repeated, CollectionKind.ImmutableList, args[0], null, null);
        if (definition == typeof(ImmutableDictionary<,>) || definition == typeof(IImmutableDictionary<,>))
            return new Collection(FieldShape.Map, CollectionKind.ImmutableDictionary, args[0], args[1], null);
        // Sets and sorted maps are rebuilt from the type's own Empty (a set member declared as the interface: a hash
        // set).
        if (definition == typeof(ImmutableHashSet<>) || definition == typeof(ImmutableSortedSet<>))
            return new Collection(FieldShape.Repeated, CollectionKind.ImmutableSet, args[0], null, type);
        if (definition == typeof(IImmutableSet<>))
            return new Collection(FieldShape.Repeated, CollectionKind.ImmutableSet, args[0], null,
                AotGenerics.Close(typeof(ImmutableHashSet<>), Where(type), args[0]));
        if (definition == typeof(ImmutableSortedDictionary<,>))
            return new Collection(FieldShape.Map, CollectionKind.ImmutableSortedDictionary, args[0], args[1], type);
        return null;
    }

    /// <summary>A mutable collection: created as <paramref name="type"/> itself when it can be, else as
    /// <paramref name="fallbackDefinition"/> (List or Dictionary) over its arguments.</summary>
    private static Collection Mutable(FieldShape shape, Type type, Type element, Type? value, Type fallbackDefinition,
        bool settable)
    {
        var concrete = !type.IsInterface && !type.IsAbstract
            && MessageTypes.Members(type).GetConstructor(Type.EmptyTypes) is not null
            ? type
            : value is null
                ? AotGenerics.Close(fallbackDefinition, Where(type), element)
                : AotGenerics.Close(fallbackDefinition, Where(type), element, value);
        var creatable = type.IsAssignableFrom(concrete);
        if (!settable || !creatable)
            return new Collection(shape,
                shape == FieldShape.Map ? CollectionKind.ExistingDictionary : CollectionKind.Existing, element, value,
                null);
        return new Collection(shape, shape == FieldShape.Map ? CollectionKind.Dictionary : CollectionKind.List, element,
            value, concrete);
    }

    private static string Where(Type type) => $"The collection type {type.FullName}";

    private static Type? FindGeneric(Type type, Type definition)
    {
        if (type.IsGenericType && type.GetGenericTypeDefinition() == definition)
            return type;
        foreach (var candidate in MessageTypes.Members(type).GetInterfaces())
            if (candidate.IsGenericType && candidate.GetGenericTypeDefinition() == definition)
                return candidate;
        return null;
    }
}
