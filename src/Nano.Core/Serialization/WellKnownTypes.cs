using System.Buffers.Binary;
using System.Globalization;

namespace Nano.Serialization;

/// <summary>
/// The documented encodings of .NET types that protobuf has no scalar for. Shared by every backend so that
/// they write the same bytes:
/// <list type="bullet">
/// <item><see cref="DateTime"/> / <see cref="DateTimeOffset"/>:
/// <c>google.protobuf.Timestamp { int64 seconds = 1; int32 nanos = 2; }</c>, UTC;
/// <see cref="DateTimeKind.Unspecified"/> is taken as UTC, <see cref="DateTimeKind.Local"/> is converted.</item>
/// <item><see cref="TimeSpan"/>: <c>google.protobuf.Duration</c> (seconds and nanos with the same sign).</item>
/// <item><see cref="Guid"/>: <c>bytes</c>, 16 bytes in RFC 4122 (big-endian) order, so <c>00112233-4455-…</c> is
/// written 00 11 22 33 44 55 ….</item>
/// <item><see cref="decimal"/>: <c>string</c>, invariant culture, e.g. <c>"-1234.5600"</c>.</item>
/// </list>
/// </summary>
internal static class WellKnownTypes
{
    private const long TicksPerSecond = TimeSpan.TicksPerSecond;
    private const long UnixEpochTicks = 621355968000000000; // DateTime.UnixEpoch.Ticks
    private const long MinTimestampSeconds = -62135596800;  // 0001-01-01T00:00:00Z
    private const long MaxTimestampSeconds = 253402300799;  // 9999-12-31T23:59:59Z
    private const int NanosPerTick = 100;

    // ---- Timestamp

    /// <summary>Seconds and non-negative nanos since the Unix epoch. Out parameters, not a tuple: a
    /// <c>ValueTuple&lt;long, int&gt;</c> is framework generic code over value types, JIT-compiled at first use even
    /// under ReadyToRun (it was the one method the first call after <c>CompileAll</c> still compiled).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ToTimestamp(DateTime value, out long seconds, out int nanos)
    {
        if (value.Kind == DateTimeKind.Local)
            value = value.ToUniversalTime();
        var ticks = value.Ticks - UnixEpochTicks;
        seconds = Math.DivRem(ticks, TicksPerSecond, out var remainder);
        if (remainder < 0)
        {
            seconds--;
            remainder += TicksPerSecond;
        }
        nanos = (int)remainder * NanosPerTick;
    }

    /// <summary>The Timestamp payload size (without tag or length prefix).</summary>
    public static int SizeOfTimestamp(DateTime value)
    {
        ToTimestamp(value, out var seconds, out var nanos);
        return SizeOfSecondsNanos(seconds, nanos);
    }

    /// <summary>Writes the length prefix and the Timestamp payload.</summary>
    public static void WriteTimestamp(ref ProtoWriter writer, DateTime value)
    {
        ToTimestamp(value, out var seconds, out var nanos);
        WriteSecondsNanos(ref writer, seconds, nanos);
    }

    /// <summary>
    /// Reads a length-delimited Timestamp into a UTC <see cref="DateTime"/>, merging field by field into
    /// <paramref name="existing"/>. <c>default(DateTime)</c> is the unset value (never written), so merging into it
    /// starts from the epoch, as a fresh Timestamp message does.
    /// </summary>
    public static DateTime ReadTimestamp(ref ProtoReader reader, DateTime existing) =>
        MergeTimestamp(ref reader, existing == default ? null : existing);

    /// <summary>
    /// Reads a length-delimited Timestamp into a UTC <see cref="DateTime"/>, merging field by field into
    /// <paramref name="existing"/>, or starting from the epoch (a fresh Timestamp message) when it is null. Unlike
    /// <see cref="ReadTimestamp"/>, <see cref="DateTime.MinValue"/> is an ordinary value here: use this where the
    /// member has explicit presence (a <see cref="Nullable{T}"/>, a map value), so that a second occurrence of a
    /// Timestamp of 0001-01-01T00:00:00Z merges into it as it does in every other protobuf runtime.
    /// </summary>
    public static DateTime MergeTimestamp(ref ProtoReader reader, DateTime? existing)
    {
        long seconds = 0;
        var nanos = 0;
        if (existing is { } value)
            ToTimestamp(value, out seconds, out nanos);
        ReadSecondsNanos(ref reader, ref seconds, ref nanos);
        if (seconds is < MinTimestampSeconds or > MaxTimestampSeconds || nanos is < 0 or > 999_999_999)
            throw reader.CreateException($"Timestamp out of range (seconds {seconds}, nanos {nanos})");
        return new DateTime(UnixEpochTicks + seconds * TicksPerSecond + nanos / NanosPerTick, DateTimeKind.Utc);
    }

    // ---- Duration

    /// <summary>Seconds and nanos (same sign) of a duration (out parameters: see <see cref="ToTimestamp"/>).</summary>
    public static void ToDuration(TimeSpan value, out long seconds, out int nanos)
    {
        seconds = Math.DivRem(value.Ticks, TicksPerSecond, out var remainder);
        nanos = (int)remainder * NanosPerTick;
    }

    /// <summary>The Duration payload size.</summary>
    public static int SizeOfDuration(TimeSpan value)
    {
        ToDuration(value, out var seconds, out var nanos);
        return SizeOfSecondsNanos(seconds, nanos);
    }

    /// <summary>Writes the length prefix and the Duration payload.</summary>
    public static void WriteDuration(ref ProtoWriter writer, TimeSpan value)
    {
        ToDuration(value, out var seconds, out var nanos);
        WriteSecondsNanos(ref writer, seconds, nanos);
    }

    /// <summary>
    /// Reads a length-delimited Duration, merging into <paramref name="existing"/>. Accepts any duration a
    /// <see cref="TimeSpan"/> can hold (about ±29,000 years, wider than the spec's ±10,000), so that every
    /// TimeSpan Nano writes reads back.
    /// </summary>
    public static TimeSpan ReadDuration(ref ProtoReader reader, TimeSpan existing)
    {
        ToDuration(existing, out var seconds, out var nanos);
        ReadSecondsNanos(ref reader, ref seconds, ref nanos);
        const long maxSeconds = long.MaxValue / TicksPerSecond;
        if (seconds is < -maxSeconds or > maxSeconds || nanos is <= -1_000_000_000 or >= 1_000_000_000
            || (seconds < 0 && nanos > 0) || (seconds > 0 && nanos < 0))
            throw reader.CreateException($"Duration out of range (seconds {seconds}, nanos {nanos})");
        var ticks = seconds * TicksPerSecond;
        var extra = nanos / NanosPerTick;
        if ((extra > 0 && ticks > long.MaxValue - extra) || (extra < 0 && ticks < long.MinValue - extra))
            throw reader.CreateException($"Duration out of range (seconds {seconds}, nanos {nanos})");
        return new TimeSpan(ticks + extra);
    }

    private static int SizeOfSecondsNanos(long seconds, int nanos)
    {
        var size = 0;
        if (seconds != 0)
            size += 1 + WireFormat.SizeOfInt64(seconds);
        if (nanos != 0)
            size += 1 + WireFormat.SizeOfInt32(nanos);
        return size;
    }

    // The longest payload: a 1-byte length, seconds (tag and 10 bytes), nanos (tag and 10: a negative int32 is
    // sign-extended, as a Duration's nanos can be).
    private const int MaxSecondsNanosSize = 1 + 11 + 11;

    // Inlined into WriteTimestamp/WriteDuration: .NET 10's JIT does so by itself, .NET 8's left a call per value
    // (Tier1 WriteTimestamp 65 bytes of code there, 1,024 on .NET 10), which W2's writes paid 1,000 times.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteSecondsNanos(ref ProtoWriter writer, long seconds, int nanos)
    {
        if (writer.HasRoom(MaxSecondsNanosSize))
        {
            // Encoded in place and the length filled in last (the payload is under 128 bytes): one bounds check
            // instead of five, which is most of a Timestamp's cost where the JIT does not inline the writer's calls.
            ref byte p = ref writer.Cursor;
            var at = 1;
            if (seconds != 0)
            {
                Unsafe.Add(ref p, at++) = (byte)WireFormat.MakeTag(1, WireType.Varint);
                at += ProtoWriter.EncodeVarint64(ref Unsafe.Add(ref p, at), (ulong)seconds);
            }
            if (nanos != 0)
            {
                Unsafe.Add(ref p, at++) = (byte)WireFormat.MakeTag(2, WireType.Varint);
                at += ProtoWriter.EncodeVarint64(ref Unsafe.Add(ref p, at), (ulong)(long)nanos);
            }
            p = (byte)(at - 1);
            writer.Advance(at);
            return;
        }
        writer.WriteLength(SizeOfSecondsNanos(seconds, nanos));
        if (seconds != 0)
        {
            writer.WriteRawTag(WireFormat.MakeTag(1, WireType.Varint));
            writer.WriteInt64(seconds);
        }
        if (nanos != 0)
        {
            writer.WriteRawTag(WireFormat.MakeTag(2, WireType.Varint));
            writer.WriteInt32(nanos);
        }
    }

    private static void ReadSecondsNanos(ref ProtoReader reader, ref long seconds, ref int nanos)
    {
        var token = reader.BeginLengthDelimited();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case 1 << 3 | (uint)WireType.Varint:
                    seconds = reader.ReadInt64();
                    break;
                case 2 << 3 | (uint)WireType.Varint:
                    nanos = reader.ReadInt32();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        reader.EndLengthDelimited(token);
    }

    // ---- Guid

    /// <summary>The encoded size of a Guid payload with its length prefix.</summary>
    public const int GuidSize = 17;

    /// <summary>Writes the length prefix and 16 bytes in RFC 4122 order.</summary>
    public static void WriteGuid(ref ProtoWriter writer, Guid value)
    {
        if (writer.HasRoom(GuidSize))
        {
            ref byte p = ref writer.Cursor;
            p = 16;
            WriteGuidBigEndian(ref Unsafe.Add(ref p, 1), value);
            writer.Advance(GuidSize);
            return;
        }
        WriteGuidAcrossSpans(ref writer, value);
    }

    // Apart, so that a caller the JIT inlines WriteGuid into gets no stackalloc (and no frame cookie) of its own.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WriteGuidAcrossSpans(ref ProtoWriter writer, Guid value)
    {
        Span<byte> bytes = stackalloc byte[16];
        WriteGuidBigEndian(ref MemoryMarshal.GetReference(bytes), value);
        writer.WriteBytes(bytes);
    }

    /// <summary>The 16 bytes of <paramref name="value"/> in RFC 4122 order at <paramref name="destination"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteGuidBigEndian(ref byte destination, Guid value) =>
        SwapGuidGroups(ref Unsafe.As<Guid, byte>(ref value), ref destination);

    /// <summary>Reads a Guid: 16 bytes in RFC 4122 order (an empty value is <see cref="Guid.Empty"/>).</summary>
    public static Guid ReadGuid(ref ProtoReader reader)
    {
        var start = reader.Position;
        var length = reader.ReadLength();
        if (length == 0)
            return Guid.Empty;
        if (length != 16)
            throw new ProtoException($"A Guid must be 16 bytes, not {length}", start, reader.FieldNumber);
        Span<byte> bytes = stackalloc byte[16];
        reader.ReadRaw(bytes);
        return ReadGuidBigEndian(ref MemoryMarshal.GetReference(bytes));
    }

    /// <summary>The Guid whose RFC 4122 bytes start at <paramref name="source"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static Guid ReadGuidBigEndian(ref byte source)
    {
        Guid value = default;
        SwapGuidGroups(ref source, ref Unsafe.As<Guid, byte>(ref value));
        return value;
    }

    /// <summary>
    /// Copies 16 bytes between a Guid's memory and RFC 4122 order, either way (the swap is its own inverse): a Guid's
    /// fields are a 32-bit and two 16-bit integers and eight single bytes, and RFC 4122 stores the integers big-endian.
    /// Done on the struct's fields directly: on netstandard2.0 a span-based copy and in-place swap cost more than the
    /// rest of a W2 item's write under Mono.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void SwapGuidGroups(ref byte source, ref byte destination)
    {
        var a = Unsafe.ReadUnaligned<uint>(ref source);
        var b = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref source, 4));
        var c = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref source, 6));
        if (BitConverter.IsLittleEndian)
        {
            a = BinaryPrimitives.ReverseEndianness(a);
            b = BinaryPrimitives.ReverseEndianness(b);
            c = BinaryPrimitives.ReverseEndianness(c);
        }
        Unsafe.WriteUnaligned(ref destination, a);
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, 4), b);
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, 6), c);
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, 8),
            Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, 8)));
    }

    // ---- decimal

    private const int MaxDecimalText = 48; // "-79228162514264337593543950335" and a point: 31 characters

    /// <summary>The encoded size (length prefix and UTF-8 text), formatted on the stack: no allocation.</summary>
    public static int SizeOfDecimal(decimal value)
    {
        Span<byte> text = stackalloc byte[MaxDecimalText];
        value.TryFormat(text, out var written, default, CultureInfo.InvariantCulture);
        return 1 + written; // at most 48 bytes: a one-byte prefix
    }

    /// <summary>Writes the length prefix and the invariant UTF-8 text, formatted on the stack: no allocation.</summary>
    public static void WriteDecimal(ref ProtoWriter writer, decimal value)
    {
        Span<byte> text = stackalloc byte[MaxDecimalText];
        value.TryFormat(text, out var written, default, CultureInfo.InvariantCulture);
        writer.WriteBytes(text[..written]);
    }

    // Strict: an optional sign, digits, an optional point and an optional exponent; no white space and no group
    // separators (under NumberStyles.Number "1,5" would read as 15). The text keeps its scale: "0.00" reads as 0.00m.
    private const NumberStyles StrictDecimal =
        NumberStyles.AllowLeadingSign | NumberStyles.AllowDecimalPoint | NumberStyles.AllowExponent;

    /// <summary>Reads a decimal from its invariant text.</summary>
    public static decimal ReadDecimal(ref ProtoReader reader)
    {
        var text = reader.ReadString();
        if (decimal.TryParse(text, StrictDecimal, CultureInfo.InvariantCulture, out var value))
            return value;
        throw reader.CreateException($"'{(text.Length > 40 ? text[..40] + "…" : text)}' is not a decimal number");
    }
}
