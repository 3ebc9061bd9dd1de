// Nano types mirroring tests/Nano.Interop/Protos/aotsmoke/aot_smoke.proto: nested messages, a positional record,
// a repeated message, maps (scalar and message values), a oneof, an enum, a Timestamp and bytes.
namespace Nano.AotSmoke;

public enum Status
{
    Unknown = 0,
    Active = 1,
    Blocked = 2,
}

/// <summary>A positional record: Nano builds it through its constructor.</summary>
[ProtoContract]
public sealed record Address([property: ProtoMember(1)] string Street, [property: ProtoMember(2)] int Number);

[ProtoContract]
public sealed class Line
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public List<long> Codes { get; set; } = [];
}

[ProtoContract]
public sealed class Order
{
    [ProtoMember(1)] public long Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public Address? ShipTo { get; set; }
    [ProtoMember(4)] public List<Line> Lines { get; set; } = [];
    [ProtoMember(5)] public Dictionary<string, int> Tags { get; set; } = [];
    [ProtoMember(6, OneOf = "payment")] public string? Card { get; set; }
    [ProtoMember(7, OneOf = "payment")] public int? Voucher { get; set; }
    [ProtoMember(8)] public Status Status { get; set; }
    [ProtoMember(9)] public DateTime PlacedAt { get; set; }
    [ProtoMember(10)] public Dictionary<int, Line> ByNumber { get; set; } = [];
    [ProtoMember(11)] public byte[]? Note { get; set; }
}

/// <summary>The one value the smoke test writes; the Google twin in Nano.Tests builds the same.</summary>
public static class Sample
{
    public static Order Create() => new()
    {
        Id = 9_007_199_254_740_993,
        Customer = "Ada Lovelace \u00e9\u20ac\U0001F600",
        ShipTo = new Address("12 Analytical Row", 42),
        Lines =
        [
            new Line { Sku = "tea", Quantity = 2, Codes = [1, -1, 300, long.MaxValue] },
            new Line { Sku = "cake", Quantity = -7 },
        ],
        Tags = new() { ["gift"] = 1, ["rush"] = -2 },
        Voucher = 150,
        Status = Status.Blocked,
        PlacedAt = new DateTime(2026, 11, 22, 9, 30, 15, DateTimeKind.Utc).AddTicks(1_234_500),
        ByNumber = new() { [7] = new Line { Sku = "jam", Quantity = 1, Codes = [5] } },
        Note = [0, 1, 2, 255],
    };
}
