namespace Nano.Serialization.Collections;

/// <summary>
/// Thrown by a compiled helper that finds a value protobuf cannot encode but does not know its field; the root
/// serializer (emit's or the generated backend's) replaces it with the backend-independent error (<c>GraphErrors</c>)
/// naming type, member and field.
/// </summary>
internal abstract class UnnamedGraphException(string message) : InvalidOperationException(message)
{
    /// <summary>
    /// Error path only: the exception to throw instead of <paramref name="original"/>. The interpreted plan walks the
    /// same graph to throw the backend-independent error naming type, member and field; the original is kept if the
    /// graph changed in between.
    /// </summary>
    public static Exception Name<T>(RuntimeTypeModel model, MessageModel message, T value,
        UnnamedGraphException original)
    {
        try
        {
            Interpreted.InterpretedBackend.Instance.Create<T>(model, message).Measure(value, model.MaxDepth);
        }
        catch (InvalidOperationException e) when (e.Data.Contains(GraphErrors.NullElementKey)
            || e.Data.Contains(GraphErrors.NullMapValueKey))
        {
            return e;
        }
        return original;
    }
}

/// <summary>A null string, bytes or message element in a repeated field (the helper knows only its index).</summary>
internal sealed class NullElementException(int index)
    : UnnamedGraphException(Serialization.GraphErrors.UnnamedNullElement(index))
{
    public int Index { get; } = index;
}

/// <summary>A null message value in a map field.</summary>
internal sealed class NullMapValueException(Type valueType)
    : UnnamedGraphException(Serialization.GraphErrors.UnnamedNullMapValue(valueType));
