namespace Nano.Emit.Compiler;

/// <summary>Picks the <see cref="IValueCodec{T}"/> struct for a value; null when there is none (the type then stays
/// interpreted).</summary>
internal static class CodecSelector
{
    public static Type? CodecType(ValueModel value)
    {
        var t = value.Type;
        if (value.ListElement is { } element)
            return CodecType(element) is { } elements ? typeof(ListValueCodec<,,>).MakeGenericType(t, element.Type, elements) : null;
        if (value.Message is not null)
            return (value.ProtoType == ProtoType.Group ? typeof(GroupCodec<>) : typeof(MessageCodec<>)).MakeGenericType(t);
        switch (value.WellKnown)
        {
            case WellKnownKind.DateTime: return typeof(DateTimeCodec);
            case WellKnownKind.DateTimeOffset: return typeof(DateTimeOffsetCodec);
            case WellKnownKind.TimeSpan: return typeof(TimeSpanCodec);
            case WellKnownKind.Guid: return typeof(GuidCodec);
            case WellKnownKind.Decimal: return typeof(DecimalCodec);
            case WellKnownKind.BclDateTime: return typeof(BclDateTimeCodec);
            case WellKnownKind.BclTimeSpan: return typeof(BclTimeSpanCodec);
            case WellKnownKind.BclDecimal: return typeof(BclDecimalCodec);
            case WellKnownKind.BclGuid: return typeof(BclGuidCodec);
            case WellKnownKind.GuidString: return typeof(GuidStringCodec);
            case WellKnownKind.TimestampOfTicks: return typeof(TimestampOfTicksCodec);
            case WellKnownKind.UriString: return typeof(UriStringCodec);
            case WellKnownKind.GuidBytesEmptyAsNone: return typeof(GuidBytesEmptyAsNoneCodec);
            case WellKnownKind.TypeName: return typeof(TypeNameCodec);
            case WellKnownKind.DateTimeFixedTicks: return typeof(DateTimeFixedTicksCodec);
        }
        if (t.IsEnum)
            return (value.KeepsEmptyInMapEntry ? typeof(KeptEnumCodec<>) : typeof(EnumCodec<>)).MakeGenericType(t);
        if (value.KeepsEmptyInMapEntry && t == typeof(string))
            return typeof(KeptStringCodec);
        if (value.KeepsEmptyInMapEntry && t == typeof(byte[]))
            return typeof(KeptByteArrayCodec);
        if (ScalarCodecTable.CodecType(value.ProtoType, t) is { } scalar)
            return scalar;
        if (t == typeof(string))
            return typeof(StringCodec);
        if (t == typeof(byte[]))
            return typeof(ByteArrayCodec);
        if (t == typeof(ReadOnlyMemory<byte>))
            return typeof(ReadOnlyMemoryCodec);
        return t == typeof(Memory<byte>) ? typeof(MemoryCodec) : null;
    }
}
