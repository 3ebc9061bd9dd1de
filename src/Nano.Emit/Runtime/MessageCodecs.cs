namespace Nano.Emit.Runtime;

/// <summary>
/// A nested message, its fields from its own compiled delegates. Written in one pass behind a back-patched length
/// prefix; measured first only when the writer cannot keep a prefix open (see ProtoWriter.Nested.cs).
/// </summary>
internal readonly struct MessageCodec<T>(MessageDelegates<T> delegates, int fieldNumber) : IValueCodec<T>
{
    public WireType WireType => WireType.LengthDelimited;

    public bool IsDefault(T value) => false; // a message is left out only when null

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(T value, int depthLeft) =>
        WireFormat.SizeOfLengthPrefixed(
            delegates.Measure(value, ProtoWriter.NestedDepth(depthLeft, delegates.MessageType)));

    public void Write(ref ProtoWriter writer, T value) =>
        writer.WriteNested(new MessageBody<T>(delegates, value), fieldNumber, delegates.MessageType);

    public T Read(ref ProtoReader reader, T existing) => ReadFramed<LengthPrefixed>(ref reader, delegates, existing);

    /// <summary>
    /// Reads a nested message between its bounds: the length prefix's, or the group's tags when
    /// <typeparamref name="TFrame"/> is <see cref="GroupTags"/>. The frame is a non-generic struct, so the JIT folds
    /// the test even in the code that reference types share.
    /// </summary>
    internal static T ReadFramed<TFrame>(ref ProtoReader reader, MessageDelegates<T> delegates, T existing)
        where TFrame : struct
    {
        var group = typeof(TFrame) == typeof(GroupTags);
        var token = group ? reader.BeginGroup() : reader.BeginLengthDelimited();
        try
        {
            var value = delegates.Read(ref reader, existing);
            if (!typeof(T).IsValueType && reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            if (group)
                reader.EndGroup(token);
            else
                reader.EndLengthDelimited(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? typeof(T)))
        {
            throw; // never reached: the filter names the innermost type being read and lets the exception pass
        }
    }
}

/// <summary>A proto2 group: fields then the end-group tag; no length prefix.</summary>
internal readonly struct GroupCodec<T>(MessageDelegates<T> delegates, int fieldNumber) : IValueCodec<T>
{
    public WireType WireType => WireType.StartGroup;

    public bool IsDefault(T value) => false;

    public long Measure(T value, int depthLeft) =>
        delegates.Measure(value, ProtoWriter.NestedDepth(depthLeft, delegates.MessageType))
            + WireFormat.SizeOfTag(fieldNumber);

    public void Write(ref ProtoWriter writer, T value)
    {
        writer.EnterNested(delegates.MessageType);
        delegates.Write(ref writer, value);
        writer.ExitNested();
        writer.WriteTag(fieldNumber, WireType.EndGroup);
    }

    public T Read(ref ProtoReader reader, T existing) =>
        MessageCodec<T>.ReadFramed<GroupTags>(ref reader, delegates, existing);
}

/// <summary>The frame of <see cref="MessageCodec{T}.ReadFramed{TFrame}"/> for a length-prefixed message.</summary>
internal readonly struct LengthPrefixed;

/// <summary>The frame of <see cref="MessageCodec{T}.ReadFramed{TFrame}"/> for a group (start and end tags).</summary>
internal readonly struct GroupTags;

/// <summary>A nested message's contents for <see cref="ProtoWriter.WriteNested{TBody}"/>: its compiled delegates and
/// the value.</summary>
internal readonly struct MessageBody<T>(MessageDelegates<T> delegates, T value) : INestedBody
{
    public void Write(ref ProtoWriter writer) => delegates.Write(ref writer, value);

    public long Measure(int depthLeft) => delegates.Measure(value, depthLeft);
}
