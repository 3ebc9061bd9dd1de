namespace Nano.Emit.Compiler;

/// <summary>Picks the <see cref="IValueCodec{T}"/> struct for a value; null when there is none (the type then stays interpreted).</summary>
internal static class CodecSelector
{
    public static Type? CodecType(ValueModel value)
    {
        var t = value.Type;
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
        }
        if (t.IsEnum)
            return (value.KeepsEmptyInMapEntry ? typeof(KeptEnumCodec<>) : typeof(EnumCodec<>)).MakeGenericType(t);
        if (value.KeepsEmptyInMapEntry && t == typeof(string))
            return typeof(KeptStringCodec);
        if (value.KeepsEmptyInMapEntry && t == typeof(byte[]))
            return typeof(KeptByteArrayCodec);
        return (value.ProtoType, Type.GetTypeCode(t)) switch
        {
            (ProtoType.Int32, TypeCode.Int32) => typeof(Int32Codec),
            (ProtoType.SInt32, TypeCode.Int32) => typeof(SInt32Codec),
            (ProtoType.SFixed32, TypeCode.Int32) => typeof(SFixed32Codec),
            (ProtoType.Int64, TypeCode.Int64) => typeof(Int64Codec),
            (ProtoType.SInt64, TypeCode.Int64) => typeof(SInt64Codec),
            (ProtoType.SFixed64, TypeCode.Int64) => typeof(SFixed64Codec),
            (ProtoType.UInt32, TypeCode.UInt32) => typeof(UInt32Codec),
            (ProtoType.Fixed32, TypeCode.UInt32) => typeof(Fixed32Codec),
            (ProtoType.UInt64, TypeCode.UInt64) => typeof(UInt64Codec),
            (ProtoType.Fixed64, TypeCode.UInt64) => typeof(Fixed64Codec),
            (ProtoType.Bool, TypeCode.Boolean) => typeof(BoolCodec),
            (ProtoType.Float, TypeCode.Single) => typeof(FloatCodec),
            (ProtoType.Double, TypeCode.Double) => typeof(DoubleCodec),
            (ProtoType.String, TypeCode.String) => typeof(StringCodec),
            (ProtoType.Int32, TypeCode.SByte) => typeof(SByteCodec),
            (ProtoType.Int32, TypeCode.Int16) => typeof(Int16Codec),
            (ProtoType.UInt32, TypeCode.Byte) => typeof(ByteCodec),
            (ProtoType.UInt32, TypeCode.UInt16) => typeof(UInt16Codec),
            (ProtoType.UInt32, TypeCode.Char) => typeof(CharCodec),
            (ProtoType.SInt32, TypeCode.SByte) => typeof(SInt32SByteCodec),
            (ProtoType.SFixed32, TypeCode.SByte) => typeof(SFixed32SByteCodec),
            (ProtoType.SInt32, TypeCode.Int16) => typeof(SInt32Int16Codec),
            (ProtoType.SFixed32, TypeCode.Int16) => typeof(SFixed32Int16Codec),
            (ProtoType.Fixed32, TypeCode.Byte) => typeof(Fixed32ByteCodec),
            (ProtoType.Fixed32, TypeCode.UInt16) => typeof(Fixed32UInt16Codec),
            (ProtoType.Fixed32, TypeCode.Char) => typeof(Fixed32CharCodec),
            _ when t == typeof(byte[]) => typeof(ByteArrayCodec),
            _ when t == typeof(ReadOnlyMemory<byte>) => typeof(ReadOnlyMemoryCodec),
            _ when t == typeof(Memory<byte>) => typeof(MemoryCodec),
            _ when t == typeof(nint) && value.ProtoType == ProtoType.Int64 => typeof(NIntCodec),
            _ when t == typeof(nuint) && value.ProtoType == ProtoType.UInt64 => typeof(NUIntCodec),
            _ when t == typeof(nint) && value.ProtoType == ProtoType.SInt64 => typeof(SInt64NIntCodec),
            _ when t == typeof(nint) && value.ProtoType == ProtoType.SFixed64 => typeof(SFixed64NIntCodec),
            _ when t == typeof(nuint) && value.ProtoType == ProtoType.Fixed64 => typeof(Fixed64NUIntCodec),
            _ when t == typeof(Half) => typeof(HalfCodec),
            _ => null,
        };
    }

    /// <summary>The implicit-presence test for a value type, or null when none applies (messages are always present).</summary>
    public static System.Reflection.MethodInfo? IsDefaultMethod(Type type)
    {
        if (type.IsEnum)
            return typeof(Defaults).GetMethod(nameof(Defaults.IsDefaultEnum))!.MakeGenericMethod(type);
        return typeof(Defaults).GetMethod(nameof(Defaults.IsDefault), [type]);
    }
}
