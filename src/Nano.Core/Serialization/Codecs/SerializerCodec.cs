namespace Nano.Serialization.Codecs;

/// <summary>
/// A nested message written and read by the model's serializer of <typeparamref name="T"/>, whichever backend made it:
/// what generated code uses for message fields. Framing, depth, the required-fields bookkeeping and the error that
/// names the message are the ones emit's message codec applies.
/// </summary>
internal readonly struct SerializerCodec<T>(ProtoSerializer<T> serializer, int fieldNumber) : IValueCodec<T>
{
    public WireType WireType => WireType.LengthDelimited;

    public bool IsDefault(T value) => false; // a message is left out only when null

    public long Measure(T value, int depthLeft) =>
        WireFormat.SizeOfLengthPrefixed(serializer.Measure(value, ProtoWriter.NestedDepth(depthLeft, typeof(T))));

    public void Write(ref ProtoWriter writer, T value) =>
        writer.WriteNested(new SerializerBody<T>(serializer, value), fieldNumber, typeof(T));

    public T Read(ref ProtoReader reader, T existing)
    {
        var token = reader.BeginLengthDelimited();
        try
        {
            var value = serializer.Read(ref reader, existing);
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

/// <summary>A nested message's contents for <see cref="ProtoWriter.WriteNested{TBody}"/>: its serializer and the
/// value.</summary>
internal readonly struct SerializerBody<T>(ProtoSerializer<T> serializer, T value) : INestedBody
{
    public void Write(ref ProtoWriter writer) => serializer.Write(ref writer, value);

    public long Measure(int depthLeft) => serializer.Measure(value, depthLeft);
}
