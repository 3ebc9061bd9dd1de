namespace Nano;

// The non-generic API that protobuf-net code calls (Serializer.NonGeneric): the type comes from the value or a Type.
public sealed partial class RuntimeTypeModel
{
    /// <summary>
    /// Writes <paramref name="value"/> as its runtime type's message (a sub-type of a <c>[ProtoInclude]</c> hierarchy
    /// as its root type's, as protobuf-net does). Prefer <see cref="Serialize{T}(Stream, T)"/> where the type is known.
    /// </summary>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    [RequiresUnreferencedCode("The value's type is found at run time, so the trimmer cannot keep its members; use "
        + "Serialize<T>.")]
    public void Serialize(Stream destination, object value)
    {
        ArgumentNullException.ThrowIfNull(destination);
        ArgumentNullException.ThrowIfNull(value);
        var (serializer, _) = Boxed(value.GetType());
        // One pass into a pooled buffer, as the generic form writes: each serialization callback runs once.
        using var buffer = new PooledBufferWriter();
        var writer = new ProtoWriter(buffer, 0, _maxDepth);
        serializer.WriteBoxed(ref writer, value);
        writer.Flush();
        destination.Write(buffer.WrittenSpan);
    }

    /// <summary>Reads one message of <paramref name="type"/> from the rest of the stream (see
    /// <see cref="Deserialize{T}(Stream)"/>).</summary>
    /// <param name="type">A contract type.</param>
    /// <param name="source">A readable stream.</param>
    /// <returns>The new instance (of a sub-type when the payload says so).</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public object Deserialize([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type, Stream source)
    {
        ArgumentNullException.ThrowIfNull(type);
        ArgumentNullException.ThrowIfNull(source);
        return ReadBoxed(type, source, null);
    }

    /// <summary>Reads one message from the rest of the stream into <paramref name="existing"/> (see
    /// <see cref="Merge{T}(ReadOnlySpan{byte}, T)"/>).</summary>
    /// <param name="source">A readable stream.</param>
    /// <param name="existing">The instance to merge into; its runtime type is the message type.</param>
    /// <returns>The merged instance (a new one for immutable types).</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    [RequiresUnreferencedCode("The instance's type is found at run time, so the trimmer cannot keep its members; use "
        + "Merge<T>.")]
    public object Merge(Stream source, object existing)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(existing);
        return ReadBoxed(existing.GetType(), source, existing);
    }

    [UnconditionalSuppressMessage("Trimming", "IL2067",
        Justification = "The public callers take the type annotated, or are marked RequiresUnreferencedCode.")]
    private object ReadBoxed(Type type, Stream source, object? existing)
    {
        var (serializer, root) = Boxed(type);
        var memory = new MemoryStream();
        source.CopyTo(memory);
        var reader = new ProtoReader(memory.GetBuffer().AsSpan(0, (int)memory.Length), ReaderOptions);
        object result;
        try
        {
            result = serializer.ReadBoxed(ref reader, existing);
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? root))
        {
            throw; // never reached: Annotate returns false
        }
        return type.IsInstanceOfType(result)
            ? result
            : throw new ProtoException($"The payload holds a {result.GetType().FullName}, which is not a "
                + $"{type.FullName}", 0);
    }

    /// <summary>The serializer of the type's root contract, on this model's backend.</summary>
    private (IBoxedSerializer Serializer, Type Root) Boxed(
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        var model = GetModel(type).Root;
        if (RuntimeFeature.IsDynamicCodeSupported)
        {
            Prepare(model.Type);
            if (_serializers.TryGetValue(model.Type, out var serializer))
                return ((IBoxedSerializer)serializer, model.Type);
        }
        // Without dynamic code only the interpreted backend runs, and it needs no type argument.
        return (Serialization.Interpreted.InterpretedBackend.Instance.Create<object>(this, model), model.Type);
    }
}
