using ProtoBuf;

namespace ProtobufNetSamples;

[ProtoContract]
public struct Point
{
    [ProtoMember(1)] public int X;
    [ProtoMember(2)] public int Y;
}

[ProtoContract]
public class WithStructs
{
    [ProtoMember(1)] public Point Origin;
    [ProtoMember(2)] public List<Point>? Path;
    [ProtoMember(3)] public Point? Maybe;
}

[ProtoContract]
public class Collections
{
    [ProtoMember(1)] public HashSet<int>? Set;
    [ProtoMember(2)] public IList<string> Names { get; set; } = new List<string>();
    [ProtoMember(3)] public Inner[]? Messages;
    [ProtoMember(4)] public IReadOnlyList<long>? ReadOnly { get; set; }
    [ProtoMember(5)] public Dictionary<int, Inner>? ById;
}

public enum Small : byte { None = 0, One = 1, Max = 255 }

public enum Huge : ulong { None = 0, Top = ulong.MaxValue }

[ProtoContract]
public class EnumKinds
{
    [ProtoMember(1)] public Small Small;
    [ProtoMember(2)] public Huge Huge;
    [ProtoMember(3)] public Small[]? Smalls;
    [ProtoMember(4)] public Dictionary<string, Small>? ByName;
}

[ProtoContract]
public record Person
{
    [ProtoMember(1)] public string? Name { get; init; }
    [ProtoMember(2)] public int Age { get; init; }
    [ProtoMember(3)] public List<string> Tags { get; init; } = [];
}

[ProtoContract]
public class BclNullables
{
    [ProtoMember(1)] public DateTime? When;
    [ProtoMember(2)] public TimeSpan? Span;
    [ProtoMember(3)] public Guid? Id;
    [ProtoMember(4)] public List<TimeSpan>? Spans;
    [ProtoMember(5)] public Dictionary<int, decimal>? Prices;
}

[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level240)]
public class Level240Collections
{
    [ProtoMember(1)] public List<DateTime>? Dates;
    [ProtoMember(2)] public DateTime? Maybe;
    [ProtoMember(3)] public Dictionary<string, TimeSpan>? Spans;
}

[ProtoContract]
public class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public Customer? Customer { get; set; }
    [ProtoMember(3)] public List<OrderLine> Lines { get; } = [];
    [ProtoMember(4)] public decimal Total { get; set; }
    [ProtoMember(5)] public DateTime Placed { get; set; }
}

[ProtoContract]
public class Customer
{
    [ProtoMember(1)] public string? Name { get; set; }
    [ProtoMember(2)] public string? Email { get; set; }
}

[ProtoContract]
public class OrderLine
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public decimal UnitPrice { get; set; }
}

[ProtoContract]
[ProtoInclude(100, typeof(Circle))]
[ProtoInclude(101, typeof(Square))]
public abstract class Shape
{
    [ProtoMember(1)] public string? Label;
}

[ProtoContract]
public class Circle : Shape
{
    [ProtoMember(1)] public double Radius;
}

[ProtoContract]
public class Square : Shape
{
    [ProtoMember(1)] public double Side;
}

[ProtoContract]
public class Drawing
{
    [ProtoMember(1)] public List<Shape>? Shapes;
}
