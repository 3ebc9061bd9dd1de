extern alias pbnet;

using PB = pbnet::ProtoBuf;

// Contracts declared with protobuf-net's own attributes, for the attributes protobuf-net finds by type rather than by
// name: the oracle's side of a contract that Orders.cs declares with Nano.ProtobufNet's attributes.
namespace PbnetApp;

/// <summary><see cref="Modern"/>, as protobuf-net declares it.</summary>
[PB.ProtoContract, PB.CompatibilityLevel(PB.CompatibilityLevel.Level300)]
public class ModernTwin
{
    [PB.ProtoMember(1)] public DateTime At { get; set; }
    [PB.ProtoMember(2)] public decimal Amount { get; set; }
    [PB.ProtoMember(3)] public Guid Id { get; set; }
    [PB.ProtoMember(4), PB.CompatibilityLevel(PB.CompatibilityLevel.Level200)] public Guid Legacy { get; set; }
#pragma warning disable CS0618 // protobuf-net marks WellKnown obsolete; it is the shape under test
    [PB.ProtoMember(5, DataFormat = PB.DataFormat.WellKnown)] public TimeSpan For { get; set; }
#pragma warning restore CS0618
}
