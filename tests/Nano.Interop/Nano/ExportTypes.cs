using System.ComponentModel;

// Code-first types whose exported .proto is checked in as Protos/export/*.proto (golden files a test regenerates and
// compares) and compiled by protoc into Google.Protobuf classes, so the round-trip tests can prove that the exported
// schema describes the bytes Nano writes. ExportOrder covers the proto3 mappings, LegacyRecord the proto2 features.
namespace Nano.Interop.Nano.Export;

/// <summary>An enum without a zero member: the export adds STATUS_UNSPECIFIED = 0.</summary>
public enum Status
{
    Active = 1,
    Closed = 2,
    OnHold = -4,
}

/// <summary>An enum with an alias (two names for 2) and an acronym name.</summary>
public enum Color : byte
{
    None = 0,
    Red = 1,
    HTMLGreen = 2,
    Green = 2,
}

/// <summary>A sibling message.</summary>
[ProtoContract]
public sealed class OrderLine
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public Color Color { get; set; }
    [ProtoMember(4)] public Detail? Info { get; set; }

    /// <summary>A nested C# type: declared flat; a second <c>Detail</c> elsewhere is renamed Detail2.</summary>
    [ProtoContract]
    public sealed class Detail
    {
        [ProtoMember(1)] public string? Note { get; set; }
    }
}

/// <summary>A struct message: always written.</summary>
[ProtoContract]
public struct GeoPoint
{
    [ProtoMember(1, DataFormat = DataFormat.ZigZag)] public int Lat { get; set; }
    [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public int Lon { get; set; }
}

/// <summary>Inheritance in protobuf-net's form: a oneof of the derived types in the base message.</summary>
[ProtoContract]
[ProtoInclude(10, typeof(Parcel))]
[ProtoInclude(11, typeof(Letter))]
public abstract class Shipment
{
    [ProtoMember(1)] public string? Carrier { get; set; }
}

[ProtoContract]
[ProtoInclude(20, typeof(FragileParcel))]
public class Parcel : Shipment
{
    [ProtoMember(1)] public double WeightKg { get; set; }
}

/// <summary>A second level: its fields travel inside Parcel's, which travel inside Shipment's.</summary>
[ProtoContract]
public sealed class FragileParcel : Parcel
{
    [ProtoMember(1)] public string? Handling { get; set; }
}

[ProtoContract]
public sealed class Letter : Shipment
{
    [ProtoMember(1)] public bool Registered { get; set; }
    [ProtoMember(2)] public Detail? Info { get; set; }

    /// <summary>Same simple name as <see cref="OrderLine.Detail"/>.</summary>
    [ProtoContract]
    public sealed class Detail
    {
        [ProtoMember(1)] public int Pages { get; set; }
    }
}

/// <summary>The proto3 model: every scalar format, repeated, maps, oneof, enums, well-known types, Guid, decimal, inheritance.</summary>
[ProtoContract]
public sealed class ExportOrder
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public long Delta { get; set; }
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public int Fixed { get; set; }
    [ProtoMember(4)] public uint Unsigned { get; set; }
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public ulong Fixed64 { get; set; }
    [ProtoMember(6)] public float Ratio { get; set; }
    [ProtoMember(7)] public double Amount { get; set; }
    [ProtoMember(8)] public bool Paid { get; set; }
    [ProtoMember(9)] public string? CustomerName { get; set; }
    [ProtoMember(10)] public byte[]? Blob { get; set; }
    [ProtoMember(11)] public Guid OrderGuid { get; set; }
    [ProtoMember(12)] public decimal Total { get; set; }
    [ProtoMember(13)] public DateTime PlacedAt { get; set; }
    [ProtoMember(14)] public TimeSpan Timeout { get; set; }
    [ProtoMember(15)] public Status Status { get; set; }
    [ProtoMember(16)] public int? MaybeCount { get; set; }
    [ProtoMember(17)] public List<int> PackedInts { get; set; } = [];
    [ProtoMember(18, IsPacked = false)] public List<int> UnpackedInts { get; set; } = [];
    [ProtoMember(19)] public List<string> Tags { get; set; } = [];
    [ProtoMember(20)] public Dictionary<string, int> Counts { get; set; } = [];
    [ProtoMember(21), ProtoMap(KeyFormat = DataFormat.ZigZag)] public Dictionary<int, OrderLine> LinesByNumber { get; set; } = [];
    [ProtoMember(22), ProtoMap(KeyFormat = DataFormat.FixedSize, ValueFormat = DataFormat.ZigZag)] public Dictionary<long, long> Deltas { get; set; } = [];
    [ProtoMember(23, OneOf = "Payment")] public string? CardNumber { get; set; }
    [ProtoMember(24, OneOf = "Payment")] public OrderLine? Voucher { get; set; }
    [ProtoMember(25, OneOf = "Payment")] public long? AccountId { get; set; }
    [ProtoMember(26)] public List<OrderLine> Lines { get; set; } = [];
    [ProtoMember(27)] public GeoPoint Location { get; set; }
    [ProtoMember(28)] public Shipment? Shipment { get; set; }
    [ProtoMember(29)] public List<Color> Colors { get; set; } = [];
    [ProtoMember(30)] public Status? MaybeStatus { get; set; }
    [ProtoMember(31)] public DateTimeOffset? Confirmed { get; set; }
    [ProtoMember(32)] public short Small { get; set; }
    [ProtoMember(33)] public char Initial { get; set; }
    // Snake-cases to customer_name too: keeps the name with its number appended.
    [ProtoMember(34)] public string? Customer_Name { get; set; }
    [ProtoMember(35)] public List<Parcel> Parcels { get; set; } = [];
}

/// <summary>A group body.</summary>
[ProtoContract]
public sealed class LegacyHeader
{
    [ProtoMember(1, IsRequired = true)] public int Version { get; set; }
    [ProtoMember(2)] public string? Note { get; set; }
}

/// <summary>A repeated group body.</summary>
[ProtoContract]
public sealed class LegacyItem
{
    [ProtoMember(1)] public int Code { get; set; }
    [ProtoMember(2, DataFormat = DataFormat.Group)] public LegacyHeader? Inner { get; set; }
}

/// <summary>The proto2 model: required, defaults, packed/unpacked, groups (also nested), with proto3-style types beside them.</summary>
[ProtoContract]
public sealed class LegacyRecord
{
    [ProtoMember(1, IsRequired = true)] public int Id { get; set; }
    [ProtoMember(2, IsRequired = true)] public string Name { get; set; } = "";
    [ProtoMember(3), DefaultValue(42)] public int Answer { get; set; } = 42;
    [ProtoMember(4), DefaultValue("say \"hi\"\n")] public string Greeting { get; set; } = "say \"hi\"\n";
    [ProtoMember(5), DefaultValue(Status.Closed)] public Status Status { get; set; } = Status.Closed;
    [ProtoMember(6), DefaultValue(1.5)] public double Scale { get; set; } = 1.5;
    [ProtoMember(7, DataFormat = DataFormat.ZigZag), DefaultValue(-7L)] public long Offset { get; set; } = -7;
    [ProtoMember(8)] public List<int> Packed { get; set; } = [];
    [ProtoMember(9, IsPacked = false)] public List<int> Unpacked { get; set; } = [];
    [ProtoMember(10, DataFormat = DataFormat.Group)] public LegacyHeader? Header { get; set; }
    [ProtoMember(11, DataFormat = DataFormat.Group)] public List<LegacyItem> Items { get; set; } = [];
    [ProtoMember(12)] public LegacyHeader? Plain { get; set; }
    [ProtoMember(13)] public Dictionary<string, string> Labels { get; set; } = [];
    [ProtoMember(14)] public DateTime Stamp { get; set; }
    [ProtoMember(15)] public bool Flag { get; set; }
}
