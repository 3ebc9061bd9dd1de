using Nano.Wire;

namespace Nano.Serialization;

/// <summary>
/// Reads, writes and measures the fields of one message type. A message's own tag and length prefix are
/// written by its parent (or not at all, for the root). Obtained from <see cref="RuntimeTypeModel.GetSerializer{T}"/>.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
public interface IProtoSerializer<T>
{
    /// <summary>
    /// Computes the encoded size of <paramref name="value"/>'s fields, and records the length of every nested
    /// message in <paramref name="sizes"/> in the order <see cref="Write"/> will need them. Must be called
    /// (with the same <paramref name="sizes"/>) before <see cref="Write"/>.
    /// </summary>
    /// <param name="value">The message; not null.</param>
    /// <param name="sizes">Receives nested message lengths, in pre-order.</param>
    /// <returns>The number of bytes <see cref="Write"/> will produce.</returns>
    int Measure(T value, SizeCache sizes);

    /// <summary>Writes the fields of <paramref name="value"/>, taking nested lengths from the writer's <see cref="SizeCache"/>.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The message; the same, unchanged instance that was measured.</param>
    void Write(ref ProtoWriter writer, T value);

    /// <summary>
    /// Reads fields until the end of the current message (the end of the input, of the enclosing length, or
    /// the matching end-group tag), merging them into <paramref name="existing"/> when given.
    /// </summary>
    /// <param name="reader">The source.</param>
    /// <param name="existing">An instance to merge into, or null (default) to create one.</param>
    /// <returns>The merged or new instance (a new one for immutable types).</returns>
    /// <exception cref="ProtoException">The input is malformed or a required field is missing.</exception>
    T Read(ref ProtoReader reader, T? existing);
}

/// <summary>
/// Implemented by serializers that can tell when <see cref="IProtoSerializer{T}.Write"/> needs nothing from
/// <see cref="IProtoSerializer{T}.Measure"/> (no nested length to cache, no check done only while measuring), so the
/// facade can skip the measuring pass when it does not need the total length either.
/// </summary>
internal interface IMeasureOptional
{
    /// <summary>True when Write may run without a preceding Measure.</summary>
    bool WritesWithoutMeasure { get; }
}

/// <summary>Implemented by Nano's own serializers: which backend actually runs a type (see <see cref="RuntimeTypeModel.GetBackend{T}"/>).</summary>
internal interface IServedBy
{
    /// <summary><see cref="SerializerBackend.Emit"/> or <see cref="SerializerBackend.Interpreted"/>.</summary>
    SerializerBackend ServedBy { get; }
}
