using System.ComponentModel;
using ProtoBuf;

// Contract shapes written with protobuf-net's attributes only, after the shapes in protobuf-net's own tests and docs.
namespace ProtobufNetSamples;

[ProtoContract]
public class AllScalars
{
    [ProtoMember(1)] public int Int32;
    [ProtoMember(2)] public long Int64;
    [ProtoMember(3)] public uint UInt32;
    [ProtoMember(4)] public ulong UInt64;
    [ProtoMember(5)] public bool Bool;
    [ProtoMember(6)] public float Single;
    [ProtoMember(7)] public double Double;
    [ProtoMember(8)] public short Int16;
    [ProtoMember(9)] public ushort UInt16;
    [ProtoMember(10)] public byte Byte;
    [ProtoMember(11)] public sbyte SByte;
    [ProtoMember(12)] public char Char;
}

[ProtoContract]
public class Formats
{
    [ProtoMember(1, DataFormat = DataFormat.ZigZag)] public int ZigZag32;
    [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public long ZigZag64;
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public int Fixed32;
    [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public long Fixed64;
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public uint UFixed32;
    [ProtoMember(6, DataFormat = DataFormat.FixedSize)] public ulong UFixed64;
    [ProtoMember(7, DataFormat = DataFormat.TwosComplement)] public int Twos;
}

[ProtoContract]
public class Properties
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Name { get; set; }
    [ProtoMember(3)] public double Score { get; private set; }

    public void SetScore(double score) => Score = score;
}

[ProtoContract]
public class TextAndBytes
{
    [ProtoMember(1)] public string? Text;
    [ProtoMember(2)] public byte[]? Bytes;
}

[ProtoContract]
public class Defaults
{
    [ProtoMember(1), DefaultValue(5)] public int Five = 5;
    [ProtoMember(2), DefaultValue("x")] public string Text = "x";
    [ProtoMember(3), DefaultValue(true)] public bool Yes = true;
    [ProtoMember(4), DefaultValue(1.5)] public double OneAndHalf = 1.5;
}

[ProtoContract]
public class Required
{
    [ProtoMember(1, IsRequired = true)] public int Zero;
    [ProtoMember(2, IsRequired = true)] public string Text = "";
    [ProtoMember(3, IsRequired = true)] public bool Flag;
}

[ProtoContract]
public class Nullables
{
    [ProtoMember(1)] public int? Int32;
    [ProtoMember(2)] public bool? Bool;
    [ProtoMember(3)] public double? Double;
    [ProtoMember(4)] public Color? Color;
    [ProtoMember(5)] public long? Int64;
}

[ProtoContract(Name = "Renamed")]
public class Named
{
    [ProtoMember(1, Name = "the_id")] public int Id;
    [ProtoMember(536870911)] public int MaxTag;
    [ProtoIgnore] public int Ignored;
    public int NotAMember;
}

public enum Color { Red = 0, Green = 1, Blue = 2, Negative = -1 }

[ProtoContract]
public enum Status { [ProtoEnum] Unknown = 0, [ProtoEnum] Active = 3, [ProtoEnum] Retired = 7 }

public enum Wide : long { Zero = 0, Big = long.MaxValue }

[ProtoContract]
public class Enums
{
    [ProtoMember(1)] public Color Color;
    [ProtoMember(2)] public Status Status;
    [ProtoMember(3)] public Wide Wide;
    [ProtoMember(4)] public List<Color>? Colors;
}
