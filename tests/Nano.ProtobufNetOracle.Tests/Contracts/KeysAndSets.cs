using System.Collections.Immutable;
using ProtoBuf;

// Map keys outside the protobuf rule that protobuf-net accepts, and immutable sets and sorted maps with setters.
namespace ProtobufNetSamples;

public enum Shade { None, Light, Dark = 7, Negative = -2 }

public enum LongShade : long { Zero, Big = long.MaxValue }

[ProtoContract]
public class EnumKeys
{
    [ProtoMember(1)] public Dictionary<Shade, string>? ByShade;
    [ProtoMember(2)] public Dictionary<LongShade, int>? ByWide;
    [ProtoMember(3)] public Dictionary<string, Shade>? ShadeValues;
}

[ProtoContract]
public class GuidKeys
{
    [ProtoMember(1)] public Dictionary<Guid, string>? Names;
    [ProtoMember(2)] public Dictionary<Guid, GuidKeys>? Children;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level300)]
public class ModernGuidKeys
{
    [ProtoMember(1)] public Dictionary<Guid, int>? Counts;
}

[ProtoContract]
public class ImmutableSetsEverywhere
{
    [ProtoMember(1)] public ImmutableHashSet<string>? Names { get; set; }
    [ProtoMember(2)] public ImmutableSortedSet<int>? Numbers { get; set; }
    [ProtoMember(3)] public ImmutableSortedDictionary<string, long>? Totals { get; set; }
    [ProtoMember(4, IsPacked = true)] public ImmutableSortedSet<long>? Packed { get; set; }
    [ProtoMember(5)] public ImmutableSortedDictionary<int, ImmutableSetsEverywhere>? Nested { get; set; }
}
