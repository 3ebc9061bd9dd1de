using System.ComponentModel;

namespace Nano.Tests.TestTypes;

public enum Color { Red = 0, Green = 1, Blue = 2, Negative = -5 }

[ProtoContract]
public sealed class AllScalars
{
    [ProtoMember(1)] public int Int32 { get; set; }
    [ProtoMember(2)] public long Int64 { get; set; }
    [ProtoMember(3)] public uint UInt32 { get; set; }
    [ProtoMember(4)] public ulong UInt64 { get; set; }
    [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public int SInt32 { get; set; }
    [ProtoMember(6, DataFormat = DataFormat.ZigZag)] public long SInt64 { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.FixedSize)] public uint Fixed32 { get; set; }
    [ProtoMember(8, DataFormat = DataFormat.FixedSize)] public ulong Fixed64 { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.FixedSize)] public int SFixed32 { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public long SFixed64 { get; set; }
    [ProtoMember(11)] public float Float { get; set; }
    [ProtoMember(12)] public double Double { get; set; }
    [ProtoMember(13)] public bool Bool { get; set; }
    [ProtoMember(14)] public string? String { get; set; }
    [ProtoMember(15)] public byte[]? Bytes { get; set; }
    [ProtoMember(16)] public Color Color { get; set; }
    [ProtoMember(17)] public byte Byte { get; set; }
    [ProtoMember(18)] public sbyte SByte { get; set; }
    [ProtoMember(19)] public short Int16 { get; set; }
    [ProtoMember(20)] public ushort UInt16 { get; set; }
    [ProtoMember(21)] public char Char { get; set; }
    [ProtoMember(22)] public nint NInt { get; set; }
    [ProtoMember(23)] public nuint NUInt { get; set; }
#if NET // System.Half is .NET 5+
    [ProtoMember(24)] public Half Half { get; set; }
#endif
    [ProtoMember(25)] public decimal Decimal { get; set; }
    [ProtoMember(26)] public Guid Guid { get; set; }
    [ProtoMember(27)] public DateTime DateTime { get; set; }
    [ProtoMember(28)] public TimeSpan TimeSpan { get; set; }
    [ProtoMember(29)] public DateTimeOffset DateTimeOffset { get; set; }
    [ProtoMember(30)] public ReadOnlyMemory<byte> Memory { get; set; }
    [ProtoMember(31)] public Memory<byte> MutableMemory { get; set; }
}

/// <summary>Explicit presence: null is not written, zero is.</summary>
[ProtoContract]
public sealed class Optionals
{
    [ProtoMember(1)] public int? Int32 { get; set; }
    [ProtoMember(2)] public bool? Bool { get; set; }
    [ProtoMember(3)] public double? Double { get; set; }
    [ProtoMember(4)] public Color? Color { get; set; }
    [ProtoMember(5)] public DateTime? When { get; set; }
    [ProtoMember(6)] public Guid? Id { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.ZigZag)] public long? SInt64 { get; set; }
}

/// <summary>proto2-style defaults and required fields.</summary>
[ProtoContract]
public sealed class Proto2Style
{
    [ProtoMember(1, IsRequired = true)] public int Id { get; set; }
    [ProtoMember(2), DefaultValue(7)] public int Seven { get; set; } = 7;
    [ProtoMember(3), DefaultValue(true)] public bool Flag { get; set; } = true;
    [ProtoMember(4, IsRequired = true)] public string? Name { get; set; }
}
