using System.ComponentModel;
using System.Runtime.Serialization;
using ProtoBuf;

// More value shapes, after protobuf-net's scalar, enum, default, nullable and compatibility-level tests.
namespace ProtobufNetSamples.Broad;

[ProtoContract]
public class AllIntegers
{
    [ProtoMember(1)] public sbyte S8;
    [ProtoMember(2)] public byte U8;
    [ProtoMember(3)] public short S16;
    [ProtoMember(4)] public ushort U16;
    [ProtoMember(5)] public int S32;
    [ProtoMember(6)] public uint U32;
    [ProtoMember(7)] public long S64;
    [ProtoMember(8)] public ulong U64;
}

[ProtoContract]
public class ZigZagIntegers
{
    [ProtoMember(1, DataFormat = DataFormat.ZigZag)] public int Small;
    [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public long Large;
    [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public List<int>? Many;
}

[ProtoContract]
public class FixedIntegers
{
    [ProtoMember(1, DataFormat = DataFormat.FixedSize)] public int S32;
    [ProtoMember(2, DataFormat = DataFormat.FixedSize)] public uint U32;
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public long S64;
    [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public ulong U64;
}

[ProtoContract]
public class FloatExtremes
{
    [ProtoMember(1)] public float Single;
    [ProtoMember(2)] public double Double;
    [ProtoMember(3)] public float[]? Singles;
}

[ProtoContract]
public class CharsAndBools
{
    [ProtoMember(1)] public char Letter;
    [ProtoMember(2)] public bool Flag;
    [ProtoMember(3)] public List<bool>? Flags;
}

[ProtoContract]
public class NullableEverything
{
    [ProtoMember(1)] public int? Int;
    [ProtoMember(2)] public long? Long;
    [ProtoMember(3)] public bool? Bool;
    [ProtoMember(4)] public double? Double;
    [ProtoMember(5)] public Guid? Id;
    [ProtoMember(6)] public Suit? Suit;
    [ProtoMember(7)] public TimeSpan? Span;
}

[ProtoContract]
public class UnicodeTexts
{
    [ProtoMember(1)] public string? Greek;
    [ProtoMember(2)] public string? Emoji;
    [ProtoMember(3)] public string? Long;
}

[ProtoContract]
public class DecimalExtremes
{
    [ProtoMember(1)] public decimal Max;
    [ProtoMember(2)] public decimal Min;
    [ProtoMember(3)] public decimal Tiny;
}

[ProtoContract]
public class SpanExtremes
{
    [ProtoMember(1)] public TimeSpan Max;
    [ProtoMember(2)] public TimeSpan Min;
    [ProtoMember(3)] public TimeSpan Negative;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level240)]
public class TypeAtLevel240
{
    [ProtoMember(1)] public DateTime When;
    [ProtoMember(2)] public TimeSpan Length;
    [ProtoMember(3)] public decimal Amount;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level300)]
public class TypeAtLevel300
{
    [ProtoMember(1)] public Guid Id;
    [ProtoMember(2)] public decimal Amount;
    [ProtoMember(3)] public DateTime When;
}

[ProtoContract]
public class MemberLevels
{
    [ProtoMember(1), CompatibilityLevel(CompatibilityLevel.Level300)] public Guid Modern;
    [ProtoMember(2)] public Guid Legacy;
    [ProtoMember(3), CompatibilityLevel(CompatibilityLevel.Level240)] public DateTime Stamp;
}

[ProtoContract]
public class InitialisedDefaults
{
    [ProtoMember(1), DefaultValue(42)] public int Answer = 42;
    [ProtoMember(2), DefaultValue("none")] public string Label = "none";
    [ProtoMember(3), DefaultValue(true)] public bool On = true;
    [ProtoMember(4), DefaultValue(1.5)] public double Ratio = 1.5;
    [ProtoMember(5), DefaultValue(Suit.Hearts)] public Suit Suit = Suit.Hearts;
}

[ProtoContract]
public class RequiredScalars
{
    [ProtoMember(1, IsRequired = true)] public int Count;
    [ProtoMember(2, IsRequired = true)] public string Code = "";
    [ProtoMember(3, IsRequired = true)] public Suit Suit;
    [ProtoMember(4, IsRequired = true)] public bool Flag;
}

public enum Signed { Minus = -2, Zero = 0, Plus = 2 }

public enum Tiny : byte { A = 1, B = 255 }

public enum Huge : ulong { Small = 1, Big = ulong.MaxValue }

[ProtoContract]
public class EnumWidths
{
    [ProtoMember(1)] public Signed Signed;
    [ProtoMember(2)] public Tiny Tiny;
    [ProtoMember(3)] public Huge Huge;
    [ProtoMember(4)] public List<Signed>? Many;
}

[DataContract]
public class DataContractOrder
{
    [DataMember(Order = 2)] public string? Second;
    [DataMember(Order = 1)] public int First;
    [DataMember(Order = 3)] public DataContractChild? Child;
}

[DataContract]
public class DataContractChild
{
    [DataMember(Order = 1)] public double Value;
}

[ProtoContract]
public class PrivateSetters
{
    [ProtoMember(1)] public int Id { get; private set; }
    [ProtoMember(2)] public string? Name { get; private set; }

    public static PrivateSetters Make(int id, string? name) => new() { Id = id, Name = name };
}

[ProtoContract]
public struct Pixel
{
    [ProtoMember(1)] public byte R;
    [ProtoMember(2)] public byte G;
    [ProtoMember(3)] public byte B;
}

[ProtoContract]
public class Picture
{
    [ProtoMember(1)] public Pixel Corner;
    [ProtoMember(2)] public List<Pixel>? Row;
}

[ProtoContract]
public record PersonRecord
{
    [ProtoMember(1)] public string? Name { get; init; }
    [ProtoMember(2)] public int Age { get; init; }
}

public record Coordinate(int X, int Y);

[ProtoContract]
public class HoldsTuples
{
    [ProtoMember(1)] public Coordinate? Position;
    [ProtoMember(2)] public KeyValuePair<string, int> Pair;
    [ProtoMember(3)] public List<Coordinate>? Path;
}

[ProtoContract]
public class DateTimes
{
    [ProtoMember(1)] public DateTime Local;
    [ProtoMember(2)] public DateTime Utc;
    [ProtoMember(3)] public DateTime? Maybe;
    [ProtoMember(4)] public DateTime[]? Many;
}
