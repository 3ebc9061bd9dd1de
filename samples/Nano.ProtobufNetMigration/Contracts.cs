using ProtoBuf;

// Not under namespace Nano: there, [ProtoContract] would bind to Nano's own attribute before the using directive.
namespace Billing.Contracts;

// The contracts exactly as a protobuf-net user has them: protobuf-net's attributes (namespace ProtoBuf), no
// compatibility level (so protobuf-net's default Level200: bcl.DateTime, bcl.TimeSpan, bcl.Decimal), lists not
// packed. Nano reads these attributes by name with protobuf-net's meaning; nothing here refers to Nano.

[ProtoContract]
[ProtoInclude(10, typeof(Invoice))]
public class Document
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string Title { get; set; } = "";
}

[ProtoContract]
public sealed class Invoice : Document
{
    [ProtoMember(1)] public DateTime IssuedAt { get; set; }
    [ProtoMember(2)] public TimeSpan PaymentTerm { get; set; }
    [ProtoMember(3)] public decimal Total { get; set; }
    [ProtoMember(4)] public List<InvoiceLine> Lines { get; set; } = [];
    [ProtoMember(5)] public Dictionary<string, string> Tags { get; set; } = [];
    [ProtoMember(6)] public List<int> ReminderDays { get; set; } = [];
}

[ProtoContract]
public sealed class InvoiceLine
{
    [ProtoMember(1)] public string Sku { get; set; } = "";
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public decimal UnitPrice { get; set; }
}
