using Nano.Wire;

namespace Nano.Serialization.Interpreted.Codecs;

// protobuf-net's formats (see BclFormats): each value is written and read whole, so none merges into an existing one.

/// <summary><see cref="DateTime"/> as protobuf-net's bcl.DateTime.</summary>
internal sealed class BclDateTimeCodec() : StructCodec<DateTime>(WireType.LengthDelimited)
{
    public override DateTime Empty => default;
    public override bool IsDefault(DateTime value) => value == default;
    public override long Measure(DateTime value, int depthLeft) => BclFormats.SizeOfDateTime(value);
    public override void Write(ref ProtoWriter writer, DateTime value) => BclFormats.WriteDateTime(ref writer, value);
    public override DateTime Read(ref ProtoReader reader, DateTime existing) => BclFormats.ReadDateTime(ref reader);
}

/// <summary><see cref="DateTime"/> as a Timestamp of its ticks, as protobuf-net writes it from Level240.</summary>
internal sealed class TimestampOfTicksCodec() : StructCodec<DateTime>(WireType.LengthDelimited)
{
    public override DateTime Empty => default;
    public override bool IsDefault(DateTime value) => value == default;
    public override long Measure(DateTime value, int depthLeft) => BclFormats.SizeOfTimestamp(value);
    public override void Write(ref ProtoWriter writer, DateTime value) => BclFormats.WriteTimestamp(ref writer, value);
    public override DateTime Read(ref ProtoReader reader, DateTime existing) => BclFormats.ReadTimestamp(ref reader);
}

/// <summary><see cref="TimeSpan"/> as protobuf-net's bcl.TimeSpan.</summary>
internal sealed class BclTimeSpanCodec() : StructCodec<TimeSpan>(WireType.LengthDelimited)
{
    public override TimeSpan Empty => default;
    public override bool IsDefault(TimeSpan value) => value == default;
    public override long Measure(TimeSpan value, int depthLeft) => BclFormats.SizeOfTimeSpan(value);
    public override void Write(ref ProtoWriter writer, TimeSpan value) => BclFormats.WriteTimeSpan(ref writer, value);
    public override TimeSpan Read(ref ProtoReader reader, TimeSpan existing) => BclFormats.ReadTimeSpan(ref reader);
}

/// <summary><see cref="decimal"/> as protobuf-net's bcl.Decimal.</summary>
internal sealed class BclDecimalCodec() : StructCodec<decimal>(WireType.LengthDelimited)
{
    public override decimal Empty => default;
    public override bool IsDefault(decimal value) => value == default;
    public override long Measure(decimal value, int depthLeft) => BclFormats.SizeOfDecimal(value);
    public override void Write(ref ProtoWriter writer, decimal value) => BclFormats.WriteDecimal(ref writer, value);
    public override decimal Read(ref ProtoReader reader, decimal existing) => BclFormats.ReadDecimal(ref reader);
}

/// <summary><see cref="Guid"/> as protobuf-net's bcl.Guid.</summary>
internal sealed class BclGuidCodec() : StructCodec<Guid>(WireType.LengthDelimited)
{
    public override Guid Empty => default;
    public override bool IsDefault(Guid value) => value == default;
    public override long Measure(Guid value, int depthLeft) => BclFormats.SizeOfGuid(value);
    public override void Write(ref ProtoWriter writer, Guid value) => BclFormats.WriteGuid(ref writer, value);
    public override Guid Read(ref ProtoReader reader, Guid existing) => BclFormats.ReadGuid(ref reader);
}

/// <summary><see cref="Guid"/> as its 36-character text (protobuf-net's Level300).</summary>
internal sealed class GuidStringCodec() : StructCodec<Guid>(WireType.LengthDelimited)
{
    public override Guid Empty => default;
    public override bool IsDefault(Guid value) => value == default;
    public override long Measure(Guid value, int depthLeft) => BclFormats.SizeOfGuidString(value);
    public override void Write(ref ProtoWriter writer, Guid value) => BclFormats.WriteGuidString(ref writer, value);
    public override Guid Read(ref ProtoReader reader, Guid existing) => BclFormats.ReadGuidString(ref reader);
}
