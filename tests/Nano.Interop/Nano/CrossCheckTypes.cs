// Code-first Nano types mirroring Protos/crosscheck/crosscheck.proto (package nano.crosscheck, proto3).
// Each type is written the way a Nano user would write it for that schema; the collection types vary on purpose
// (List<T>, T[], IList<T>, get-only lists) so that the cross-checks exercise every collection path.
//
// Presence mapping:
// - proto3 singular scalar (implicit presence): a plain value; zero / "" / empty is not written.
// - proto3 `optional` scalar: Nullable<T>.
// - proto3 `optional string` / `optional bytes`: a reference type cannot be Nullable<T>, so the member goes in a
//   one-member oneof named like protoc's synthetic oneof ("_f_string"): oneof members have explicit presence.
// - message fields: a class reference (null = absent).
// - google.protobuf.Timestamp / Duration: DateTime? / TimeSpan? (null = absent; a present epoch or zero is written).
namespace Nano.Interop.Nano.CrossCheck;

/// <summary>nano.crosscheck.Color: negative values and the int32 extremes.</summary>
public enum Color
{
    Unspecified = 0,
    Red = 1,
    Green = 2,
    Blue = 3,
    Negative = -1,
    Min = int.MinValue,
    Max = int.MaxValue,
}

/// <summary>nano.crosscheck.AllScalars.</summary>
[ProtoContract]
public sealed class AllScalars
{
    [ProtoMember(1)] public double FDouble { get; set; }
    [ProtoMember(2)] public float FFloat { get; set; }
    [ProtoMember(3)] public int FInt32 { get; set; }
    [ProtoMember(4)] public long FInt64 { get; set; }
    [ProtoMember(5)] public uint FUInt32 { get; set; }
    [ProtoMember(6)] public ulong FUInt64 { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.ZigZag)] public int FSInt32 { get; set; }
    [ProtoMember(8, DataFormat = DataFormat.ZigZag)] public long FSInt64 { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.FixedSize)] public uint FFixed32 { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public ulong FFixed64 { get; set; }
    [ProtoMember(11, DataFormat = DataFormat.FixedSize)] public int FSFixed32 { get; set; }
    [ProtoMember(12, DataFormat = DataFormat.FixedSize)] public long FSFixed64 { get; set; }
    [ProtoMember(13)] public bool FBool { get; set; }
    [ProtoMember(14)] public string? FString { get; set; }
    [ProtoMember(15)] public byte[]? FBytes { get; set; }
    [ProtoMember(16)] public Color FEnum { get; set; }

    [ProtoMember(21)] public double[]? RDouble { get; set; }
    [ProtoMember(22)] public List<float>? RFloat { get; set; }
    [ProtoMember(23)] public List<int> RInt32 { get; set; } = [];
    [ProtoMember(24)] public long[]? RInt64 { get; set; }
    [ProtoMember(25)] public IList<uint>? RUInt32 { get; set; }
    [ProtoMember(26)] public List<ulong>? RUInt64 { get; set; }
    [ProtoMember(27, DataFormat = DataFormat.ZigZag)] public List<int>? RSInt32 { get; set; }
    [ProtoMember(28, DataFormat = DataFormat.ZigZag)] public long[]? RSInt64 { get; set; }
    [ProtoMember(29, DataFormat = DataFormat.FixedSize)] public List<uint>? RFixed32 { get; set; }
    [ProtoMember(30, DataFormat = DataFormat.FixedSize)] public ulong[]? RFixed64 { get; set; }
    [ProtoMember(31, DataFormat = DataFormat.FixedSize)] public List<int>? RSFixed32 { get; set; }
    [ProtoMember(32, DataFormat = DataFormat.FixedSize)] public List<long>? RSFixed64 { get; set; }
    [ProtoMember(33)] public bool[]? RBool { get; set; }
    [ProtoMember(34)] public List<string>? RString { get; set; }
    [ProtoMember(35)] public List<byte[]>? RBytes { get; set; }
    [ProtoMember(36)] public List<Color> REnum { get; } = [];

    [ProtoMember(41, IsPacked = false)] public List<int>? UnpackedInt32 { get; set; }
    [ProtoMember(42, DataFormat = DataFormat.ZigZag, IsPacked = false)] public List<long>? UnpackedSInt64 { get; set; }
    [ProtoMember(43, DataFormat = DataFormat.FixedSize, IsPacked = false)] public uint[]? UnpackedFixed32 { get; set; }
    [ProtoMember(44, IsPacked = false)] public List<double>? UnpackedDouble { get; set; }
    [ProtoMember(45, IsPacked = false)] public List<bool>? UnpackedBool { get; set; }
    [ProtoMember(46, IsPacked = false)] public Color[]? UnpackedEnum { get; set; }
}

/// <summary>nano.crosscheck.AllOptional: proto3 <c>optional</c> (explicit presence) for every scalar type.</summary>
[ProtoContract]
public sealed class AllOptional
{
    [ProtoMember(1)] public double? FDouble { get; set; }
    [ProtoMember(2)] public float? FFloat { get; set; }
    [ProtoMember(3)] public int? FInt32 { get; set; }
    [ProtoMember(4)] public long? FInt64 { get; set; }
    [ProtoMember(5)] public uint? FUInt32 { get; set; }
    [ProtoMember(6)] public ulong? FUInt64 { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.ZigZag)] public int? FSInt32 { get; set; }
    [ProtoMember(8, DataFormat = DataFormat.ZigZag)] public long? FSInt64 { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.FixedSize)] public uint? FFixed32 { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public ulong? FFixed64 { get; set; }
    [ProtoMember(11, DataFormat = DataFormat.FixedSize)] public int? FSFixed32 { get; set; }
    [ProtoMember(12, DataFormat = DataFormat.FixedSize)] public long? FSFixed64 { get; set; }
    [ProtoMember(13)] public bool? FBool { get; set; }
    [ProtoMember(14, OneOf = "_f_string")] public string? FString { get; set; }
    [ProtoMember(15, OneOf = "_f_bytes")] public byte[]? FBytes { get; set; }
    [ProtoMember(16)] public Color? FEnum { get; set; }
}

/// <summary>nano.crosscheck.Nested.</summary>
[ProtoContract]
public sealed class Nested
{
    [ProtoMember(1)] public NestedInner? Inner { get; set; }
    [ProtoMember(2)] public List<NestedInner> Inners { get; set; } = [];
    [ProtoMember(3)] public string Label { get; set; } = "";
}

/// <summary>nano.crosscheck.Nested.Inner.</summary>
[ProtoContract]
public sealed class NestedInner
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Name { get; set; }
    [ProtoMember(3)] public NestedInner? Deeper { get; set; }
    [ProtoMember(4)] public int[]? Values { get; set; }
}

/// <summary>nano.crosscheck.Recursive.</summary>
[ProtoContract]
public sealed class Recursive
{
    [ProtoMember(1)] public int Value { get; set; }
    [ProtoMember(2)] public Recursive? Child { get; set; }
    [ProtoMember(3)] public List<Recursive>? Children { get; set; }
    [ProtoMember(4)] public string? Name { get; set; }
    [ProtoMember(5)] public ReadOnlyMemory<byte> Data { get; set; }
}

/// <summary>nano.crosscheck.MapValue.</summary>
[ProtoContract]
public sealed class MapValue
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Text { get; set; }
}

/// <summary>nano.crosscheck.Maps: one map per key kind, plus enum- and message-valued maps.</summary>
[ProtoContract]
public sealed class Maps
{
    [ProtoMember(1)] public Dictionary<int, int>? Int32Int32 { get; set; }
    [ProtoMember(2)] public Dictionary<long, string>? Int64String { get; set; }
    [ProtoMember(3)] public Dictionary<uint, byte[]>? UInt32Bytes { get; set; }
    [ProtoMember(4)] public IDictionary<ulong, double>? UInt64Double { get; set; }
    [ProtoMember(5), ProtoMap(KeyFormat = DataFormat.ZigZag)] public Dictionary<int, float>? SInt32Float { get; set; }
    [ProtoMember(6), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.ZigZag)] public Dictionary<long, long>? SInt64SInt64 { get; set; }
    [ProtoMember(7), ProtoMap(KeyFormat = DataFormat.FixedSize, ValueFormat = DataFormat.FixedSize)] public Dictionary<uint, ulong>? Fixed32Fixed64 { get; set; }
    [ProtoMember(8), ProtoMap(KeyFormat = DataFormat.FixedSize)] public Dictionary<ulong, bool>? Fixed64Bool { get; set; }
    [ProtoMember(9), ProtoMap(KeyFormat = DataFormat.FixedSize, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, int>? SFixed32SFixed32 { get; set; }
    [ProtoMember(10), ProtoMap(KeyFormat = DataFormat.FixedSize)] public Dictionary<long, long>? SFixed64Int64 { get; set; }
    [ProtoMember(11)] public Dictionary<bool, uint>? BoolUInt32 { get; set; }
    [ProtoMember(12)] public Dictionary<string, string> StringString { get; } = [];

    [ProtoMember(20)] public Dictionary<int, Color>? Int32Enum { get; set; }
    [ProtoMember(21)] public Dictionary<string, Color>? StringEnum { get; set; }
    [ProtoMember(22)] public Dictionary<int, MapValue>? Int32Message { get; set; }
    [ProtoMember(23)] public Dictionary<string, MapValue>? StringMessage { get; set; }
    [ProtoMember(24)] public Dictionary<bool, MapValue>? BoolMessage { get; set; }
    [ProtoMember(25)] public Dictionary<ulong, Color>? UInt64Enum { get; set; }
    [ProtoMember(26), ProtoMap(KeyFormat = DataFormat.ZigZag)] public Dictionary<long, MapValue>? SInt64Message { get; set; }
}

/// <summary>nano.crosscheck.OneofMessage: a oneof between plain fields.</summary>
[ProtoContract]
public sealed class OneofMessage
{
    [ProtoMember(1)] public int Before { get; set; }
    [ProtoMember(2, OneOf = "choice")] public int? IntValue { get; set; }
    [ProtoMember(3, OneOf = "choice")] public string? StringValue { get; set; }
    [ProtoMember(4, OneOf = "choice")] public MapValue? MessageValue { get; set; }
    [ProtoMember(5, OneOf = "choice")] public byte[]? BytesValue { get; set; }
    [ProtoMember(6, OneOf = "choice")] public double? DoubleValue { get; set; }
    [ProtoMember(7, OneOf = "choice")] public Color? EnumValue { get; set; }
    [ProtoMember(8, OneOf = "choice", DataFormat = DataFormat.ZigZag)] public long? SInt64Value { get; set; }
    [ProtoMember(9)] public string? After { get; set; }
}

/// <summary>nano.crosscheck.WellKnown: Timestamp and Duration, singular and repeated.</summary>
[ProtoContract]
public sealed class WellKnown
{
    [ProtoMember(1)] public DateTime? Timestamp { get; set; }
    [ProtoMember(2)] public TimeSpan? Duration { get; set; }
    [ProtoMember(3)] public List<DateTime>? Timestamps { get; set; }
    [ProtoMember(4)] public List<TimeSpan>? Durations { get; set; }
}

/// <summary>nano.crosscheck.SparseFields: field numbers at every tag-size boundary.</summary>
[ProtoContract]
public sealed class SparseFields
{
    [ProtoMember(1)] public int F1 { get; set; }
    [ProtoMember(15, DataFormat = DataFormat.ZigZag)] public long F15 { get; set; }
    [ProtoMember(16)] public string? F16 { get; set; }
    [ProtoMember(2047)] public bool F2047 { get; set; }
    [ProtoMember(2048)] public double F2048 { get; set; }
    [ProtoMember(262143)] public byte[]? F262143 { get; set; }
    [ProtoMember(262144)] public SparseFields? F262144 { get; set; }
    [ProtoMember(536870911)] public List<uint>? F536870911 { get; set; }
}

// ---- Partial views: older schemas that know only some fields, for the unknown-field checks.

/// <summary>
/// nano.crosscheck.AllScalars as an older schema that knows only the singular fields 1-16. It keeps every other field
/// (the repeated ones) as unknown and writes it back, so a round trip through it loses nothing.
/// </summary>
[ProtoContract]
public sealed class AllScalarsSingularsOnly : IUnknownFieldsHolder
{
    [ProtoMember(1)] public double FDouble { get; set; }
    [ProtoMember(2)] public float FFloat { get; set; }
    [ProtoMember(3)] public int FInt32 { get; set; }
    [ProtoMember(4)] public long FInt64 { get; set; }
    [ProtoMember(5)] public uint FUInt32 { get; set; }
    [ProtoMember(6)] public ulong FUInt64 { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.ZigZag)] public int FSInt32 { get; set; }
    [ProtoMember(8, DataFormat = DataFormat.ZigZag)] public long FSInt64 { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.FixedSize)] public uint FFixed32 { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public ulong FFixed64 { get; set; }
    [ProtoMember(11, DataFormat = DataFormat.FixedSize)] public int FSFixed32 { get; set; }
    [ProtoMember(12, DataFormat = DataFormat.FixedSize)] public long FSFixed64 { get; set; }
    [ProtoMember(13)] public bool FBool { get; set; }
    [ProtoMember(14)] public string? FString { get; set; }
    [ProtoMember(15)] public byte[]? FBytes { get; set; }
    [ProtoMember(16)] public Color FEnum { get; set; }

    public UnknownFieldSet? UnknownFields { get; set; }
}

/// <summary>
/// nano.crosscheck.Recursive as an older schema that knows only <c>value</c> and <c>child</c>; every level keeps the
/// rest (children, name, data) as unknown fields.
/// </summary>
[ProtoContract]
public sealed class RecursiveValueAndChildOnly : IUnknownFieldsHolder
{
    [ProtoMember(1)] public int Value { get; set; }
    [ProtoMember(2)] public RecursiveValueAndChildOnly? Child { get; set; }

    public UnknownFieldSet? UnknownFields { get; set; }
}

/// <summary>nano.crosscheck.Nested as an older schema that knows only <c>inner.id</c>, <c>inner.deeper</c> and <c>label</c>, and drops the rest.</summary>
[ProtoContract]
public sealed class NestedIdsOnly
{
    [ProtoMember(1)] public NestedInnerIdOnly? Inner { get; set; }
    [ProtoMember(3)] public string? Label { get; set; }
}

/// <summary>nano.crosscheck.Nested.Inner knowing only <c>id</c> and <c>deeper</c> (no unknown-field store: the rest is dropped).</summary>
[ProtoContract]
public sealed class NestedInnerIdOnly
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(3)] public NestedInnerIdOnly? Deeper { get; set; }
}
