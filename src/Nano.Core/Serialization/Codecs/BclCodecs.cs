using static Nano.Serialization.BclFormats;

namespace Nano.Serialization.Codecs;

// protobuf-net's formats (see BclFormats): each value is written and read whole, so none merges into an existing one.

/// <summary><see cref="DateTime"/> as protobuf-net's bcl.DateTime.</summary>
internal readonly struct BclDateTimeCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTime v) => v.Ticks == 0;

    /// <summary>The encoded size of a bcl.DateTime with its length prefix.</summary>
    public long Measure(DateTime value, int depthLeft) => SizeOfTicks(value.Ticks - UnixEpochTicks, MinMax(value));

    /// <summary>Writes the length prefix and the bcl.DateTime payload. The kind is not written, as protobuf-net's
    /// default.</summary>
    public void Write(ref ProtoWriter writer, DateTime value) =>
        WriteTicks(ref writer, value.Ticks - UnixEpochTicks, MinMax(value));

    /// <summary>Reads a length-delimited bcl.DateTime (its kind when written, else
    /// <see cref="DateTimeKind.Unspecified"/>).</summary>
    public DateTime Read(ref ProtoReader reader, DateTime existing)
    {
        ReadScaled(ref reader, out var value, out var scale, out var kind);
        if (scale == ScaleMinMax)
            return IsMin(ref reader, value, "bcl.DateTime") ? DateTime.MinValue : DateTime.MaxValue;
        if (kind is < 0 or > 2)
            throw reader.CreateException($"bcl.DateTime: kind {kind} is not a DateTimeKind");
        var ticks = ToTicks(ref reader, value, scale, "bcl.DateTime");
        if (ticks < -UnixEpochTicks || ticks > DateTime.MaxValue.Ticks - UnixEpochTicks)
            throw reader.CreateException($"bcl.DateTime: value {value} at scale {scale} is outside the range of "
                + "DateTime");
        return new DateTime(UnixEpochTicks + ticks, (DateTimeKind)kind);
    }
}

/// <summary><see cref="DateTime"/> as a Timestamp of its ticks, as protobuf-net writes it from Level240.</summary>
internal readonly struct TimestampOfTicksCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTime v) => v.Ticks == 0;

    /// <summary>The encoded size of a Timestamp of the value's ticks taken as UTC, with its length prefix.</summary>
    public long Measure(DateTime value, int depthLeft) =>
        (int)WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(DateTime.SpecifyKind(value,
            DateTimeKind.Utc)));

    /// <summary>Writes a Timestamp of the value's ticks taken as UTC: protobuf-net does not convert a <c>Local</c>
    /// value.</summary>
    public void Write(ref ProtoWriter writer, DateTime value) =>
        WellKnownTypes.WriteTimestamp(ref writer, DateTime.SpecifyKind(value, DateTimeKind.Utc));

    /// <summary>Reads a whole Timestamp as a UTC <see cref="DateTime"/>.</summary>
    public DateTime Read(ref ProtoReader reader, DateTime existing) => WellKnownTypes.MergeTimestamp(ref reader, null);
}

/// <summary><see cref="TimeSpan"/> as protobuf-net's bcl.TimeSpan.</summary>
internal readonly struct BclTimeSpanCodec : IValueCodec<TimeSpan>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(TimeSpan v) => v.Ticks == 0;

    /// <summary>The encoded size of a bcl.TimeSpan with its length prefix.</summary>
    public long Measure(TimeSpan value, int depthLeft) => SizeOfTicks(value.Ticks, MinMax(value));

    /// <summary>Writes the length prefix and the bcl.TimeSpan payload.</summary>
    public void Write(ref ProtoWriter writer, TimeSpan value) => WriteTicks(ref writer, value.Ticks, MinMax(value));

    /// <summary>Reads a length-delimited bcl.TimeSpan.</summary>
    public TimeSpan Read(ref ProtoReader reader, TimeSpan existing)
    {
        ReadScaled(ref reader, out var value, out var scale, out _);
        if (scale == ScaleMinMax)
            return IsMin(ref reader, value, "bcl.TimeSpan") ? TimeSpan.MinValue : TimeSpan.MaxValue;
        return new TimeSpan(ToTicks(ref reader, value, scale, "bcl.TimeSpan"));
    }
}

/// <summary><see cref="decimal"/> as protobuf-net's bcl.Decimal.</summary>
internal readonly struct BclDecimalCodec : IValueCodec<decimal>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(decimal v) => v == 0;

    /// <summary>The encoded size of a bcl.Decimal with its length prefix.</summary>
    public long Measure(decimal value, int depthLeft)
    {
        Split(value, out var lo, out var hi, out var signScale);
        return 1 + PayloadOfDecimal(lo, hi, signScale); // at most 19 bytes
    }

    /// <summary>Writes the length prefix and the bcl.Decimal payload.</summary>
    public void Write(ref ProtoWriter writer, decimal value)
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
    public decimal Read(ref ProtoReader reader, decimal existing)
    {
        Span<ulong> fields = stackalloc ulong[3];
        ReadFields(ref reader, WireType.Varint, fields);
        ulong lo = fields[0], hi = fields[1], signScale = fields[2];
        var scale = signScale >> 1;
        if (hi > uint.MaxValue || scale > 28)
            throw reader.CreateException($"bcl.Decimal out of range (hi {hi}, scale {scale})");
        return new decimal((int)(uint)lo, (int)(uint)(lo >> 32), (int)(uint)hi, (signScale & 1) != 0, (byte)scale);
    }
}

/// <summary><see cref="Guid"/> as protobuf-net's bcl.Guid.</summary>
internal readonly struct BclGuidCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    // default, not Guid.Empty: .NET 8's JIT does not inline a method that loads a static struct field.
    public bool IsDefault(Guid v) => v == default;

    /// <summary>The encoded size of a bcl.Guid with its length prefix.</summary>
    public long Measure(Guid value, int depthLeft) => value == default ? 1 : 19;

    /// <summary>
    /// Writes the length prefix and the bcl.Guid payload: both halves, even a zero one, except for
    /// <see cref="Guid.Empty"/>, which is an empty message (as protobuf-net writes them).
    /// </summary>
    public void Write(ref ProtoWriter writer, Guid value)
    {
        if (value == default)
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
    public Guid Read(ref ProtoReader reader, Guid existing)
    {
        Span<ulong> halves = stackalloc ulong[2];
        ReadFields(ref reader, WireType.Fixed64, halves);
        Span<byte> bytes = stackalloc byte[16];
        System.Buffers.Binary.BinaryPrimitives.WriteUInt64LittleEndian(bytes, halves[0]);
        System.Buffers.Binary.BinaryPrimitives.WriteUInt64LittleEndian(bytes.Slice(8), halves[1]);
#if NET
        return new Guid(bytes);
#else
        return GuidLayout.FromBytes(bytes);
#endif
    }
}

/// <summary><see cref="Guid"/> as its 36-character text (protobuf-net's Level300).</summary>
internal readonly struct GuidStringCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    // default, not Guid.Empty: .NET 8's JIT does not inline a method that loads a static struct field.
    public bool IsDefault(Guid v) => v == default;

    /// <summary>The encoded size of a Guid's text with its length prefix (an empty text for
    /// <see cref="Guid.Empty"/>).</summary>
    public long Measure(Guid value, int depthLeft) => value == default ? 1 : 37;

    /// <summary>
    /// Writes a Guid as its 36-character lower-case text ("D" format); <see cref="Guid.Empty"/> as an empty text, as
    /// protobuf-net writes it (where it is written at all: in a list or a map).
    /// </summary>
    public void Write(ref ProtoWriter writer, Guid value)
    {
        if (value == default)
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
    /// Reads a Guid written as text: 36 characters ("D"), 32 ("N"), nothing (<see cref="Guid.Empty"/>), or 16 raw bytes
    /// in RFC 4122 (big-endian) order (which protobuf-net also accepts there).
    /// </summary>
    public Guid Read(ref ProtoReader reader, Guid existing)
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
                return WellKnownTypes.ReadGuidBigEndian(ref MemoryMarshal.GetReference(bytes));
            case 32 or 36:
                reader.ReadRaw(bytes.Slice(0, length));
                Span<char> text = stackalloc char[36];
                for (var i = 0; i < length; i++)
                    text[i] = (char)bytes[i];
                if (Guid.TryParseExact(text.Slice(0, length), length == 36 ? "D" : "N", out var value))
                    return value;
                throw new ProtoException("The text is not a Guid", start, reader.FieldNumber);
            default:
                throw new ProtoException($"A Guid as text must be 36 or 32 characters (or 16 bytes), not {length}",
                    start, reader.FieldNumber);
        }
    }
}

/// <summary><see cref="Uri"/> as its original text, as protobuf-net writes it; read back relative or absolute as the
/// text says, and an empty text as null, as protobuf-net reads it.</summary>
internal readonly struct UriStringCodec : IValueCodec<Uri>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Uri v) => v is null;
    public long Measure(Uri value, int depthLeft) => WireFormat.SizeOfString(value.OriginalString);
    public void Write(ref ProtoWriter writer, Uri value) => writer.WriteString(value.OriginalString);

    public Uri Read(ref ProtoReader reader, Uri existing)
    {
        var start = reader.Position;
        var text = reader.ReadString();
        if (text.Length == 0)
            return null!; // protobuf-net reads an empty text as no Uri
        try
        {
            return new Uri(text, UriKind.RelativeOrAbsolute);
        }
        catch (UriFormatException e)
        {
            throw new ProtoException($"The text is not a Uri: {e.Message}", start, reader.FieldNumber);
        }
    }
}

/// <summary><see cref="DateTime"/> with protobuf-net's <c>DataFormat.FixedSize</c>: a fixed64 of its ticks since the
/// Unix epoch (the kind is not kept), read back with the kind unspecified.</summary>
internal readonly struct DateTimeFixedTicksCodec : IValueCodec<DateTime>
{
    private const long EpochTicks = 621_355_968_000_000_000; // DateTime.UnixEpoch.Ticks, which .NET Standard 2.0 lacks

    public WireType WireType => WireType.Fixed64;
    public bool IsDefault(DateTime v) => v.Ticks == 0;
    public long Measure(DateTime value, int depthLeft) => 8;
    public void Write(ref ProtoWriter writer, DateTime value) =>
        writer.WriteFixed64(unchecked((ulong)(value.Ticks - EpochTicks)));

    public DateTime Read(ref ProtoReader reader, DateTime existing)
    {
        var start = reader.Position;
        var sinceEpoch = (long)reader.ReadFixed64();
        if (sinceEpoch < -EpochTicks || sinceEpoch > DateTime.MaxValue.Ticks - EpochTicks)
            throw new ProtoException($"{sinceEpoch} ticks from 1970 are outside the range of DateTime", start,
                reader.FieldNumber);
        return new DateTime(sinceEpoch + EpochTicks);
    }
}

/// <summary>
/// <see cref="Type"/> as its assembly-qualified name, as protobuf-net writes it; read back by
/// <see cref="Type.GetType(string)"/>, so that a name that resolves to no type (an empty one included) reads as null,
/// as protobuf-net reads it.
/// </summary>
internal readonly struct TypeNameCodec : IValueCodec<Type>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Type v) => v is null;
    public long Measure(Type value, int depthLeft) => WireFormat.SizeOfString(NameOf(value));
    public void Write(ref ProtoWriter writer, Type value) => writer.WriteString(NameOf(value));

    [UnconditionalSuppressMessage("Trimming", "IL2057",
        Justification = "The name comes from the data, as in protobuf-net: a type the trimmer removed resolves to no "
            + "type and reads as null, as an unknown name does.")]
    public Type Read(ref ProtoReader reader, Type existing)
    {
        var text = reader.ReadString();
        return text.Length == 0 ? null! : Type.GetType(text, throwOnError: false)!;
    }

    private static string NameOf(Type value) =>
        value.AssemblyQualifiedName ?? throw new ProtoException(
            $"The type {value} has no assembly-qualified name to write (a generic parameter, say).");
}
