namespace Nano.Emit.Runtime;

/// <summary>
/// Thrown by the repeated-field helpers on a null string, bytes or message element. They know the index but not the
/// field; <see cref="EmitSerializer{T}"/> turns it into the backend-independent error naming type, member and field.
/// </summary>
internal sealed class NullElementException(int index)
    : InvalidOperationException($"Element {index} of a repeated string, bytes or message field is null; a repeated field cannot hold null.")
{
    public int Index { get; } = index;
}
