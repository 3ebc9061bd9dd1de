using Nano.Serialization.Generated;

namespace Nano.Serialization.Codecs;

/// <summary>
/// A nested message written and read by the model's serializer of <typeparamref name="T"/>, whichever backend made it:
/// what generated code uses for message fields whose child it does not call directly. The framing is
/// <see cref="NestedCodec{T, TMethods}"/>'s.
/// </summary>
internal readonly struct SerializerCodec<T>(ProtoSerializer<T> serializer, int fieldNumber) : IValueCodec<T>
{
    private NestedCodec<T, SerializerMethods<T>> Nested => new(new SerializerMethods<T>(serializer), fieldNumber);

    public WireType WireType => WireType.LengthDelimited;

    public bool IsDefault(T value) => false; // a message is left out only when null

    public long Measure(T value, int depthLeft) => Nested.Measure(value, depthLeft);

    public void Write(ref ProtoWriter writer, T value) => Nested.Write(ref writer, value);

    public T Read(ref ProtoReader reader, T existing) => Nested.Read(ref reader, existing);
}

/// <summary>
/// A nested message whose fields <typeparamref name="TMethods"/> measures, writes and reads: a model's serializer
/// (<see cref="SerializerMethods{T}"/>), or a child's generated methods called directly. Framing, depth, the
/// required-fields bookkeeping and the error that names the message are the ones emit's message codec applies.
/// </summary>
internal readonly struct NestedCodec<T, TMethods>(TMethods methods, int fieldNumber) : IValueCodec<T>
    where TMethods : struct, IMessageMethods<T>
{
    public WireType WireType => WireType.LengthDelimited;

    public bool IsDefault(T value) => false; // a message is left out only when null

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(T value, int depthLeft) =>
        WireFormat.SizeOfLengthPrefixed(methods.Measure(value, ProtoWriter.NestedDepth(depthLeft, typeof(T))));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref ProtoWriter writer, T value) =>
        writer.WriteNested(new NestedBody<T, TMethods>(methods, value), fieldNumber, typeof(T));

    public T Read(ref ProtoReader reader, T existing)
    {
        var token = reader.BeginLengthDelimited();
        try
        {
            var value = methods.Read(ref reader, existing);
            if (!typeof(T).IsValueType && reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            reader.EndLengthDelimited(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? typeof(T)))
        {
            throw; // never reached: the filter names the innermost type being read and lets the exception pass
        }
    }
}

/// <summary>The model's serializer of <typeparamref name="T"/> as message methods.</summary>
internal readonly struct SerializerMethods<T>(ProtoSerializer<T> serializer) : IMessageMethods<T>
{
    public long Measure(T value, int depthLeft) => serializer.Measure(value, depthLeft);

    public void Write(ref ProtoWriter writer, T value) => serializer.Write(ref writer, value);

    public T Read(ref ProtoReader reader, T existing) => serializer.Read(ref reader, existing);
}

/// <summary>A nested message's contents for <see cref="ProtoWriter.WriteNested{TBody}"/>: its methods and the
/// value.</summary>
internal readonly struct NestedBody<T, TMethods>(TMethods methods, T value) : INestedBody
    where TMethods : struct, IMessageMethods<T>
{
    public void Write(ref ProtoWriter writer) => methods.Write(ref writer, value);

    public long Measure(int depthLeft) => methods.Measure(value, depthLeft);
}
