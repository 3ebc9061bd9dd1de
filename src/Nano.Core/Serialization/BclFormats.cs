using Nano.Wire;

namespace Nano.Serialization;

/// <summary>
/// protobuf-net's own formats for .NET types (its <c>bcl.proto</c>), shared by every backend so that they write the
/// same bytes as protobuf-net 3.4 and each other:
/// <list type="bullet">
/// <item><c>bcl.DateTime { sint64 value = 1; TimeSpanScale scale = 2; DateTimeKind kind = 3; }</c>: the ticks since the
/// Unix epoch in the coarsest exact unit (days, hours, minutes, seconds, milliseconds, ticks), with
/// <see cref="DateTime.MinValue"/>/<see cref="DateTime.MaxValue"/> as value -1/1 at scale MINMAX. The kind is not written
/// (protobuf-net's default) and is read when present.</item>
/// <item><c>bcl.TimeSpan { sint64 value = 1; TimeSpanScale scale = 2; }</c>: the ticks, scaled the same way.</item>
/// <item><c>bcl.Decimal { uint64 lo = 1; uint32 hi = 2; uint32 signScale = 3; }</c>: the 96-bit integer, and the scale
/// times two plus the sign bit.</item>
/// <item><c>bcl.Guid { fixed64 lo = 1; fixed64 hi = 2; }</c>: the two halves of <see cref="Guid.ToByteArray()"/>, little-endian.</item>
/// <item>A <see cref="Guid"/> as its 36-character text (protobuf-net's Level300).</item>
/// </list>
/// Each value is written whole and read whole (a second occurrence replaces the first, as protobuf-net does). A value
/// that does not fit the .NET type (an unknown scale, ticks out of range, a decimal scale above 28) is a
/// <see cref="ProtoException"/>, never a wrong value.
/// </summary>
internal static class BclFormats
{
    private const long UnixEpochTicks = 621355968000000000; // DateTime.UnixEpoch.Ticks
    private const int ScaleDays = 0, ScaleTicks = 5, ScaleMinMax = 15;
    private const uint TagValue = 1 << 3 | (uint)WireType.Varint;
    private const uint TagScale = 2 << 3 | (uint)WireType.Varint;
    private const uint TagKind = 3 << 3 | (uint)WireType.Varint;

    /// <summary>Ticks per unit of each scale: days, hours, minutes, seconds, milliseconds, ticks.</summary>
    private static readonly long[] s_ticksPerUnit = [TimeSpan.TicksPerDay, TimeSpan.TicksPerHour, TimeSpan.TicksPerMinute, TimeSpan.TicksPerSecond, TimeSpan.TicksPerMillisecond, 1];

    // ---- bcl.DateTime and bcl.TimeSpan

    /// <summary>The scaled value and scale of a tick count (<paramref name="minMax"/>: -1 or 1 for the type's extremes, else 0).</summary>
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
    private static int SizeOfTicks(long ticks, int minMax)
    {
        Scale(ticks, minMax, out var value, out var scale);
        return 1 + PayloadOfScaled(value, scale);
    }

    /// <summary>Writes the length prefix and the payload of a bcl.DateTime or bcl.TimeSpan of <paramref name="ticks"/>.</summary>
    private static void WriteTicks(ref ProtoWriter writer, long ticks, int minMax)
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

    private static int MinMax(DateTime value) => value == DateTime.MinValue ? -1 : value == DateTime.MaxValue ? 1 : 0;

    private static int MinMax(TimeSpan value) => value == TimeSpan.MinValue ? -1 : value == TimeSpan.MaxValue ? 1 : 0;

    /// <summary>The encoded size of a bcl.DateTime with its length prefix.</summary>
    public static int SizeOfDateTime(DateTime value) => SizeOfTicks(value.Ticks - UnixEpochTicks, MinMax(value));

    /// <summary>Writes the length prefix and the bcl.DateTime payload. The kind is not written, as protobuf-net's default.</summary>
    public static void WriteDateTime(ref ProtoWriter writer, DateTime value) => WriteTicks(ref writer, value.Ticks - UnixEpochTicks, MinMax(value));

    /// <summary>Reads a length-delimited bcl.DateTime (its kind when written, else <see cref="DateTimeKind.Unspecified"/>).</summary>
    public static DateTime ReadDateTime(ref ProtoReader reader)
    {
        ReadScaled(ref reader, out var value, out var scale, out var kind);
        if (scale == ScaleMinMax)
            return IsMin(ref reader, value, "bcl.DateTime") ? DateTime.MinValue : DateTime.MaxValue;
        if (kind is < 0 or > 2)
            throw reader.CreateException($"bcl.DateTime: kind {kind} is not a DateTimeKind");
        var ticks = ToTicks(ref reader, value, scale, "bcl.DateTime");
        if (ticks < -UnixEpochTicks || ticks > DateTime.MaxValue.Ticks - UnixEpochTicks)
            throw reader.CreateException($"bcl.DateTime: value {value} at scale {scale} is outside the range of DateTime");
        return new DateTime(UnixEpochTicks + ticks, (DateTimeKind)kind);
    }

    /// <summary>The encoded size of a bcl.TimeSpan with its length prefix.</summary>
    public static int SizeOfTimeSpan(TimeSpan value) => SizeOfTicks(value.Ticks, MinMax(value));

    /// <summary>Writes the length prefix and the bcl.TimeSpan payload.</summary>
    public static void WriteTimeSpan(ref ProtoWriter writer, TimeSpan value) => WriteTicks(ref writer, value.Ticks, MinMax(value));

    /// <summary>Reads a length-delimited bcl.TimeSpan.</summary>
    public static TimeSpan ReadTimeSpan(ref ProtoReader reader)
    {
        ReadScaled(ref reader, out var value, out var scale, out _);
        if (scale == ScaleMinMax)
            return IsMin(ref reader, value, "bcl.TimeSpan") ? TimeSpan.MinValue : TimeSpan.MaxValue;
        return new TimeSpan(ToTicks(ref reader, value, scale, "bcl.TimeSpan"));
    }

    /// <summary>At scale MINMAX: true for the type's minimum (value -1), false for its maximum (1), else the error.</summary>
    private static bool IsMin(ref ProtoReader reader, long value, string what) => value switch
    {
        -1 => true,
        1 => false,
        _ => throw reader.CreateException($"{what}: value {value} at scale MINMAX is neither -1 nor 1"),
    };

    private static long ToTicks(ref ProtoReader reader, long value, int scale, string what)
    {
        if (scale is < ScaleDays or > ScaleTicks)
            throw reader.CreateException($"{what}: unknown scale {scale}");
        var perUnit = s_ticksPerUnit[scale];
        if (value > long.MaxValue / perUnit || value < long.MinValue / perUnit)
            throw reader.CreateException($"{what}: value {value} at scale {scale} is outside the range of {(what == "bcl.TimeSpan" ? "TimeSpan" : "DateTime")}");
        return value * perUnit;
    }

    private static void ReadScaled(ref ProtoReader reader, out long value, out int scale, out long kind)
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
                    scale = read is >= 0 and <= ScaleMinMax ? (int)read : throw reader.CreateException($"unknown bcl time scale {read}");
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

    // ---- Timestamp, as protobuf-net writes it (Level240 and later)

    /// <summary>The encoded size of a Timestamp of the value's ticks taken as UTC, with its length prefix.</summary>
    public static int SizeOfTimestamp(DateTime value) =>
        (int)WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(DateTime.SpecifyKind(value, DateTimeKind.Utc)));

    /// <summary>Writes a Timestamp of the value's ticks taken as UTC: protobuf-net does not convert a <c>Local</c> value.</summary>
    public static void WriteTimestamp(ref ProtoWriter writer, DateTime value) =>
        WellKnownTypes.WriteTimestamp(ref writer, DateTime.SpecifyKind(value, DateTimeKind.Utc));

    /// <summary>Reads a whole Timestamp as a UTC <see cref="DateTime"/>.</summary>
    public static DateTime ReadTimestamp(ref ProtoReader reader) => WellKnownTypes.MergeTimestamp(ref reader, null);

    // ---- bcl.Decimal

    private static void Split(decimal value, out ulong lo, out uint hi, out uint signScale)
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

    /// <summary>The encoded size of a bcl.Decimal with its length prefix.</summary>
    public static int SizeOfDecimal(decimal value)
    {
        Split(value, out var lo, out var hi, out var signScale);
        return 1 + PayloadOfDecimal(lo, hi, signScale); // at most 19 bytes
    }

    private static int PayloadOfDecimal(ulong lo, uint hi, uint signScale) =>
        (lo != 0 ? 1 + WireFormat.SizeOfUInt64(lo) : 0) + (hi != 0 ? 1 + WireFormat.SizeOfVarint32(hi) : 0)
        + (signScale != 0 ? 1 + WireFormat.SizeOfVarint32(signScale) : 0);

    /// <summary>Writes the length prefix and the bcl.Decimal payload.</summary>
    public static void WriteDecimal(ref ProtoWriter writer, decimal value)
    {
        Split(value, out var lo, out var hi, out var signScale);
        writer.WriteLength(PayloadOfDecimal(lo, hi, signScale));
        if (lo != 0)
        {
            writer.WriteRawTag(1 << 3 | (uint)WireType.Varint);
            writer.WriteUInt64(lo);
        }
        if (hi != 0)
        {
            writer.WriteRawTag(2 << 3 | (uint)WireType.Varint);
            writer.WriteUInt32(hi);
        }
        if (signScale != 0)
        {
            writer.WriteRawTag(3 << 3 | (uint)WireType.Varint);
            writer.WriteUInt32(signScale);
        }
    }

    /// <summary>Reads a length-delimited bcl.Decimal.</summary>
    public static decimal ReadDecimal(ref ProtoReader reader)
    {
        ulong lo = 0, hi = 0, signScale = 0;
        var token = reader.BeginLengthDelimited();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case 1 << 3 | (uint)WireType.Varint: lo = reader.ReadUInt64(); break;
                case 2 << 3 | (uint)WireType.Varint: hi = reader.ReadUInt64(); break;
                case 3 << 3 | (uint)WireType.Varint: signScale = reader.ReadUInt64(); break;
                default: reader.SkipField(); break;
            }
        }
        reader.EndLengthDelimited(token);
        var scale = signScale >> 1;
        if (hi > uint.MaxValue || scale > 28)
            throw reader.CreateException($"bcl.Decimal out of range (hi {hi}, scale {scale})");
        return new decimal((int)(uint)lo, (int)(uint)(lo >> 32), (int)(uint)hi, (signScale & 1) != 0, (byte)scale);
    }

    // ---- bcl.Guid

    private static void Halves(Guid value, out ulong lo, out ulong hi)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes); // the ToByteArray() order
        lo = System.Buffers.Binary.BinaryPrimitives.ReadUInt64LittleEndian(bytes);
        hi = System.Buffers.Binary.BinaryPrimitives.ReadUInt64LittleEndian(bytes.Slice(8));
    }

    /// <summary>The encoded size of a bcl.Guid with its length prefix.</summary>
    public static int SizeOfGuid(Guid value) => value == Guid.Empty ? 1 : 19;

    /// <summary>
    /// Writes the length prefix and the bcl.Guid payload: both halves, even a zero one, except for <see cref="Guid.Empty"/>,
    /// which is an empty message (as protobuf-net writes them).
    /// </summary>
    public static void WriteGuid(ref ProtoWriter writer, Guid value)
    {
        if (value == Guid.Empty)
        {
            writer.WriteLength(0);
            return;
        }
        Halves(value, out var lo, out var hi);
        writer.WriteLength(18);
        writer.WriteRawTag(1 << 3 | (uint)WireType.Fixed64);
        writer.WriteFixed64(lo);
        writer.WriteRawTag(2 << 3 | (uint)WireType.Fixed64);
        writer.WriteFixed64(hi);
    }

    /// <summary>Reads a length-delimited bcl.Guid.</summary>
    public static Guid ReadGuid(ref ProtoReader reader)
    {
        ulong lo = 0, hi = 0;
        var token = reader.BeginLengthDelimited();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case 1 << 3 | (uint)WireType.Fixed64: lo = reader.ReadFixed64(); break;
                case 2 << 3 | (uint)WireType.Fixed64: hi = reader.ReadFixed64(); break;
                default: reader.SkipField(); break;
            }
        }
        reader.EndLengthDelimited(token);
        Span<byte> bytes = stackalloc byte[16];
        System.Buffers.Binary.BinaryPrimitives.WriteUInt64LittleEndian(bytes, lo);
        System.Buffers.Binary.BinaryPrimitives.WriteUInt64LittleEndian(bytes.Slice(8), hi);
        return new Guid(bytes);
    }

    // ---- Guid as text (protobuf-net's Level300)

    /// <summary>The encoded size of a Guid's text with its length prefix (an empty text for <see cref="Guid.Empty"/>).</summary>
    public static int SizeOfGuidString(Guid value) => value == Guid.Empty ? 1 : 37;

    /// <summary>
    /// Writes a Guid as its 36-character lower-case text ("D" format); <see cref="Guid.Empty"/> as an empty text, as
    /// protobuf-net writes it (where it is written at all: in a list or a map).
    /// </summary>
    public static void WriteGuidString(ref ProtoWriter writer, Guid value)
    {
        if (value == Guid.Empty)
        {
            writer.WriteBytes([]);
            return;
        }
        Span<char> text = stackalloc char[36];
        value.TryFormat(text, out _, "D");
        Span<byte> utf8 = stackalloc byte[36];
        for (var i = 0; i < 36; i++)
            utf8[i] = (byte)text[i];
        writer.WriteBytes(utf8);
    }

    /// <summary>
    /// Reads a Guid written as text: 36 characters ("D"), 32 ("N"), nothing (<see cref="Guid.Empty"/>), or 16 raw bytes in RFC 4122
    /// (big-endian) order (which protobuf-net also accepts there).
    /// </summary>
    public static Guid ReadGuidString(ref ProtoReader reader)
    {
        var start = reader.Position;
        var length = reader.ReadLength();
        Span<byte> bytes = stackalloc byte[36];
        switch (length)
        {
            case 0:
                return Guid.Empty;
            case 16: // raw bytes, which protobuf-net reads in RFC 4122 (big-endian) order here
                reader.ReadRaw(bytes.Slice(0, 16));
#if NET
                return new Guid(bytes.Slice(0, 16), bigEndian: true);
#else
                return GuidLayout.FromBigEndian(bytes.Slice(0, 16));
#endif
            case 32 or 36:
                reader.ReadRaw(bytes.Slice(0, length));
                Span<char> text = stackalloc char[36];
                for (var i = 0; i < length; i++)
                    text[i] = (char)bytes[i];
                if (Guid.TryParseExact(text.Slice(0, length), length == 36 ? "D" : "N", out var value))
                    return value;
                throw new ProtoException("The text is not a Guid", start, reader.FieldNumber);
            default:
                throw new ProtoException($"A Guid as text must be 36 or 32 characters (or 16 bytes), not {length}", start, reader.FieldNumber);
        }
    }
}
