namespace Nano.Serialization.Collections;

/// <summary>
/// Thrown by a compiled helper that finds a value protobuf cannot encode but does not know its field; the root
/// serializer (emit's or the generated backend's) replaces it with the backend-independent error (<c>GraphErrors</c>)
/// naming type, member and field.
/// </summary>
internal abstract class UnnamedGraphException(string message) : InvalidOperationException(message);

/// <summary>A null string, bytes or message element in a repeated field (the helper knows only its index).</summary>
internal sealed class NullElementException(int index)
    : UnnamedGraphException(Serialization.GraphErrors.UnnamedNullElement(index))
{
    public int Index { get; } = index;
}

/// <summary>A null message value in a map field.</summary>
internal sealed class NullMapValueException(Type valueType)
    : UnnamedGraphException(Serialization.GraphErrors.UnnamedNullMapValue(valueType));
