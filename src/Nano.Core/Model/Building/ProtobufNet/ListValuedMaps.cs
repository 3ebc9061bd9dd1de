namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// protobuf-net's map whose value is a list: the list travels as a repeated field 2 inside each entry, its elements
/// in their type's default format at the member's level (protobuf-net ignores <c>ValueFormat</c> there, and so does
/// Nano). Lists, arrays and the interfaces a list stands in for are mapped; other collections, nested collections
/// and enum keys (read only on the boxed path) are refused.
/// </summary>
internal static class ListValuedMaps
{
    /// <summary>The model of a map value that is a list, or null when <paramref name="type"/> is not a
    /// collection.</summary>
    /// <param name="type">The map value's type.</param>
    /// <param name="key">The map key.</param>
    /// <param name="where">Names the member, for errors.</param>
    /// <param name="element">Classifies an element of the list, in its default format at the member's level.</param>
    public static ValueModel? TryBuild(Type type, ValueModel? key, Func<string> where, Func<Type, ValueModel> element)
    {
        if (type == typeof(byte[]) || type == typeof(string)
            || CollectionClassifier.Classify(type, settable: true) is not { } c)
            return null;
        var listType = c.Kind == CollectionKind.Array ? type : c.Concrete;
        if (c.Shape != FieldShape.Repeated || listType is null
            || (c.Kind == CollectionKind.List && listType.GetGenericTypeDefinition() != typeof(List<>)))
            throw new ProtoModelException($"{where()}: a map value of type {ModelBuilder.Describe(type)} is not "
                + "supported; a map value may be a List<T>, a T[] or an interface a List<T> implements (written as "
                + "protobuf-net writes them).");
        if (key is { ProtoType: ProtoType.Enum })
            throw new ProtoModelException($"{where()}: a map whose values are lists cannot have enum keys "
                + $"({ModelBuilder.Describe(key.Type)}) yet; use the key's number type.");
        var elementModel = element(c.Element);
        if (elementModel.ProtoType == ProtoType.Group)
            throw new ProtoModelException($"{where()}: the elements of a map value cannot be groups.");
        return new ValueModel(type, ProtoType.Message)
        {
            ListElement = elementModel,
            ListType = listType,
            MapEntryLeavesOutNull = true,
        };
    }
}
