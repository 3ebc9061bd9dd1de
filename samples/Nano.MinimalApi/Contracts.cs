using Nano;

namespace Nano.Samples.MinimalApi;

[ProtoContract]
public sealed class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public List<OrderLine> Lines { get; set; } = [];
}

[ProtoContract]
public sealed class OrderLine
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
}

[ProtoContract]
public sealed class Receipt
{
    [ProtoMember(1)] public int OrderId { get; set; }
    [ProtoMember(2)] public int Items { get; set; }
}

/// <summary>A file sent in one request: read in pool mode, its bytes live in pooled slabs until the request ends.</summary>
[ProtoContract]
public sealed class Upload
{
    [ProtoMember(1)] public string? Name { get; set; }
    [ProtoMember(2)] public ReadOnlyMemory<byte> Data { get; set; }
}

[ProtoContract]
public sealed class UploadReceipt
{
    [ProtoMember(1)] public string? Name { get; set; }
    [ProtoMember(2)] public int Length { get; set; }
    [ProtoMember(3)] public uint Checksum { get; set; }
}
