namespace Nano.Emit.Compiler;

/// <summary>
/// Whether the compiled code reached from a root message can throw an <see cref="UnnamedGraphException"/>: only the
/// helpers of a repeated field with reference elements (<see cref="Repeated{T, TCodec}"/>) and of a map
/// (<see cref="Maps{TKey, TValue, TKeyCodec, TValueCodec, TNulls}"/>) do. A root whose graph has neither needs no
/// handler to name the error, so its serializer's Measure and Write are a plain call the JIT can inline (a method with
/// a try/catch is not inlined). Conservative: anything unexpected counts as "can throw".
/// </summary>
internal static class UnnamedErrorScan
{
    /// <summary>True when a message of <paramref name="root"/>'s type may meet a null element or map value.</summary>
    public static bool CanThrow(MessageModel root)
    {
        var seen = new HashSet<MessageModel>(ReferenceEqualityComparer.Instance);
        var pending = new Stack<MessageModel>();
        pending.Push(root);
        while (pending.TryPop(out var message))
        {
            if (!seen.Add(message))
                continue;
            // A level of a hierarchy runs its base's and its sub-types' code too.
            if (message.BaseType is { } baseType)
                pending.Push(baseType);
            foreach (var subType in message.SubTypes)
                pending.Push(subType.Model);
            foreach (var field in message.Fields)
            {
                if (field.Shape == FieldShape.Map || (field.Shape == FieldShape.Repeated && ElementsCanBeNull(field)))
                    return true;
                if (field.Value.ProtoType is ProtoType.Message or ProtoType.Group)
                {
                    if (field.Value.Message is not { } nested)
                        return true;
                    pending.Push(nested);
                }
            }
        }
        return false;
    }

    /// <summary>Reference elements, or Nullable ones (whatever the value model says, the collection is what is
    /// walked).</summary>
    private static bool ElementsCanBeNull(FieldModel field)
    {
        if (!field.Value.Type.IsValueType || Nullable.GetUnderlyingType(field.Value.Type) is not null)
            return true;
        var collection = field.MemberType;
        if (collection.IsArray)
            return !collection.GetElementType()!.IsValueType
                || Nullable.GetUnderlyingType(collection.GetElementType()!) is not null;
        return !collection.IsGenericType
            || collection.GetGenericArguments().Any(a => !a.IsValueType || Nullable.GetUnderlyingType(a) is not null);
    }
}
