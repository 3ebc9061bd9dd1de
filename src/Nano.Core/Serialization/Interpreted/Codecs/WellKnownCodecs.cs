using Nano.Model;
using Nano.Wire;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// <see cref="DateTime"/> as a google.protobuf.Timestamp message.
/// </summary>
/// <param name="defaultIsUnset">True for an implicit-presence member, where <c>default(DateTime)</c> means "no value", so a
/// Timestamp read into it starts from the epoch; false where the default is a real value (Nullable members, map values).</param>
internal sealed class TimestampCodec(bool defaultIsUnset) : StructCodec<DateTime>(WireType.LengthDelimited, mergesExisting: true)
{
    public override DateTime Empty => default;
    public override bool IsDefault(DateTime value) => value == default;
    public override DateTime CreateEmpty(ref ProtoReader reader) => DateTime.UnixEpoch; // a map entry's empty Timestamp
    public override long Measure(DateTime value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(value));
    public override void Write(ref ProtoWriter writer, DateTime value) => WellKnownTypes.WriteTimestamp(ref writer, value);
    public override DateTime ReadNew(ref ProtoReader reader) => WellKnownTypes.MergeTimestamp(ref reader, null);

    public override DateTime Read(ref ProtoReader reader, DateTime existing) =>
        WellKnownTypes.MergeTimestamp(ref reader, defaultIsUnset && existing == default ? null : existing);
}

/// <summary><see cref="DateTimeOffset"/> as a Timestamp (its UTC instant).</summary>
internal sealed class DateTimeOffsetCodec(bool defaultIsUnset) : StructCodec<DateTimeOffset>(WireType.LengthDelimited, mergesExisting: true)
{
    public override DateTimeOffset Empty => default;
    public override bool IsDefault(DateTimeOffset value) => value.Equals(default);
    public override DateTimeOffset CreateEmpty(ref ProtoReader reader) => DateTimeOffset.UnixEpoch;
    public override long Measure(DateTimeOffset value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(value.UtcDateTime));
    public override void Write(ref ProtoWriter writer, DateTimeOffset value) => WellKnownTypes.WriteTimestamp(ref writer, value.UtcDateTime);
    public override DateTimeOffset ReadNew(ref ProtoReader reader) => new(WellKnownTypes.MergeTimestamp(ref reader, null));

    public override DateTimeOffset Read(ref ProtoReader reader, DateTimeOffset existing) =>
        new(WellKnownTypes.MergeTimestamp(ref reader, defaultIsUnset && existing.Equals(default) ? null : existing.UtcDateTime));
}

/// <summary><see cref="TimeSpan"/> as a google.protobuf.Duration message.</summary>
internal sealed class DurationCodec() : StructCodec<TimeSpan>(WireType.LengthDelimited, mergesExisting: true)
{
    public override TimeSpan Empty => default;
    public override bool IsDefault(TimeSpan value) => value == default;
    public override long Measure(TimeSpan value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfDuration(value));
    public override void Write(ref ProtoWriter writer, TimeSpan value) => WellKnownTypes.WriteDuration(ref writer, value);
    public override TimeSpan Read(ref ProtoReader reader, TimeSpan existing) => WellKnownTypes.ReadDuration(ref reader, existing);
}

/// <summary><see cref="Guid"/> as 16 bytes.</summary>
internal sealed class GuidCodec() : StructCodec<Guid>(WireType.LengthDelimited)
{
    public override Guid Empty => default;
    public override bool IsDefault(Guid value) => value == default;
    public override long Measure(Guid value, int depthLeft) => WellKnownTypes.GuidSize;
    public override void Write(ref ProtoWriter writer, Guid value) => WellKnownTypes.WriteGuid(ref writer, value);
    public override Guid Read(ref ProtoReader reader, Guid existing) => WellKnownTypes.ReadGuid(ref reader);
}

/// <summary><see cref="decimal"/> as its invariant text.</summary>
internal sealed class DecimalCodec() : StructCodec<decimal>(WireType.LengthDelimited)
{
    public override decimal Empty => default;
    public override bool IsDefault(decimal value) => value == default;
    public override long Measure(decimal value, int depthLeft) => WellKnownTypes.SizeOfDecimal(value);
    public override void Write(ref ProtoWriter writer, decimal value) => WellKnownTypes.WriteDecimal(ref writer, value);
    public override decimal Read(ref ProtoReader reader, decimal existing) => WellKnownTypes.ReadDecimal(ref reader);
}

/// <summary>Creates the codec of a well-known mapping.</summary>
internal static class WellKnownCodecs
{
    public static Codec Create(WellKnownKind kind, bool defaultIsUnset) => kind switch
    {
        WellKnownKind.DateTime => new TimestampCodec(defaultIsUnset),
        WellKnownKind.DateTimeOffset => new DateTimeOffsetCodec(defaultIsUnset),
        WellKnownKind.TimeSpan => new DurationCodec(),
        WellKnownKind.Guid => new GuidCodec(),
        WellKnownKind.BclDateTime => new BclDateTimeCodec(),
        WellKnownKind.BclTimeSpan => new BclTimeSpanCodec(),
        WellKnownKind.BclDecimal => new BclDecimalCodec(),
        WellKnownKind.BclGuid => new BclGuidCodec(),
        WellKnownKind.GuidString => new GuidStringCodec(),
        WellKnownKind.TimestampOfTicks => new TimestampOfTicksCodec(),
        _ => new DecimalCodec(),
    };
}
