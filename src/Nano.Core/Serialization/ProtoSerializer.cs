namespace Nano.Serialization;

/// <summary>
/// Reads, writes and measures the fields of one message type: one instance per type per model, found with one array
/// index (<see cref="SerializerCache{T}"/>), so a call costs one lookup and one virtual call. A message's own tag and
/// length prefix are written by its parent (or not at all, for the root). Internal: the public surface is
/// <see cref="RuntimeTypeModel"/> and <see cref="Serializer"/>.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
internal abstract class ProtoSerializer<T> : IServedBy, IBoxedSerializer
{
    long IBoxedSerializer.MeasureBoxed(object value, int depthLeft) => Measure((T)value, depthLeft);

    void IBoxedSerializer.WriteBoxed(ref ProtoWriter writer, object value) => Write(ref writer, (T)value);

    object IBoxedSerializer.ReadBoxed(ref ProtoReader reader, object? existing) =>
        Read(ref reader, existing is null ? default : (T)existing)!;

    /// <summary>The largest first-span hint given to an output (a bigger message simply asks for more spans).</summary>
    private const int MaxSizeHint = 64 * 1024;

    private int _sizeHint = 256;

    /// <summary>Which backend serves the type: "generated", "emit", or "interpreted" (also for a type the emit backend
    /// hands back).</summary>
    public abstract string Origin { get; }

    /// <inheritdoc/>
    public SerializerBackend ServedBy => Origin switch
    {
        "emit" => SerializerBackend.Emit,
        "generated" => SerializerBackend.Generated,
        _ => SerializerBackend.Interpreted,
    };

    /// <summary>The exact encoded size of <paramref name="value"/>'s fields: pure arithmetic, nothing is cached or
    /// written.</summary>
    /// <param name="value">The message; not null.</param>
    /// <param name="depthLeft">How many more levels of nested messages are allowed (the model's MaxDepth at the
    /// root).</param>
    /// <returns>The number of bytes <see cref="Write"/> produces, as a long: it never wraps.</returns>
    /// <exception cref="InvalidOperationException">The object graph is invalid or nests too deeply.</exception>
    public abstract long Measure(T value, int depthLeft);

    /// <summary>Writes the fields of <paramref name="value"/> in one pass (nested lengths are back-patched or measured
    /// where needed).</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The message; not null.</param>
    public abstract void Write(ref ProtoWriter writer, T value);

    /// <summary>
    /// Reads fields until the end of the current message (the end of the input, of the enclosing length, or
    /// the matching end-group tag), merging them into <paramref name="existing"/> when given.
    /// </summary>
    /// <param name="reader">The source.</param>
    /// <param name="existing">An instance to merge into, or null (default) to create one.</param>
    /// <returns>The merged or new instance (a new one for immutable types).</returns>
    /// <exception cref="ProtoException">The input is malformed or a required field is missing.</exception>
    public abstract T Read(ref ProtoReader reader, T? existing);

    /// <summary>The first span to ask an output for: the last length written of this type (capped). Racy on purpose:
    /// it is only a hint.</summary>
    internal int SizeHint => _sizeHint;

    /// <summary>Remembers a written length as the next call's hint (stored only when it changes, to keep the line
    /// clean).</summary>
    internal void RememberLength(long length)
    {
        var hint = (int)Math.Clamp(length, 1, MaxSizeHint);
        if (hint != _sizeHint)
            _sizeHint = hint;
    }
}

/// <summary>Which backend actually runs a type, without knowing its type argument (see
/// <see cref="RuntimeTypeModel.GetBackend(Type)"/>).</summary>
internal interface IServedBy
{
    /// <summary><see cref="SerializerBackend.Generated"/>, <see cref="SerializerBackend.Emit"/> or
    /// <see cref="SerializerBackend.Interpreted"/>.</summary>
    SerializerBackend ServedBy { get; }
}

/// <summary>A serializer called with its type argument unknown (the non-generic API:
/// <see cref="RuntimeTypeModel.Serialize(Stream, object)"/>).</summary>
internal interface IBoxedSerializer
{
    /// <summary>See <see cref="ProtoSerializer{T}.Measure"/>.</summary>
    long MeasureBoxed(object value, int depthLeft);

    /// <summary>See <see cref="ProtoSerializer{T}.Write"/>.</summary>
    void WriteBoxed(ref ProtoWriter writer, object value);

    /// <summary>See <see cref="ProtoSerializer{T}.Read"/>.</summary>
    object ReadBoxed(ref ProtoReader reader, object? existing);
}
