// Code-first Nano types mirroring Protos/crosscheck/crosscheck_proto2.proto (package nano.crosscheck.proto2).
//
// proto2 mapping:
// - `required` scalar: [ProtoMember(IsRequired = true)], always written, missing on read is an error.
// - `optional` scalar (explicit presence, with or without a [default]): Nullable<T>; null = not set, and a set value
//   is written even when it equals the proto2 default, exactly as Google.Protobuf does. The proto2 default is what a
//   reader shows for an unset field, which is the application's business (see the Default* constants).
//   [DefaultValue] is not used here: it means "not written when equal to the default", which would drop a field
//   that a proto2 writer sets explicitly to its default.
// - `optional string` / `optional bytes`: IsOptional = true (explicit presence: null = not set, "" is set and written).
// - `repeated` scalars are unpacked unless the field says [packed = true].
// - groups: [ProtoMember(n, DataFormat = DataFormat.Group)].
namespace Nano.Interop.Nano.CrossCheck.Proto2;

/// <summary>nano.crosscheck.proto2.Proto2Enum.</summary>
public enum Proto2Enum
{
    Zero = 0,
    One = 1,
    Negative = -5,
}

/// <summary>nano.crosscheck.proto2.Proto2Message.</summary>
[ProtoContract]
public sealed class Proto2Message
{
    public const int DefaultOptInt32 = 42;
    public const string DefaultOptString = "hello";
    public const bool DefaultOptBool = true;
    public const double DefaultOptDouble = 1.5;
    public const Proto2Enum DefaultOptEnum = Proto2Enum.Negative;
    public const long DefaultOptSInt64 = -7;

    [ProtoMember(1, IsRequired = true)] public int Id { get; set; }
    [ProtoMember(2, IsRequired = true)] public string Name { get; set; } = "";
    [ProtoMember(3)] public int? OptInt32 { get; set; }
    [ProtoMember(4, IsOptional = true)] public string? OptString { get; set; }
    [ProtoMember(5)] public bool? OptBool { get; set; }
    [ProtoMember(6)] public double? OptDouble { get; set; }
    [ProtoMember(7)] public Proto2Enum? OptEnum { get; set; }
    [ProtoMember(8, IsOptional = true)] public byte[]? OptBytes { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.ZigZag)] public long? OptSInt64 { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.Group)] public Proto2Header? Header { get; set; }
    [ProtoMember(20, DataFormat = DataFormat.Group)] public List<Proto2Item>? Item { get; set; }
    [ProtoMember(30, IsPacked = false)] public List<int>? UnpackedInt32 { get; set; }
    [ProtoMember(31)] public int[]? PackedInt32 { get; set; }
    [ProtoMember(32)] public List<string> Strings { get; set; } = [];
    [ProtoMember(40)] public Proto2Message? Child { get; set; }
    [ProtoMember(41)] public Proto2Required? RequiredChild { get; set; }
}

/// <summary>The optional group <c>Header</c> (field 10) of Proto2Message.</summary>
[ProtoContract]
public sealed class Proto2Header
{
    [ProtoMember(11, IsRequired = true)] public int Version { get; set; }
    [ProtoMember(12, IsOptional = true)] public string? Note { get; set; }
}

/// <summary>The repeated group <c>Item</c> (field 20) of Proto2Message.</summary>
[ProtoContract]
public sealed class Proto2Item
{
    [ProtoMember(21, IsRequired = true)] public long Key { get; set; }
    [ProtoMember(22, IsOptional = true)] public byte[]? Payload { get; set; }
    [ProtoMember(23, IsPacked = false)] public List<int>? Codes { get; set; }
    [ProtoMember(24, DataFormat = DataFormat.Group)] public Proto2Detail? Detail { get; set; }
}

/// <summary>The group <c>Detail</c> (field 24) nested in the group Item.</summary>
[ProtoContract]
public sealed class Proto2Detail
{
    [ProtoMember(25, IsOptional = true)] public string? Text { get; set; }
    [ProtoMember(26, DataFormat = DataFormat.FixedSize)] public uint? Flags { get; set; }
}

/// <summary>nano.crosscheck.proto2.Proto2Required.</summary>
[ProtoContract]
public sealed class Proto2Required
{
    [ProtoMember(1, DataFormat = DataFormat.FixedSize, IsRequired = true)] public ulong A { get; set; }
    [ProtoMember(2, IsRequired = true)] public string B { get; set; } = "";
    [ProtoMember(3)] public int? C { get; set; }
}
