using ProtoBuf;

namespace ProtobufNetSamples;

/// <summary>protobuf-net's default (Level200) formats: bcl.DateTime, bcl.TimeSpan, bcl.Decimal, bcl.Guid.</summary>
[ProtoContract]
public class Bcl
{
    [ProtoMember(1)] public DateTime When;
    [ProtoMember(2)] public TimeSpan Span;
    [ProtoMember(3)] public decimal Money;
    [ProtoMember(4)] public Guid Id;
}

[ProtoContract]
public class BclCollections
{
    [ProtoMember(1)] public List<DateTime>? Dates;
    [ProtoMember(2)] public List<decimal>? Amounts;
    [ProtoMember(3)] public Dictionary<string, TimeSpan>? Spans;
    [ProtoMember(4)] public Guid[]? Ids;
    [ProtoMember(5)] public DateTime? MaybeWhen;
    [ProtoMember(6)] public decimal? MaybeMoney;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level240)]
public class Level240
{
    [ProtoMember(1)] public DateTime When;
    [ProtoMember(2)] public TimeSpan Span;
    [ProtoMember(3)] public decimal Money;
    [ProtoMember(4)] public Guid Id;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level300)]
public class Level300
{
    [ProtoMember(1)] public DateTime When;
    [ProtoMember(2)] public TimeSpan Span;
    [ProtoMember(3)] public decimal Money;
    [ProtoMember(4)] public Guid Id;
}

[ProtoContract]
public class WellKnownMembers
{
    [ProtoMember(1, DataFormat = DataFormat.WellKnown)] public DateTime When;
    [ProtoMember(2, DataFormat = DataFormat.WellKnown)] public TimeSpan Span;
    [ProtoMember(3)] public DateTime Legacy;
}

[ProtoContract]
public class MemberLevels
{
    [ProtoMember(1), CompatibilityLevel(CompatibilityLevel.Level300)] public decimal Text;
    [ProtoMember(2)] public decimal Bcl;
}
