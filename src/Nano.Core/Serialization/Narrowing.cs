namespace Nano.Serialization;

/// <summary>
/// Range-checked conversions from the wire's 32/64-bit values to narrower .NET members. A value that does
/// not fit (say 300 for a <see cref="byte"/>) is bad input for that schema: it fails with a
/// <see cref="ProtoException"/> instead of being silently truncated.
/// </summary>
internal static class Narrowing
{
    public static sbyte ToSByte(ref ProtoReader reader, int value) =>
        value is >= sbyte.MinValue and <= sbyte.MaxValue ? (sbyte)value
            : throw OutOfRange(ref reader, value, nameof(SByte));

    public static short ToInt16(ref ProtoReader reader, int value) =>
        value is >= short.MinValue and <= short.MaxValue ? (short)value
            : throw OutOfRange(ref reader, value, nameof(Int16));

    public static byte ToByte(ref ProtoReader reader, uint value) =>
        value <= byte.MaxValue ? (byte)value : throw OutOfRange(ref reader, value, nameof(Byte));

    public static ushort ToUInt16(ref ProtoReader reader, uint value) =>
        value <= ushort.MaxValue ? (ushort)value : throw OutOfRange(ref reader, value, nameof(UInt16));

    public static char ToChar(ref ProtoReader reader, uint value) =>
        value <= char.MaxValue ? (char)value : throw OutOfRange(ref reader, value, nameof(Char));

    /// <summary>
    /// The number of an enum whose carrier is int32 (see <see cref="Model.ValueModel.EnumCarrier"/>), checked against
    /// the enum's underlying type; returned widened to 64 bits.
    /// </summary>
    public static long EnumNumber(ref ProtoReader reader, int value, Type enumType)
    {
        var fits = Type.GetTypeCode(enumType) switch
        {
            TypeCode.SByte => value is >= sbyte.MinValue and <= sbyte.MaxValue,
            TypeCode.Byte => value is >= 0 and <= byte.MaxValue,
            TypeCode.Int16 => value is >= short.MinValue and <= short.MaxValue,
            TypeCode.UInt16 => value is >= 0 and <= ushort.MaxValue,
            _ => true,
        };
        return fits ? value : throw EnumOutOfRange(ref reader, value, enumType);
    }

    /// <summary>The error for an enum number that its underlying type cannot hold.</summary>
    public static ProtoException EnumOutOfRange(ref ProtoReader reader, long value, Type enumType) =>
        reader.CreateException($"Value {value} does not fit in enum {enumType.Name} "
            + $"({Enum.GetUnderlyingType(enumType).Name})");

    private static ProtoException OutOfRange(ref ProtoReader reader, long value, string type) =>
        reader.CreateException($"Value {value} does not fit in {type}");
}
