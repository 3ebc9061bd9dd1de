using Nano.Serialization;
using Nano.Wire;

namespace Nano.Emit.Runtime;

// protobuf-net's formats: the arithmetic is Nano.Core's BclFormats, shared with the interpreted backend.

internal readonly struct BclDateTimeCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(DateTime v, int d) => BclFormats.SizeOfDateTime(v);
    public void Write(ref ProtoWriter w, DateTime v) => BclFormats.WriteDateTime(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => BclFormats.ReadDateTime(ref r);
}

internal readonly struct TimestampOfTicksCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(DateTime v, int d) => BclFormats.SizeOfTimestamp(v);
    public void Write(ref ProtoWriter w, DateTime v) => BclFormats.WriteTimestamp(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => BclFormats.ReadTimestamp(ref r);
}

internal readonly struct BclTimeSpanCodec : IValueCodec<TimeSpan>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(TimeSpan v, int d) => BclFormats.SizeOfTimeSpan(v);
    public void Write(ref ProtoWriter w, TimeSpan v) => BclFormats.WriteTimeSpan(ref w, v);
    public TimeSpan Read(ref ProtoReader r, TimeSpan e) => BclFormats.ReadTimeSpan(ref r);
}

internal readonly struct BclDecimalCodec : IValueCodec<decimal>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(decimal v, int d) => BclFormats.SizeOfDecimal(v);
    public void Write(ref ProtoWriter w, decimal v) => BclFormats.WriteDecimal(ref w, v);
    public decimal Read(ref ProtoReader r, decimal e) => BclFormats.ReadDecimal(ref r);
}

internal readonly struct BclGuidCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(Guid v, int d) => BclFormats.SizeOfGuid(v);
    public void Write(ref ProtoWriter w, Guid v) => BclFormats.WriteGuid(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => BclFormats.ReadGuid(ref r);
}

internal readonly struct GuidStringCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(Guid v, int d) => BclFormats.SizeOfGuidString(v);
    public void Write(ref ProtoWriter w, Guid v) => BclFormats.WriteGuidString(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => BclFormats.ReadGuidString(ref r);
}
