// Contracts written for protobuf-net (its attributes, its wire defaults), read by protobuf-net 3.4.40 and by Nano
// (which reads these attributes by name) in the protobuf-net differential (ProtobufNetDifferential.cs).
namespace Nano.Fuzz.ProtobufNet;

// Inside the namespace: Nano has attributes of the same names, which would otherwise win over a top-level using.
using ProtoBuf;

public enum PnColor { Red = 0, Green = 1, Blue = 2 }

[ProtoContract]
public class PnScalars
{
    [ProtoMember(1)] public int Int32;
    [ProtoMember(2)] public long Int64;
    [ProtoMember(3)] public uint UInt32;
    [ProtoMember(4)] public ulong UInt64;
    [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public int SInt32;
    [ProtoMember(6, DataFormat = DataFormat.ZigZag)] public long SInt64;
    [ProtoMember(7, DataFormat = DataFormat.FixedSize)] public int SFixed32;
    [ProtoMember(8, DataFormat = DataFormat.FixedSize)] public ulong Fixed64;
    [ProtoMember(9)] public bool Bool;
    [ProtoMember(10)] public float Float;
    [ProtoMember(11)] public double Double;
    [ProtoMember(12)] public PnColor Color;
    [ProtoMember(13)] public string? Text;
    [ProtoMember(14)] public byte[]? Blob;
}

[ProtoContract]
public class PnInner
{
    [ProtoMember(1)] public int Id;
    [ProtoMember(2)] public string? Name;
}

[ProtoContract]
public class PnNested
{
    [ProtoMember(1)] public PnInner? Child;
    [ProtoMember(2)] public PnNested? Next;
    [ProtoMember(3)] public string? Label;
}

[ProtoContract]
public class PnRepeated
{
    [ProtoMember(1)] public List<int>? Ints;
    [ProtoMember(2, IsPacked = true)] public List<int>? PackedInts;
    [ProtoMember(3, IsPacked = true)] public double[]? PackedDoubles;
    [ProtoMember(4, DataFormat = DataFormat.ZigZag, IsPacked = true)] public List<long>? PackedZigZags;
    [ProtoMember(5)] public List<string>? Strings;
    [ProtoMember(6)] public List<byte[]>? Blobs;
    [ProtoMember(7)] public List<PnInner>? Children;
    [ProtoMember(8)] public List<bool>? Bools;
}

[ProtoContract]
public class PnMaps
{
    [ProtoMember(1)] public Dictionary<int, string>? IntToString;
    [ProtoMember(2)] public Dictionary<string, PnInner>? StringToMessage;
    [ProtoMember(3)] public Dictionary<long, double>? LongToDouble;
    [ProtoMember(4), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, int>? Formatted;
    [ProtoMember(5)] public Dictionary<bool, PnColor>? BoolToEnum;
}

[ProtoContract]
[ProtoInclude(10, typeof(PnDog))]
[ProtoInclude(11, typeof(PnCat))]
public class PnAnimal
{
    [ProtoMember(1)] public string? Name;
    [ProtoMember(2)] public int Legs;
}

[ProtoContract]
[ProtoInclude(20, typeof(PnPuppy))]
public class PnDog : PnAnimal
{
    [ProtoMember(1)] public int Barks;
}

[ProtoContract]
public class PnPuppy : PnDog
{
    [ProtoMember(1)] public bool Sleepy;
}

[ProtoContract]
public class PnCat : PnAnimal
{
    [ProtoMember(1)] public List<string>? Toys;
}

/// <summary>A message holding the hierarchy as a member (the base type's field, a list of them).</summary>
[ProtoContract]
public class PnZoo
{
    [ProtoMember(1)] public PnAnimal? Star;
    [ProtoMember(2)] public List<PnAnimal>? Animals;
}
