using ProtoBuf;

// A protobuf-net program, unchanged when its protobuf-net package reference is replaced by Nano.ProtobufNet's. It reads
// orders that protobuf-net 3.4.40 stored (a length-prefixed stream, one field-1 item per order), prints them, writes them
// again the same way and checks that the bytes are the stored ones. With `--store <path>` it writes that file instead:
// stored/orders.bin was made so, on protobuf-net 3.4.40:
//   dotnet run -c Release --project samples/Nano.ProtobufNetSwap -p:OnProtobufNet=true -- --store samples/Nano.ProtobufNetSwap/stored/orders.bin
if (args is ["--store", var target])
{
    using var file = File.Create(target);
    foreach (var order in Orders.Sample())
        Serializer.SerializeWithLengthPrefix(file, order, PrefixStyle.Base128, 1);
    Console.WriteLine($"stored {Orders.Sample().Count} orders, {file.Length} bytes, with {typeof(Serializer).Assembly.GetName().Name}");
    return 0;
}

var stored = File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "stored", "orders.bin"));
var orders = Serializer.DeserializeItems<Order>(new MemoryStream(stored), PrefixStyle.Base128, 1).ToList();
foreach (var order in orders)
    Console.WriteLine(order);

var written = new MemoryStream();
foreach (var order in orders)
    Serializer.SerializeWithLengthPrefix(written, order, PrefixStyle.Base128, 1);
var same = written.ToArray().AsSpan().SequenceEqual(stored);
Console.WriteLine($"written back byte for byte: {same} ({stored.Length} bytes)");
Console.WriteLine($"serializer: {typeof(Serializer).Assembly.GetName().Name}");
return same ? 0 : 1;

public enum Channel
{
    Shop = 0,
    Web = 1,
    Phone = 2,
}

[ProtoContract]
[ProtoInclude(10, typeof(GiftOrder))]
public class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string Customer { get; set; } = "";
    [ProtoMember(3)] public List<Line> Lines { get; } = [];
    [ProtoMember(4)] public DateTime Placed { get; set; }
    [ProtoMember(5)] public decimal Total { get; set; }
    [ProtoMember(6)] public Channel Channel { get; set; }
    [ProtoMember(7)] public Dictionary<string, string> Notes { get; } = [];
    [ProtoMember(8)] public Guid Reference { get; set; }

    public override string ToString() =>
        $"{GetType().Name} {Id} for {Customer}: {string.Join(", ", Lines)}; total {Total}, {Channel}, placed {Placed:yyyy-MM-dd HH:mm}, "
        + $"ref {Reference}{(Notes.Count == 0 ? "" : ", notes " + string.Join(", ", Notes.Select(n => $"{n.Key}={n.Value}")))}";
}

[ProtoContract]
public class GiftOrder : Order
{
    [ProtoMember(1)] public string Message { get; set; } = "";

    public override string ToString() => base.ToString() + $"; gift message \"{Message}\"";
}

[ProtoContract]
public class Line
{
    [ProtoMember(1)] public string Sku { get; set; } = "";
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public int Adjustment { get; set; }

    public override string ToString() => $"{Quantity} x {Sku}{(Adjustment == 0 ? "" : $" ({Adjustment:+0;-0})")}";
}

public static class Orders
{
    public static List<Order> Sample() =>
    [
        new Order
        {
            Id = 1,
            Customer = "Ada",
            Lines = { new Line { Sku = "tea", Quantity = 2 }, new Line { Sku = "cake", Quantity = 1, Adjustment = -1 } },
            Placed = new DateTime(2026, 3, 1, 9, 30, 0),
            Total = 10.50m,
            Channel = Channel.Web,
            Notes = { ["door"] = "side" },
            Reference = new Guid("6f9619ff-8b86-d011-b42d-00c04fc964ff"),
        },
        new GiftOrder
        {
            Id = 2,
            Customer = "Grace",
            Lines = { new Line { Sku = "flowers", Quantity = 1 } },
            Placed = new DateTime(2026, 3, 2),
            Total = 25m,
            Channel = Channel.Phone,
            Message = "Happy birthday",
        },
        new Order { Id = 3, Customer = "", Channel = Channel.Shop },
    ];
}
