using System.ComponentModel;

namespace Nano.Serialization.Generated;

/// <summary>
/// A message's fields measured, written and read, without its framing (tag, length prefix, depth): what
/// <see cref="NestedMessage{T, TMethods}"/> frames. Generated code implements it with a struct over a child's generated
/// serializer, so that a parent's loop over a repeated message field calls the child's methods directly (the struct's
/// type is exact in every helper it is passed to) rather than through the model's serializer of the child.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public interface IMessageMethods<T>
{
    /// <summary>The encoded size of the message's fields.</summary>
    /// <param name="value">The message; not null.</param>
    /// <param name="depthLeft">How many more levels of nested messages are allowed inside it.</param>
    /// <returns>Its size in bytes, without a length prefix.</returns>
    long Measure(T value, int depthLeft);

    /// <summary>Writes the message's fields.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The message; not null.</param>
    void Write(ref ProtoWriter writer, T value);

    /// <summary>Reads fields until the end of the current message, merging into <paramref name="existing"/> when it
    /// is not null.</summary>
    /// <param name="reader">The source.</param>
    /// <param name="existing">An instance to merge into, or null.</param>
    /// <returns>The merged or new instance.</returns>
    T Read(ref ProtoReader reader, T existing);
}
