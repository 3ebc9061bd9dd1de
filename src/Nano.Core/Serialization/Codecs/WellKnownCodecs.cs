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
    public DateTime Read(ref ProtoReader r, DateTime e) =>
        WellKnownTypes.MergeTimestamp(ref r, !explicitPresence && e.Ticks == 0 ? null : e);
}

/// <summary><see cref="DateTimeOffset"/> as a Timestamp (its UTC instant); <paramref name="explicitPresence"/> as for
/// <see cref="DateTimeCodec"/>.</summary>
internal readonly struct DateTimeOffsetCodec(bool explicitPresence) : IValueCodec<DateTimeOffset>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(DateTimeOffset v) => v == default;
    public long Measure(DateTimeOffset v, int d) =>
        WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(v.UtcDateTime));
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
    // default, not Guid.Empty: .NET 8's JIT does not inline a method that loads a static struct field.
    public bool IsDefault(Guid v) => v == default;
    public long Measure(Guid v, int d) => WellKnownTypes.GuidSize;
    public void Write(ref ProtoWriter w, Guid v) => WellKnownTypes.WriteGuid(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => WellKnownTypes.ReadGuid(ref r);
}

/// <summary>
/// <see cref="Guid"/> as 16 bytes, but <see cref="Guid.Empty"/> as empty bytes: protobuf-net's Level300
/// <c>DataFormat.FixedSize</c> writes it so wherever it writes the value at all (a list element, a set nullable).
/// </summary>
internal readonly struct GuidBytesEmptyAsNoneCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    // default, not Guid.Empty: .NET 8's JIT does not inline a method that loads a static struct field.
    public bool IsDefault(Guid v) => v == default;
    public long Measure(Guid v, int d) => v == default ? 1 : WellKnownTypes.GuidSize;

    public void Write(ref ProtoWriter w, Guid v)
    {
        if (v == default)
            w.WriteBytes([]);
        else
            WellKnownTypes.WriteGuid(ref w, v);
    }

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
