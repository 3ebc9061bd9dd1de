namespace Nano;

public sealed partial class RuntimeTypeModel
{
    private ProtoReaderOptions? _readerOptions;

    /// <summary>As <see cref="ReaderOptions"/>, never aliasing the input: for buffers Nano owns and gives
    /// back.</summary>
    private ProtoReaderOptions CopyingReaderOptions => ReaderOptions.AliasInput
        ? new ProtoReaderOptions { MaxDepth = _maxDepth, AliasInput = false, Strings = _stringCache }
        : ReaderOptions;

    private ProtoReaderOptions ReaderOptions
    {
        get
        {
            var options = _readerOptions;
            var strings = _stringCache;
            if (options is null || options.MaxDepth != _maxDepth || options.AliasInput != AliasInputMemory
                || options.Strings != strings)
                _readerOptions = options =
                    new ProtoReaderOptions { MaxDepth = _maxDepth, AliasInput = AliasInputMemory, Strings = strings };
            return options;
        }
    }

    /// <summary>Writes <paramref name="value"/> as a protobuf message to <paramref name="destination"/>, in one pass
    /// (nothing is measured first). Allocates nothing on the emit backend.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">Where the bytes go; it is advanced by exactly the message length. Its first
    /// <see cref="IBufferWriter{T}.GetSpan"/> is asked for about the size of the last message of this type.</param>
    /// <param name="value">The message; not null.</param>
    /// <exception cref="ArgumentNullException"><paramref name="value"/> is null.</exception>
    /// <exception cref="InvalidOperationException">The object graph is invalid (two members of a oneof set, a null
    /// required field, a cycle), or a nested message exceeds 2 GiB.</exception>
    public void Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(IBufferWriter<byte> destination,
        T value)
    {
        ArgumentNullException.ThrowIfNull(destination);
        WriteTo(destination, value);
    }

    /// <summary><see cref="Serialize{T}(IBufferWriter{byte}, T)"/>, returning the number of bytes written.</summary>
    internal long WriteTo<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(IBufferWriter<byte> destination,
        T value)
    {
        if (value is null)
            ThrowNull<T>();
        var serializer = SerializerCache<T>.Get(this);
        var writer = new ProtoWriter(destination, serializer.SizeHint, _maxDepth);
        serializer.Write(ref writer, value);
        writer.Flush();
        serializer.RememberLength(writer.Position);
        return writer.Position;
    }

    /// <summary>Writes <paramref name="value"/> into <paramref name="destination"/>.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">The buffer; use <see cref="Measure{T}"/> to size it.</param>
    /// <param name="value">The message; not null.</param>
    /// <returns>The number of bytes written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small; nothing is written past its
    /// end.</exception>
    public int Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Span<byte> destination, T value)
    {
        if (value is null)
            ThrowNull<T>();
        var serializer = SerializerCache<T>.Get(this);
        var writer = new ProtoWriter(destination, _maxDepth);
        try
        {
            serializer.Write(ref writer, value);
        }
        catch (ArgumentException e) when (e.ParamName == "destination")
        {
            // Say how much was needed (measuring only on this failure path).
            throw new ArgumentException($"The destination holds {destination.Length} bytes; the message needs "
                + $"{serializer.Measure(value, _maxDepth)}.", nameof(destination), e);
        }
        return (int)writer.Position;
    }

    /// <summary>Writes <paramref name="value"/> to a stream, in one pass into a pooled buffer (nothing is measured
    /// first, so each serialization callback of the message runs once), then to the stream at once.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    public void Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination, T value)
    {
        ArgumentNullException.ThrowIfNull(destination);
        WithPooledBytes(value, destination, static (bytes, stream) =>
        {
            stream.Write(bytes);
            return true;
        });
    }

    /// <summary>Writes <paramref name="value"/> to a new array of exactly the message's length.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="value">The message; not null.</param>
    /// <returns>The protobuf bytes.</returns>
    /// <exception cref="InvalidOperationException">The message is over 2 GiB, the object graph is invalid, or the
    /// message wrote another length than it measured (it changed while being serialized, e.g. by a before-serialize
    /// callback that is not idempotent).</exception>
    public byte[] SerializeToArray<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value)
    {
        if (value is null)
            ThrowNull<T>();
        var serializer = SerializerCache<T>.Get(this);
        var bytes = GC.AllocateUninitializedArray<byte>(CheckedLength(serializer.Measure(value, _maxDepth), typeof(T)));
        WriteMeasured(serializer, bytes, value);
        return bytes;
    }

    /// <summary>The exact number of bytes <paramref name="value"/> serializes to. Pure arithmetic: nothing is encoded
    /// or cached. The true length even past 2 GiB (which cannot be serialized).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="value">The message; not null.</param>
    /// <returns>The encoded length.</returns>
    public long Measure<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value)
    {
        if (value is null)
            ThrowNull<T>();
        return SerializerCache<T>.Get(this).Measure(value, _maxDepth);
    }

    /// <summary>Reads a message. <see cref="ReadOnlyMemory{T}"/> byte members receive copies.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data) =>
        Merge<T>(data, default);

    /// <summary>Reads a message. With <see cref="AliasInputMemory"/>, <see cref="ReadOnlyMemory{T}"/> byte members
    /// point into <paramref name="data"/>.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlyMemory<byte> data)
    {
        if (!AliasInputMemory)
            return Merge<T>(data.Span, default);
        var reader = new ProtoReader(data, ReaderOptions);
        return ReadRoot<T>(ref reader, default);
    }

    /// <summary>Reads a message from an array (see <see cref="Deserialize{T}(ReadOnlyMemory{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(byte[] data)
    {
        ArgumentNullException.ThrowIfNull(data);
        return Deserialize<T>(new ReadOnlyMemory<byte>(data));
    }

    /// <summary>Reads a message from a (possibly multi-segment) sequence, segment by segment, without copying it
    /// whole.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySequence<byte> data) =>
        Merge(data, default(T));

    /// <summary>
    /// Reads a message from the rest of a stream. The bytes are gathered in pooled segments as they arrive (never sized
    /// by <see cref="Stream.Length"/>) and parsed where they lie; <see cref="ReadOnlyMemory{T}"/> members receive
    /// copies.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type, or is 2 GiB or more.</exception>
    public T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (TryTakeRest(source, out var rest))
            return Merge<T>(rest, default);
        using var segments = new StreamSegments();
        segments.ReadToEnd(source);
        if (segments.IsSingleSegment)
            return Merge<T>(segments.FirstSpan, default);
        var reader = new ProtoReader(segments.Sequence, CopyingReaderOptions);
        return ReadRoot<T>(ref reader, default);
    }

    /// <summary>
    /// Reads a message into an existing instance: scalars are replaced, sub-messages merged, repeated fields
    /// appended and map entries set (last one wins). Immutable types yield a new instance.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="existing">The instance to merge into, or null for a new one.</param>
    /// <returns>The merged instance (the same one for mutable classes).</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Merge<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data, T? existing)
    {
        var reader = new ProtoReader(data, ReaderOptions);
        return ReadRoot(ref reader, existing);
    }

    /// <summary>Reads a message from a sequence into an existing instance (see
    /// <see cref="Merge{T}(ReadOnlySpan{byte}, T)"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="existing">The instance to merge into, or null for a new one.</param>
    /// <returns>The merged instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public T Merge<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySequence<byte> data, T? existing)
    {
        if (data.IsSingleSegment && !AliasInputMemory)
            return Merge(data.FirstSpan, existing);
        var reader = new ProtoReader(data, ReaderOptions);
        return ReadRoot(ref reader, existing);
    }

    /// <summary>A deep copy made by serializing and deserializing.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="value">The message; not null.</param>
    /// <returns>An equal, independent instance.</returns>
    public T DeepClone<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value) =>
        WithPooledBytes(value, this, static (bytes, model) => model.Merge<T>(bytes, default));

    /// <summary>Writes a varint length prefix and then the message: the standard "delimited" format for a sequence of
    /// messages.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    public void SerializeWithLengthPrefix<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination,
        T value) =>
        SerializeWithLengthPrefix(destination, value, PrefixStyle.Base128);

    /// <summary>
    /// Lazily reads length-prefixed messages (see <see cref="SerializeWithLengthPrefix{T}(Stream, T)"/>) until the
    /// stream ends. Memory grows only as bytes actually arrive, so a false length claim cannot force a huge allocation.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <returns>The messages, read one at a time as the sequence is enumerated.</returns>
    /// <exception cref="ProtoException">A prefix or message is malformed or truncated.</exception>
    public IEnumerable<T> DeserializeItems<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source) =>
        DeserializeItems<T>(source, PrefixStyle.Base128, 0);

    /// <summary>The unread rest of a <see cref="MemoryStream"/> that exposes its buffer, read in place (the stream is
    /// left at its end, as reading it would leave it); false for other streams.</summary>
    private static bool TryTakeRest(Stream source, out ReadOnlySpan<byte> rest)
    {
        rest = default;
        if (source is not MemoryStream memory || !memory.TryGetBuffer(out var segment))
            return false;
        var start = (int)memory.Position;
        memory.Position = memory.Length;
        rest = segment.AsSpan(start, segment.Count - start);
        return true;
    }

    private T ReadRoot<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ref ProtoReader reader, T? existing)
    {
        try
        {
            return SerializerCache<T>.Get(this).Read(ref reader, existing);
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? typeof(T)))
        {
            throw; // never reached: Annotate returns false so the exception
                   // passes on unchanged, with its type filled in
        }
    }

    /// <summary>Runs <paramref name="action"/> over <paramref name="value"/>'s bytes, written in one pass into a pooled
    /// buffer: measuring first would run the message's serialization callbacks twice, where protobuf-net runs them
    /// once.</summary>
    private TResult WithPooledBytes<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T, TState, TResult>(T value,
        TState state, PooledBytesFunc<TState, TResult> action)
    {
        if (value is null)
            ThrowNull<T>();
        using var buffer = new PooledBufferWriter(SerializerCache<T>.Get(this).SizeHint);
        WriteTo(buffer, value);
        return action(buffer.WrittenSpan, state);
    }

    /// <summary>Writes <paramref name="value"/> into exactly the <paramref name="destination"/> it was measured for. A
    /// message that writes more or less than it measured changed between the passes: that is an error, never a short
    /// or overflowing result (the uninitialized or pooled bytes past a short write would otherwise be sent).</summary>
    internal void WriteMeasured<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Span<byte> destination, T value)
    {
        if (value is null)
            ThrowNull<T>();
        WriteMeasured(SerializerCache<T>.Get(this), destination, value);
    }

    /// <inheritdoc cref="WriteMeasured{T}(Span{byte}, T)"/>
    private void WriteMeasured<T>(ProtoSerializer<T> serializer, Span<byte> destination, T value)
    {
        var writer = new ProtoWriter(destination, _maxDepth);
        try
        {
            serializer.Write(ref writer, value);
        }
        catch (ArgumentException e) when (e.ParamName == "destination")
        {
            throw GraphErrors.ChangedWhileWriting(typeof(T), destination.Length, "more");
        }
        if (writer.Position != destination.Length)
            throw GraphErrors.ChangedWhileWriting(typeof(T), destination.Length,
                writer.Position.ToString(System.Globalization.CultureInfo.InvariantCulture));
    }

    /// <summary>A whole message's length as an int: one over 2 GiB cannot be framed, held in an array or read
    /// back.</summary>
    private static int CheckedLength(long length, Type type)
    {
        if (length > Array.MaxLength)
            ProtoWriter.ThrowTooLarge(length, $"The message {type.FullName}");
        return (int)length;
    }

    private delegate TResult PooledBytesFunc<in TState, out TResult>(ReadOnlySpan<byte> bytes, TState state);

    /// <summary>Null values are refused by every entry point before the serializer is found (the test stays inline, the
    /// throw out of line so that the entry points stay small enough to inline).</summary>
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    private static void ThrowNull<T>() =>
        throw new ArgumentNullException("value", $"Cannot serialize a null {typeof(T).Name}.");
}
