// An app written for protobuf-net, run by .ci/pack-test.sh twice without a source change: first on the protobuf-net
// 3.4.40 package, then with that reference swapped for Nano.ProtobufNet. Both runs must print the same lines (the bytes
// written, in hex, and what was read back).
using ProtoBuf;
using ProtoBuf.Meta;

var order = new Order
{
    Id = 7,
    Customer = "Ada",
    Lines = { new Line { Sku = "tea", Quantity = 2 }, new Line { Sku = "", Quantity = 0 } },
    Placed = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc),
    Total = 12.5m,
    Tags = { ["gift"] = 1 },
};
var stream = new MemoryStream();
Serializer.Serialize(stream, order);
Console.WriteLine("order: " + Convert.ToHexString(stream.ToArray()));
stream.Position = 0;
var back = Serializer.Deserialize<Order>(stream);
Console.WriteLine($"read: {back.Id} {back.Customer} {back.Lines[0].Sku} x{back.Lines[0].Quantity} {back.Placed:O} {back.Total} {back.Tags["gift"]}");

var framed = new MemoryStream();
Serializer.SerializeWithLengthPrefix(framed, order, PrefixStyle.Base128, 1);
Serializer.SerializeWithLengthPrefix(framed, back, PrefixStyle.Base128, 1);
Console.WriteLine("framed: " + Convert.ToHexString(framed.ToArray()));
framed.Position = 0;
Console.WriteLine("items: " + Serializer.DeserializeItems<Order>(framed, PrefixStyle.Base128, 1).Count());

Shape shape = new Circle { Name = "c", Radius = 1.5 };
var shapes = new MemoryStream();
Serializer.NonGeneric.Serialize(shapes, shape);
Console.WriteLine("shape: " + Convert.ToHexString(shapes.ToArray()));
shapes.Position = 0;
Console.WriteLine("shape read: " + Serializer.Deserialize<Shape>(shapes).GetType().Name);
Console.WriteLine("clone: " + Serializer.DeepClone(order).Customer);

var model = RuntimeTypeModel.Create();
model.Add(typeof(Point), false).Add(1, nameof(Point.X)).Add(2, nameof(Point.Y));
var points = new MemoryStream();
model.Serialize(points, new Point { X = 3, Y = -4 });
Console.WriteLine("point: " + Convert.ToHexString(points.ToArray()));

try
{
    Serializer.Deserialize<Order>(new MemoryStream([0x12, 0x0A, 0x41]));
    Console.WriteLine("malformed: read");
}
catch (Exception e) when (e is ProtoException or EndOfStreamException) // protobuf-net throws the latter when truncated
{
    Console.WriteLine("malformed: refused");
}

[ProtoContract]
public class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public List<Line> Lines { get; } = [];
    [ProtoMember(4)] public DateTime Placed { get; set; }
    [ProtoMember(5)] public decimal Total { get; set; }
    [ProtoMember(6)] public Dictionary<string, int> Tags { get; } = [];
}

[ProtoContract]
public class Line
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
}

[ProtoContract]
[ProtoInclude(10, typeof(Circle))]
public abstract class Shape
{
    [ProtoMember(1)] public string? Name { get; set; }
}

[ProtoContract]
public class Circle : Shape
{
    [ProtoMember(1)] public double Radius { get; set; }
}

public class Point
{
    public int X { get; set; }
    public int Y { get; set; }
}
