namespace Nano.Model.Building;

/// <summary>Maps a .NET type and a <see cref="DataFormat"/> onto the protobuf type it is written as.</summary>
internal static class ValueClassifier
{
    /// <summary>
    /// Classifies a single value type, or returns null when it is not a scalar or well-known type
    /// (it may then be a message type, which the caller resolves).
    /// </summary>
    /// <param name="type">The value's type.</param>
    /// <param name="format">Its declared data format.</param>
    /// <param name="where">Names the member, for errors.</param>
    /// <param name="dialect">The field's dialect, which picks the formats of DateTime, TimeSpan, decimal and Guid and
    /// what a map entry writes of a zero or null.</param>
    /// <exception cref="ProtoModelException">The format does not apply to the type.</exception>
    public static ValueModel? TryScalar(Type type, DataFormat format, Func<string> where, ContractDialect dialect)
    {
        if (type.IsEnum)
        {
            dialect.CheckEnum(type);
            return DefaultOnly(
                new ValueModel(type, ProtoType.Enum) { KeepsEmptyInMapEntry = dialect.KeepsEmptyInMapEntries },
                format, where);
        }

        var code = Type.GetTypeCode(type);
        switch (code)
        {
            case TypeCode.Boolean:
                return DefaultOnly(new ValueModel(type, ProtoType.Bool), format, where);
            case TypeCode.SByte:
            case TypeCode.Int16:
            case TypeCode.Int32:
                return new ValueModel(type,
                    Signed(format, ProtoType.Int32, ProtoType.SInt32, ProtoType.SFixed32, type, where));
            case TypeCode.Byte:
            case TypeCode.UInt16:
            case TypeCode.UInt32:
            case TypeCode.Char:
                return new ValueModel(type, DefaultOrFixed(format, ProtoType.UInt32, ProtoType.Fixed32, type, where));
            case TypeCode.Int64:
                return new ValueModel(type,
                    Signed(format, ProtoType.Int64, ProtoType.SInt64, ProtoType.SFixed64, type, where));
            case TypeCode.UInt64:
                return new ValueModel(type, DefaultOrFixed(format, ProtoType.UInt64, ProtoType.Fixed64, type, where));
            // Floating point is always fixed-size, so saying so is allowed.
            case TypeCode.Single:
                return new ValueModel(type, DefaultOrFixed(format, ProtoType.Float, ProtoType.Float, type, where));
            case TypeCode.Double:
                return new ValueModel(type, DefaultOrFixed(format, ProtoType.Double, ProtoType.Double, type, where));
            case TypeCode.String:
                return DefaultOnly(
                    new ValueModel(type, ProtoType.String)
                    {
                        KeepsEmptyInMapEntry = dialect.KeepsEmptyInMapEntries,
                        MapEntryLeavesOutNull = dialect.LeavesOutNullInMapEntries,
                    },
                    format, where);
            case TypeCode.Decimal:
                return DefaultOnly(dialect.DecimalValue(type), format, where);
            case TypeCode.DateTime when format == DataFormat.FixedSize && dialect.FixedDateTimeValue(type) is { } ticks:
                return ticks;
            case TypeCode.DateTime:
                return DefaultOnly(dialect.DateTimeValue(type), format, where);
        }

        if (type == typeof(nint))
            return new ValueModel(type,
                Signed(format, ProtoType.Int64, ProtoType.SInt64, ProtoType.SFixed64, type, where));
        if (type == typeof(nuint))
            return new ValueModel(type, DefaultOrFixed(format, ProtoType.UInt64, ProtoType.Fixed64, type, where));
#if NET
        if (type == typeof(Half))
            return DefaultOnly(new ValueModel(type, ProtoType.Float), format, where);
#endif
        if (type == typeof(byte[]) || type == typeof(ReadOnlyMemory<byte>) || type == typeof(Memory<byte>))
            return DefaultOnly(new ValueModel(type, ProtoType.Bytes)
            {
                KeepsEmptyInMapEntry = dialect.KeepsEmptyInMapEntries,
                MapEntryLeavesOutNull = dialect.LeavesOutNullInMapEntries && type == typeof(byte[]),
            }, format, where);
        if (type == typeof(DateTimeOffset))
            return DefaultOnly(new ValueModel(type, ProtoType.Message, WellKnownKind.DateTimeOffset), format, where);
        if (type == typeof(TimeSpan))
            return DefaultOnly(dialect.TimeSpanValue(type), format, where);
        if ((type == typeof(Uri) || type == typeof(Type)) && dialect.TextValue(type) is { } text)
            return DefaultOnly(text, format, where);
        if (type == typeof(Guid))
        {
            if (format == DataFormat.FixedSize && dialect.FixedGuidValue(type) is { } bytes)
                return bytes;
            return DefaultOnly(dialect.GuidValue(type), format, where);
        }
        return null;
    }

    /// <summary>Types that protobuf cannot express as a value and that must not be mistaken for messages.</summary>
    public static bool IsUnsupportedBuiltIn(Type type) =>
        type.IsPrimitive || type.IsPointer || type == typeof(object) || type.IsArray ||
        type.IsInterface && !type.IsGenericType ||
#if NET
        type == typeof(Int128) || type == typeof(UInt128) ||
#endif
        typeof(Delegate).IsAssignableFrom(type);

    private static ProtoType Signed(DataFormat format, ProtoType plain, ProtoType zigZag, ProtoType fixedSize,
        Type type, Func<string> where) => format switch
        {
            DataFormat.Default => plain,
            DataFormat.ZigZag => zigZag,
            DataFormat.FixedSize => fixedSize,
            _ => throw BadFormat(format, type, where),
        };

    private static ProtoType DefaultOrFixed(DataFormat format, ProtoType plain, ProtoType fixedSize, Type type,
        Func<string> where) => format switch
        {
            DataFormat.Default => plain,
            DataFormat.FixedSize => fixedSize,
            _ => throw BadFormat(format, type, where),
        };

    /// <summary>A value of a type that takes no data format but the default.</summary>
    private static ValueModel DefaultOnly(ValueModel value, DataFormat format, Func<string> where) =>
        format == DataFormat.Default ? value : throw BadFormat(format, value.Type, where);

    private static ProtoModelException BadFormat(DataFormat format, Type type, Func<string> where) =>
        new($"{where()}: DataFormat.{format} does not apply to {type.Name}.");
}
