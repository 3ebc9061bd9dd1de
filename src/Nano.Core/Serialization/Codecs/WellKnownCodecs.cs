using Nano.Wire;

namespace Nano.Serialization.Codecs;

/// <summary>
/// <see cref="DateTime"/> as a google.protobuf.Timestamp message, merged field by field into the existing value.
/// </summary>
/// <param name="explicitPresence">False (the zeroed struct that emitted code uses) for an implicit-presence member,
/// where <c>default(DateTime)</c> means "no value", so a Timestamp read into it starts from the epoch; true where the
/// default is a real value (the interpreted backend's Nullable members and map values).</param>
internal readonly struct DateTimeCodec(bool explicitPresence) : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTime v) => v.Ticks == 0;
    public long Measure(DateTime v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(v));
    public void Write(ref ProtoWriter w, DateTime v) => WellKnownTypes.WriteTimestamp(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => WellKnownTypes.MergeTimestamp(ref r, !explicitPresence && e.Ticks == 0 ? null : e);
}

/// <summary><see cref="DateTimeOffset"/> as a Timestamp (its UTC instant); <paramref name="explicitPresence"/> as for <see cref="DateTimeCodec"/>.</summary>
internal readonly struct DateTimeOffsetCodec(bool explicitPresence) : IValueCodec<DateTimeOffset>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTimeOffset v) => v == default;
    public long Measure(DateTimeOffset v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(v.UtcDateTime));
    public void Write(ref ProtoWriter w, DateTimeOffset v) => WellKnownTypes.WriteTimestamp(ref w, v.UtcDateTime);
    public DateTimeOffset Read(ref ProtoReader r, DateTimeOffset e) =>
        new(WellKnownTypes.MergeTimestamp(ref r, !explicitPresence && e == default ? null : e.UtcDateTime));
}

/// <summary><see cref="TimeSpan"/> as a google.protobuf.Duration message.</summary>
internal readonly struct TimeSpanCodec : IValueCodec<TimeSpan>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(TimeSpan v) => v.Ticks == 0;
    public long Measure(TimeSpan v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfDuration(v));
    public void Write(ref ProtoWriter w, TimeSpan v) => WellKnownTypes.WriteDuration(ref w, v);
    public TimeSpan Read(ref ProtoReader r, TimeSpan e) => WellKnownTypes.ReadDuration(ref r, e);
}

/// <summary><see cref="Guid"/> as 16 bytes.</summary>
internal readonly struct GuidCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Guid v) => v == Guid.Empty;
    public long Measure(Guid v, int d) => WellKnownTypes.GuidSize;
    public void Write(ref ProtoWriter w, Guid v) => WellKnownTypes.WriteGuid(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => WellKnownTypes.ReadGuid(ref r);
}

/// <summary><see cref="decimal"/> as its invariant text.</summary>
internal readonly struct DecimalCodec : IValueCodec<decimal>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(decimal v) => v == 0;
    public long Measure(decimal v, int d) => WellKnownTypes.SizeOfDecimal(v);
    public void Write(ref ProtoWriter w, decimal v) => WellKnownTypes.WriteDecimal(ref w, v);
    public decimal Read(ref ProtoReader r, decimal e) => WellKnownTypes.ReadDecimal(ref r);
}

// protobuf-net's formats (see BclFormats): each value is written and read whole, so none merges into an existing one.

/// <summary><see cref="DateTime"/> as protobuf-net's bcl.DateTime.</summary>
internal readonly struct BclDateTimeCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTime v) => v.Ticks == 0;
    public long Measure(DateTime v, int d) => BclFormats.SizeOfDateTime(v);
    public void Write(ref ProtoWriter w, DateTime v) => BclFormats.WriteDateTime(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => BclFormats.ReadDateTime(ref r);
}

/// <summary><see cref="DateTime"/> as a Timestamp of its ticks, as protobuf-net writes it from Level240.</summary>
internal readonly struct TimestampOfTicksCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTime v) => v.Ticks == 0;
    public long Measure(DateTime v, int d) => BclFormats.SizeOfTimestamp(v);
    public void Write(ref ProtoWriter w, DateTime v) => BclFormats.WriteTimestamp(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => BclFormats.ReadTimestamp(ref r);
}

/// <summary><see cref="TimeSpan"/> as protobuf-net's bcl.TimeSpan.</summary>
internal readonly struct BclTimeSpanCodec : IValueCodec<TimeSpan>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(TimeSpan v) => v.Ticks == 0;
    public long Measure(TimeSpan v, int d) => BclFormats.SizeOfTimeSpan(v);
    public void Write(ref ProtoWriter w, TimeSpan v) => BclFormats.WriteTimeSpan(ref w, v);
    public TimeSpan Read(ref ProtoReader r, TimeSpan e) => BclFormats.ReadTimeSpan(ref r);
}

/// <summary><see cref="decimal"/> as protobuf-net's bcl.Decimal.</summary>
internal readonly struct BclDecimalCodec : IValueCodec<decimal>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(decimal v) => v == 0;
    public long Measure(decimal v, int d) => BclFormats.SizeOfDecimal(v);
    public void Write(ref ProtoWriter w, decimal v) => BclFormats.WriteDecimal(ref w, v);
    public decimal Read(ref ProtoReader r, decimal e) => BclFormats.ReadDecimal(ref r);
}

/// <summary><see cref="Guid"/> as protobuf-net's bcl.Guid.</summary>
internal readonly struct BclGuidCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Guid v) => v == Guid.Empty;
    public long Measure(Guid v, int d) => BclFormats.SizeOfGuid(v);
    public void Write(ref ProtoWriter w, Guid v) => BclFormats.WriteGuid(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => BclFormats.ReadGuid(ref r);
}

/// <summary><see cref="Guid"/> as its 36-character text (protobuf-net's Level300).</summary>
internal readonly struct GuidStringCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Guid v) => v == Guid.Empty;
    public long Measure(Guid v, int d) => BclFormats.SizeOfGuidString(v);
    public void Write(ref ProtoWriter w, Guid v) => BclFormats.WriteGuidString(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => BclFormats.ReadGuidString(ref r);
}
