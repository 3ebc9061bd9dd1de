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

    /// <summary>Marks the end of an inlined leaf message.</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static void ExitInlined(ref ProtoReader reader) => reader.InlinedMessage = null;

    public static Exception NullElement(string declaringType, string member, int number, int index) =>
        Serialization.GraphErrors.NullElement(declaringType, member, number, index);

    /// <summary>Required fields missing at the end of a message: the error to throw now, or null (see <see cref="RequiredFields.Missing"/>).</summary>
    public static Exception? MissingRequired(ref ProtoReader reader, MessageModel model, ulong seen, object? existing) =>
        RequiredFields.Missing(ref reader, model, seen, existing);
}

/// <summary>Implicit-presence tests: is the value the one that is not written?</summary>
internal static class Defaults
{
    public static bool IsDefault(int v) => v == 0;
    public static bool IsDefault(long v) => v == 0;
    public static bool IsDefault(uint v) => v == 0;
    public static bool IsDefault(ulong v) => v == 0;
    public static bool IsDefault(short v) => v == 0;
    public static bool IsDefault(ushort v) => v == 0;
    public static bool IsDefault(byte v) => v == 0;
    public static bool IsDefault(sbyte v) => v == 0;
    public static bool IsDefault(char v) => v == 0;
    public static bool IsDefault(bool v) => !v;
    public static bool IsDefault(nint v) => v == 0;
    public static bool IsDefault(nuint v) => v == 0;
    public static bool IsDefault(float v) => v == 0;
    public static bool IsDefault(double v) => v == 0;
    public static bool IsDefault(Half v) => v == Half.Zero;
    public static bool IsDefault(decimal v) => v == 0;
    public static bool IsDefault(DateTime v) => v.Ticks == 0;
    public static bool IsDefault(DateTimeOffset v) => v == default;
    public static bool IsDefault(TimeSpan v) => v.Ticks == 0;
    public static bool IsDefault(Guid v) => v == Guid.Empty;
    public static bool IsDefault(string? v) => string.IsNullOrEmpty(v);
    public static bool IsDefault(byte[]? v) => v is null || v.Length == 0;
    public static bool IsDefault(ReadOnlyMemory<byte> v) => v.IsEmpty;
    public static bool IsDefault(Memory<byte> v) => v.IsEmpty;
    public static bool IsDefaultEnum<TEnum>(TEnum v) where TEnum : struct, Enum => EnumCodec<TEnum>.IsZero(v);

    /// <summary>A proto2 <c>[DefaultValue]</c> comparison.</summary>
    public static bool Equal<T>(T v, object d) => EqualityComparer<T>.Default.Equals(v, (T)d);
}
