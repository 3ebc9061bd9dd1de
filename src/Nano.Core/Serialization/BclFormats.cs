namespace Nano.Serialization;

/// <summary>
/// protobuf-net's own formats for .NET types (its <c>bcl.proto</c>), shared by every backend so that they write the
/// same bytes as protobuf-net 3.4 and each other:
/// <list type="bullet">
/// <item><c>bcl.DateTime { sint64 value = 1; TimeSpanScale scale = 2; DateTimeKind kind = 3; }</c>: the ticks since the
/// Unix epoch in the coarsest exact unit (days, hours, minutes, seconds, milliseconds, ticks), with
/// <see cref="DateTime.MinValue"/>/<see cref="DateTime.MaxValue"/> as value -1/1 at scale MINMAX. The kind is not
/// written (protobuf-net's default) and is read when present.</item>
/// <item><c>bcl.TimeSpan { sint64 value = 1; TimeSpanScale scale = 2; }</c>: the ticks, scaled the same way.</item>
/// <item><c>bcl.Decimal { uint64 lo = 1; uint32 hi = 2; uint32 signScale = 3; }</c>: the 96-bit integer, and the scale
/// times two plus the sign bit.</item>
/// <item><c>bcl.Guid { fixed64 lo = 1; fixed64 hi = 2; }</c>: the two halves of <see cref="Guid.ToByteArray()"/>,
/// little-endian.</item>
/// <item>A <see cref="Guid"/> as its 36-character text (protobuf-net's Level300).</item>
/// </list>
/// Each value is written whole and read whole (a second occurrence replaces the first, as protobuf-net does). A value
/// that does not fit the .NET type (an unknown scale, ticks out of range, a decimal scale above 28) is a
/// <see cref="ProtoException"/>, never a wrong value. The codecs (<see cref="Codecs.BclDateTimeCodec"/> and the others
/// in Codecs/BclCodecs.cs) write and read them; this class holds what they share.
/// </summary>
internal static class BclFormats
{
    internal const long UnixEpochTicks = 621355968000000000; // DateTime.UnixEpoch.Ticks
    internal const int ScaleDays = 0, ScaleTicks = 5, ScaleMinMax = 15;
    private const uint TagValue = 1 << 3 | (uint)WireType.Varint;
    private const uint TagScale = 2 << 3 | (uint)WireType.Varint;
    private const uint TagKind = 3 << 3 | (uint)WireType.Varint;

    /// <summary>Ticks per unit of each scale: days, hours, minutes, seconds, milliseconds, ticks.</summary>
    private static readonly long[] s_ticksPerUnit = [TimeSpan.TicksPerDay, TimeSpan.TicksPerHour,
        TimeSpan.TicksPerMinute, TimeSpan.TicksPerSecond, TimeSpan.TicksPerMillisecond, 1];

    // ---- bcl.DateTime and bcl.TimeSpan

    /// <summary>The scaled value and scale of a tick count (<paramref name="minMax"/>: -1 or 1 for the type's extremes,
    /// else 0).</summary>
    private static void Scale(long ticks, int minMax, out long value, out int scale)
    {
        if (minMax != 0)
        {
            value = minMax;
            scale = ScaleMinMax;
            return;
        }
        scale = ScaleDays;
        while (scale < ScaleTicks && ticks % s_ticksPerUnit[scale] != 0)
            scale++;
        value = ticks / s_ticksPerUnit[scale];
    }

    private static int PayloadOfScaled(long value, int scale) =>
        (value != 0 ? 1 + WireFormat.SizeOfSInt64(value) : 0) + (scale != ScaleDays ? 2 : 0);

    /// <summary>The encoded size of a bcl.DateTime or bcl.TimeSpan of <paramref name="ticks"/> with its length prefix
    /// (at most 13 bytes: a one-byte prefix); <paramref name="minMax"/> as for <see cref="Scale"/>.</summary>
    internal static int SizeOfTicks(long ticks, int minMax)
    {
        Scale(ticks, minMax, out var value, out var scale);
        return 1 + PayloadOfScaled(value, scale);
    }

    /// <summary>Writes the length prefix and the payload of a bcl.DateTime or bcl.TimeSpan of
    /// <paramref name="ticks"/>.</summary>
    internal static void WriteTicks(ref ProtoWriter writer, long ticks, int minMax)
    {
        Scale(ticks, minMax, out var value, out var scale);
        writer.WriteLength(PayloadOfScaled(value, scale));
        if (value != 0)
        {
            writer.WriteRawTag(TagValue);
            writer.WriteSInt64(value);
        }
        if (scale != ScaleDays)
        {
            writer.WriteRawTag(TagScale);
            writer.WriteInt32(scale);
        }
    }

    internal static int MinMax(DateTime value) => value == DateTime.MinValue ? -1 : value == DateTime.MaxValue ? 1 : 0;

    internal static int MinMax(TimeSpan value) => value == TimeSpan.MinValue ? -1 : value == TimeSpan.MaxValue ? 1 : 0;

    /// <summary>At scale MINMAX: true for the type's minimum (value -1), false for its maximum (1), else the
    /// error.</summary>
    internal static bool IsMin(ref ProtoReader reader, long value, string what) => value switch
    {
        -1 => true,
        1 => false,
        _ => throw reader.CreateException($"{what}: value {value} at scale MINMAX is neither -1 nor 1"),
    };

    internal static long ToTicks(ref ProtoReader reader, long value, int scale, string what)
    {
        if (scale is < ScaleDays or > ScaleTicks)
            throw reader.CreateException($"{what}: unknown scale {scale}");
        var perUnit = s_ticksPerUnit[scale];
        if (value > long.MaxValue / perUnit || value < long.MinValue / perUnit)
            throw reader.CreateException($"{what}: value {value} at scale {scale} is outside the range of "
                + $"{(what == "bcl.TimeSpan" ? "TimeSpan" : "DateTime")}");
        return value * perUnit;
    }

    internal static void ReadScaled(ref ProtoReader reader, out long value, out int scale, out long kind)
    {
        value = 0;
        scale = ScaleDays;
        kind = 0;
        var token = reader.BeginLengthDelimited();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case TagValue:
                    value = reader.ReadSInt64();
                    break;
                case TagScale:
                    var read = reader.ReadInt64();
                    scale = read is >= 0 and <= ScaleMinMax ? (int)read
                        : throw reader.CreateException($"unknown bcl time scale {read}");
                    break;
                case TagKind:
                    kind = reader.ReadInt64();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        reader.EndLengthDelimited(token);
    }

    /// <summary>Reads a length-delimited message whose fields 1 to <c>values.Length</c> are all of
    /// <paramref name="wireType"/> (varint or fixed64) into <c>values[number - 1]</c>, a later occurrence replacing an
    /// earlier one; others are skipped.</summary>
    internal static void ReadFields(ref ProtoReader reader, WireType wireType, scoped Span<ulong> values)
    {
        var token = reader.BeginLengthDelimited();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            var index = (tag >> 3) - 1;
            if ((WireType)(tag & 7) == wireType && index < (uint)values.Length)
                values[(int)index] = wireType == WireType.Fixed64 ? reader.ReadFixed64() : reader.ReadUInt64();
            else
                reader.SkipField();
        }
        reader.EndLengthDelimited(token);
    }

    // ---- bcl.Decimal

    internal static void Split(decimal value, out ulong lo, out uint hi, out uint signScale)
    {
#if NET
        Span<int> bits = stackalloc int[4];
        decimal.GetBits(value, bits);
#else
        var bits = decimal.GetBits(value);
#endif
        lo = (uint)bits[0] | (ulong)(uint)bits[1] << 32;
        hi = (uint)bits[2];
        var flags = (uint)bits[3];
        signScale = ((flags >> 16) & 0xFF) << 1 | flags >> 31;
    }

    internal static int PayloadOfDecimal(ulong lo, uint hi, uint signScale) =>
        (lo != 0 ? 1 + WireFormat.SizeOfUInt64(lo) : 0) + (hi != 0 ? 1 + WireFormat.SizeOfVarint32(hi) : 0)
        + (signScale != 0 ? 1 + WireFormat.SizeOfVarint32(signScale) : 0);

    // ---- bcl.Guid

    internal static void Halves(Guid value, out ulong lo, out ulong hi)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes); // the ToByteArray() order
        lo = System.Buffers.Binary.BinaryPrimitives.ReadUInt64LittleEndian(bytes);
        hi = System.Buffers.Binary.BinaryPrimitives.ReadUInt64LittleEndian(bytes.Slice(8));
    }
}
