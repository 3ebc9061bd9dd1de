using Nano;

var order = new Order
{
    Id = 42,
    Customer = "Ada",
    Lines = [new OrderLine { Sku = "tea", Quantity = 2 }, new OrderLine { Sku = "cake", Quantity = 1 }],
    PlacedAt = new DateTime(2026, 11, 22, 9, 30, 0, DateTimeKind.Utc),
};

byte[] bytes = Serializer.SerializeToArray(order);
Order copy = Serializer.Deserialize<Order>(bytes);

Console.WriteLine($"{bytes.Length} bytes: order {copy.Id} for {copy.Customer} at {copy.PlacedAt:O}");
foreach (var line in copy.Lines)
    Console.WriteLine($"  {line.Quantity} x {line.Sku}");
Console.WriteLine($"Backend: {RuntimeTypeModel.Default.GetBackend<Order>()}");

[ProtoContract]
public sealed class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public List<OrderLine> Lines { get; set; } = [];
    [ProtoMember(4)] public DateTime PlacedAt { get; set; }
}

[ProtoContract]
public sealed class OrderLine
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
}
