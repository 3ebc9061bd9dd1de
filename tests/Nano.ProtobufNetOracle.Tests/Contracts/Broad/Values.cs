using System.ComponentModel;
using System.Runtime.Serialization;
using ProtoBuf;

namespace ProtobufNetSamples.Broad;

[ProtoContract(Name = "CardSuit")]
public enum TaggedSuit
{
    [ProtoEnum(Name = "CLUBS")] Clubs = 0,
    [ProtoEnum(Name = "HEARTS")] Hearts = 2,
    [ProtoEnum(Name = "MINUS")] Minus = -5,
}

[Flags]
public enum Permissions { None = 0, Read = 1, Write = 2, Execute = 4, All = 7 }

public enum Sparse : long { Low = long.MinValue, Zero = 0, High = long.MaxValue }

[ProtoContract]
public class EnumShapes
{
    [ProtoMember(1)] public TaggedSuit Suit;
    [ProtoMember(2)] public Permissions Flags;
    [ProtoMember(3)] public Sparse Sparse;
    [ProtoMember(4)] public List<TaggedSuit>? Suits;
    [ProtoMember(5)] public Permissions? Maybe;
}

[ProtoContract]
public class Moments
{
    [ProtoMember(1)] public DateTime Created;
    [ProtoMember(2)] public DateTime? Modified;
    [ProtoMember(3)] public List<DateTime>? History;
    [ProtoMember(4)] public TimeSpan Elapsed;
    [ProtoMember(5)] public TimeSpan[]? Laps;
}

[ProtoContract]
public class Money
{
    [ProtoMember(1)] public decimal Price;
    [ProtoMember(2)] public decimal? Discount;
    [ProtoMember(3)] public List<decimal>? History;
    [ProtoMember(4)] public Dictionary<string, decimal>? Rates;
}

[ProtoContract]
public class Identifiers
{
    [ProtoMember(1)] public Guid Id;
    [ProtoMember(2)] public Guid? Parent;
    [ProtoMember(3)] public List<Guid>? Related;
    [ProtoMember(4)] public Dictionary<Guid, string>? Names;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level300)]
public class ModernIdentifiers
{
    [ProtoMember(1)] public Guid Id;
    [ProtoMember(2)] public List<Guid>? More;
    [ProtoMember(3)] public decimal Amount;
    [ProtoMember(4)] public DateTime At;
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public Guid Raw;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level240)]
public class WellKnownTimes
{
    [ProtoMember(1)] public DateTime At;
    [ProtoMember(2)] public TimeSpan For;
    [ProtoMember(3)] public List<DateTime>? Many;
}

[ProtoContract]
public class NullableScalars
{
    [ProtoMember(1)] public uint? UInt;
    [ProtoMember(2)] public ulong? ULong;
    [ProtoMember(3)] public float? Float;
    [ProtoMember(4)] public char? Char;
    [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public long? ZigZag;
    [ProtoMember(6, DataFormat = DataFormat.FixedSize)] public int? Fixed;
}

[ProtoContract]
public class FloatSpecials
{
    [ProtoMember(1)] public double D;
    [ProtoMember(2)] public float F;
    [ProtoMember(3)] public List<double>? Ds;
}

[ProtoContract]
public class DefaultsEverywhere
{
    [ProtoMember(1), DefaultValue(42)] public int Answer = 42;
    [ProtoMember(2), DefaultValue("none")] public string Name = "none";
    [ProtoMember(3), DefaultValue(true)] public bool On = true;
    [ProtoMember(4), DefaultValue(Suit.Hearts)] public Suit Suit = Suit.Hearts;
    [ProtoMember(5), DefaultValue(1.25)] public double Ratio = 1.25;
    [ProtoMember(6), DefaultValue(typeof(decimal), "9.99")] public decimal Price = 9.99m;
}

[ProtoContract]
public class RequiredEverywhere
{
    [ProtoMember(1, IsRequired = true)] public int Count;
    [ProtoMember(2, IsRequired = true)] public string Name = "";
    [ProtoMember(3, IsRequired = true)] public Suit Suit;
    [ProtoMember(4, IsRequired = true)] public double Ratio;
}

[ProtoContract]
public struct Vector3
{
    [ProtoMember(1)] public float X;
    [ProtoMember(2)] public float Y;
    [ProtoMember(3)] public float Z;
}

[ProtoContract]
public struct Segment
{
    [ProtoMember(1)] public Vector3 From;
    [ProtoMember(2)] public Vector3 To;
}

[ProtoContract]
public class Mesh
{
    [ProtoMember(1)] public List<Segment>? Segments;
    [ProtoMember(2)] public Vector3[]? Points;
    [ProtoMember(3)] public Segment? Bounds;
}

[ProtoContract]
public class LargeTags
{
    [ProtoMember(1000)] public int Thousand;
    [ProtoMember(100_000)] public string? Far;
    [ProtoMember(536_870_911)] public long Max;
}

[ProtoContract]
public class Encapsulated
{
    [ProtoMember(1)] private int _id;
    [ProtoMember(2)] public string? Name { get; private set; }
    [ProtoMember(3)] internal List<int> Internal = [];

    public void Set(int id, string name) { _id = id; Name = name; }
}

[ProtoContract]
public class Wrapper<T>
{
    [ProtoMember(1)] public T? Value;
    [ProtoMember(2)] public List<T>? Values;
}

public class Outside
{
    [ProtoContract]
    public class Nested
    {
        [ProtoMember(1)] public int Depth;
        [ProtoMember(2)] public Nested? Inner;
    }
}

[ProtoContract]
public class LinkedItem
{
    [ProtoMember(1)] public int Value;
    [ProtoMember(2)] public LinkedItem? Next;
}

[ProtoContract]
public class Empty
{
}

[ProtoContract]
public class HoldsEmpty
{
    [ProtoMember(1)] public Empty? Nothing;
    [ProtoMember(2)] public List<Empty>? Nothings;
}

[ProtoContract]
public class Texts
{
    [ProtoMember(1)] public string? Short;
    [ProtoMember(2)] public string? Long;
    [ProtoMember(3)] public List<string>? Many;
    [ProtoMember(4)] public char Letter;
}

[ProtoContract]
public class SmallIntegers
{
    [ProtoMember(1)] public byte B;
    [ProtoMember(2)] public sbyte SB;
    [ProtoMember(3)] public short S;
    [ProtoMember(4)] public ushort US;
    [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public short ZS;
    [ProtoMember(6)] public sbyte[]? SBytes;
}

[ProtoContract]
public class Wide
{
    [ProtoMember(1)] public int F1; [ProtoMember(2)] public int F2; [ProtoMember(3)] public int F3; [ProtoMember(4)] public int F4;
    [ProtoMember(5)] public string? F5; [ProtoMember(6)] public string? F6; [ProtoMember(7)] public long F7; [ProtoMember(8)] public long F8;
    [ProtoMember(9)] public bool F9; [ProtoMember(10)] public bool F10; [ProtoMember(11)] public double F11; [ProtoMember(12)] public float F12;
    [ProtoMember(13)] public uint F13; [ProtoMember(14)] public ulong F14; [ProtoMember(15)] public Item? F15; [ProtoMember(16)] public Item? F16;
    [ProtoMember(17)] public int F17; [ProtoMember(18)] public string? F18; [ProtoMember(19)] public List<int>? F19; [ProtoMember(20)] public int F20;
}

[ProtoContract]
public class NamedMembers
{
    [ProtoMember(1, Name = "user_id")] public long UserId;
    [ProtoMember(2, Name = "display_name")] public string? DisplayName;
}

[DataContract(Name = "Customer")]
public class DataContractCustomer
{
    [DataMember(Order = 1)] public int Id { get; set; }
    [DataMember(Order = 2, Name = "full_name")] public string? Name { get; set; }
    [DataMember(Order = 3)] public List<string>? Tags { get; set; }
    [DataMember] public string? NoOrder { get; set; }
    [IgnoreDataMember] public int Ignored { get; set; }
}

[ProtoContract]
public record Money2
{
    [ProtoMember(1)] public string Currency { get; init; } = "";
    [ProtoMember(2)] public long Units { get; init; }
}

[ProtoContract]
public class InitOnly
{
    [ProtoMember(1)] public required string Id { get; init; }
    [ProtoMember(2)] public Money2? Balance { get; init; }
}
