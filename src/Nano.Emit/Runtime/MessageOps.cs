namespace Nano.Emit.Runtime;

/// <summary>The slow or rare paths of emitted serializers, kept out of the emitted IL.</summary>
internal static class MessageOps
{
    public static long UnknownLength<T>(ref T holder) where T : IUnknownFieldsHolder =>
        holder.UnknownFields?.Length ?? 0;

    public static void WriteUnknown<T>(ref ProtoWriter writer, ref T holder) where T : IUnknownFieldsHolder
    {
        if (holder.UnknownFields is { } unknown)
            writer.WriteRaw(unknown.RawBytes.Span);
    }

    public static void KeepUnknown<T>(ref ProtoReader reader, ref T holder) where T : IUnknownFieldsHolder =>
        reader.CopyField((holder.UnknownFields ??= new UnknownFieldSet()).Writer);

    /// <summary>Marks the start of an inlined leaf message, so that an error inside it names the leaf (see
    /// <see cref="ProtoReader.InlinedMessage"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void EnterInlined<TLeaf>(ref ProtoReader reader) => reader.InlinedMessage = typeof(TLeaf);

    /// <summary>The measured length of an inlined leaf (written so only when its prefix could not be back-patched): out
    /// of line, as <see cref="ProtoWriter.WriteNested{TBody}"/>'s measured way is, so that the too-large error's text
    /// is not built in the parent's code.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static void WriteLeafLength<TLeaf>(ref ProtoWriter writer, long length, int fieldNumber) =>
        writer.WriteNestedLength(length, fieldNumber, typeof(TLeaf));

    /// <summary>Measuring an inlined leaf message: the depth rule of
    /// <see cref="ProtoWriter.BeginLeaf{TLeaf}"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void MeasureLeaf<TLeaf>(int depthLeft) => ProtoWriter.CheckDepth(depthLeft, typeof(TLeaf));

    /// <summary>Marks the end of an inlined leaf message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ExitInlined(ref ProtoReader reader) => reader.InlinedMessage = null;

    public static Exception NullElement(string declaringType, string member, int number, int index) =>
        Serialization.GraphErrors.NullElement(declaringType, member, number, index);

    /// <summary>Required fields missing at the end of a message: the error to throw now, or null (see
    /// <see cref="RequiredFields.Missing"/>).</summary>
    public static Exception? MissingRequired(ref ProtoReader reader, MessageModel model, ulong seen,
        object? existing) =>
        RequiredFields.Missing(ref reader, model, seen, existing);
}

/// <summary>The proto2 default test (the implicit-presence test is each codec's
/// <see cref="IValueCodec{T}.IsDefault"/>).</summary>
internal static class Defaults
{
    /// <summary>A proto2 <c>[DefaultValue]</c> comparison.</summary>
    public static bool Equal<T>(T v, object d) => EqualityComparer<T>.Default.Equals(v, (T)d);
}
