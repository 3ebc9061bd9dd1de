namespace Nano.Emit.Runtime;

/// <summary>The slow or rare paths of emitted serializers, kept out of the emitted IL.</summary>
internal static class MessageOps
{
    public static long UnknownLength<T>(ref T holder) where T : IUnknownFieldsHolder => holder.UnknownFields?.Length ?? 0;

    /// <summary>The measured length of an inlined leaf (written so only when its prefix could not be back-patched).</summary>
    public static void WriteLeafLength(ref ProtoWriter writer, long length, string field)
    {
        if ((ulong)length > int.MaxValue)
            ProtoWriter.ThrowTooLarge(length, field);
        writer.WriteVarint32((uint)length);
    }

    public static void WriteUnknown<T>(ref ProtoWriter writer, ref T holder) where T : IUnknownFieldsHolder
    {
        if (holder.UnknownFields is { } unknown)
            writer.WriteRaw(unknown.RawBytes.Span);
    }

    public static void KeepUnknown<T>(ref ProtoReader reader, ref T holder) where T : IUnknownFieldsHolder =>
        reader.CopyField((holder.UnknownFields ??= new UnknownFieldSet()).Writer);

    /// <summary>Marks the start of an inlined leaf message, so that an error inside it names the leaf (see <see cref="ProtoReader.InlinedMessage"/>).</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static void EnterInlined<TLeaf>(ref ProtoReader reader) => reader.InlinedMessage = typeof(TLeaf);

    /// <summary>Writing an inlined leaf message: it counts as a nesting level, as it does when written through its own
    /// methods (<see cref="ProtoWriter.EnterNested"/>); nothing nests inside a leaf, so only the limit is checked.</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static void EnterLeaf<TLeaf>(ref ProtoWriter writer) => MeasureLeaf<TLeaf>(writer.DepthLeft);

    /// <summary>Measuring an inlined leaf message: the same limit as <see cref="EnterLeaf{TLeaf}"/>.</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static void MeasureLeaf<TLeaf>(int depthLeft)
    {
        if (depthLeft <= 0)
            ProtoWriter.ThrowTooDeep(typeof(TLeaf));
    }

    /// <summary>Marks the end of an inlined leaf message.</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static void ExitInlined(ref ProtoReader reader) => reader.InlinedMessage = null;

    public static Exception NullElement(string declaringType, string member, int number, int index) =>
        Serialization.GraphErrors.NullElement(declaringType, member, number, index);

    /// <summary>Required fields missing at the end of a message: the error to throw now, or null (see <see cref="RequiredFields.Missing"/>).</summary>
    public static Exception? MissingRequired(ref ProtoReader reader, MessageModel model, ulong seen, object? existing) =>
        RequiredFields.Missing(ref reader, model, seen, existing);
}

/// <summary>The proto2 default test (the implicit-presence test is each codec's <see cref="IValueCodec{T}.IsDefault"/>).</summary>
internal static class Defaults
{
    /// <summary>A proto2 <c>[DefaultValue]</c> comparison.</summary>
    public static bool Equal<T>(T v, object d) => EqualityComparer<T>.Default.Equals(v, (T)d);
}
