using System.ComponentModel;
using System.Runtime.Serialization;
using ProtoBuf;

// Contracts written as for protobuf-net, compiled against Nano.ProtobufNet's attributes (this project's global ProtoBuf).
namespace PbnetApp;

public enum Status
{
    Unknown = 0,
    Open = 1,
    Shipped = 2,
    [ProtoEnum(Name = "STATUS_CANCELLED")] Cancelled = -1,
}

[ProtoContract]
public class Line
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public long Delta { get; set; }
}

[ProtoContract(Name = "OrderMessage")]
public class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public List<Line> Lines { get; set; } = [];
    [ProtoMember(4)] public Status Status { get; set; }
    [ProtoMember(5)] public DateTime Created { get; set; }
    [ProtoMember(6)] public decimal Total { get; set; }
    [ProtoMember(7)] public Guid Key { get; set; }
    [ProtoMember(8)] public Dictionary<string, int> Counts { get; set; } = [];
    [ProtoMember(9, IsPacked = true)] public int[]? Packed { get; set; }
    [ProtoMember(10)] public TimeSpan Elapsed { get; set; }
    [ProtoMember(11, DataFormat = DataFormat.FixedSize)] public uint Fixed { get; set; }
    [ProtoMember(12), DefaultValue(7)] public int Seven { get; set; } = 7;
    [ProtoMember(13, IsRequired = true)] public bool Flag { get; set; }
    [ProtoMember(14)] public byte[]? Blob { get; set; }
    [ProtoIgnore] public string? NotSent { get; set; }

    public static Order Sample() => new()
    {
        Id = 42,
        Customer = "Ada",
        Lines = [new Line { Sku = "A-1", Quantity = 2, Delta = -3 }, new Line { Sku = "", Quantity = 0 }],
        Status = Status.Cancelled,
        Created = new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc),
        Total = 19.99m,
        Key = new Guid("00112233-4455-6677-8899-aabbccddeeff"),
        Counts = new() { ["x"] = 1, ["y"] = 0 },
        Packed = [1, -1, 300],
        Elapsed = TimeSpan.FromMinutes(90),
        Fixed = 0xFFFF_FFFF,
        Seven = 8,
        Blob = [0, 1, 2],
        NotSent = "ignored",
    };
}

[ProtoContract]
[ProtoInclude(10, typeof(Circle))]
[ProtoInclude(11, "PbnetApp.Square")]
public abstract class Shape
{
    [ProtoMember(1)] public string? Name { get; set; }
}

[ProtoContract]
public sealed class Circle : Shape
{
    [ProtoMember(1)] public double Radius { get; set; }
}

[ProtoContract]
public sealed class Square : Shape
{
    [ProtoMember(1)] public float Side { get; set; }
}

[ProtoContract]
public class Drawing
{
    [ProtoMember(1)] public List<Shape> Shapes { get; set; } = [];
}

[ProtoContract(ImplicitFields = ImplicitFields.AllPublic, ImplicitFirstTag = 3)]
[ProtoPartialMember(1, nameof(Explicit))]
[ProtoPartialIgnore(nameof(Skipped))]
public class Implicit
{
    public int Explicit { get; set; }
    public string? Beta { get; set; }
    public int Alpha { get; set; }
    public string? Skipped { get; set; }
}

[ProtoContract, CompatibilityLevel(CompatibilityLevel.Level300)]
public class Modern
{
    [ProtoMember(1)] public DateTime At { get; set; }
    [ProtoMember(2)] public decimal Amount { get; set; }
    [ProtoMember(3)] public Guid Id { get; set; }
    [ProtoMember(4), CompatibilityLevel(CompatibilityLevel.Level200)] public Guid Legacy { get; set; }
    [ProtoMember(5, DataFormat = DataFormat.WellKnown)] public TimeSpan For { get; set; }
}

[ProtoContract]
public class WithCallbacks
{
    [ProtoMember(1)] public int Value { get; set; }
    public List<string> Log { get; } = [];

    [ProtoBeforeSerialization] private void BeforeWrite() => Log.Add("before-write");
    [ProtoAfterSerialization] private void AfterWrite(StreamingContext context) => Log.Add("after-write");
    [ProtoBeforeDeserialization] private void BeforeRead() => Log.Add("before-read");
    [ProtoAfterDeserialization] private void AfterRead() => Log.Add("after-read");
}

[ProtoContract]
public class Keyed
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)]
    public Dictionary<int, long> Map { get; set; } = [];
}

/// <summary>The same first field as <see cref="Line"/>: the target of <c>ChangeType</c>.</summary>
[ProtoContract]
public class SkuOnly
{
    [ProtoMember(1)] public string? Sku { get; set; }
}

/// <summary>A newer version of <see cref="ExtensibleV1"/>, with a field V1 does not know.</summary>
[ProtoContract]
public class ExtensibleV2
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Added { get; set; }
    [ProtoMember(3)] public List<int> More { get; set; } = [];
}

[ProtoContract]
public class ExtensibleV1 : Extensible
{
    [ProtoMember(1)] public int Id { get; set; }
}

/// <summary>No attributes: configured at run time through <c>RuntimeTypeModel</c>.</summary>
public class Plain
{
    public int Number { get; set; }
    public string? Text { get; set; }
    public List<int> Values { get; set; } = [];
    public double Ratio { get; set; }
}

public class PlainBase
{
    public int BaseId { get; set; }
}

public class PlainDerived : PlainBase
{
    public string? Extra { get; set; }
}

public class Constructed
{
    public Constructed() => Marker = "constructor ran";
    public string? Marker { get; set; }
    public int Id { get; set; }
}

public readonly struct Point(int x, int y)
{
    public int X { get; } = x;
    public int Y { get; } = y;
}

[ProtoContract]
public class PointSurrogate
{
    [ProtoMember(1)] public int X { get; set; }
    [ProtoMember(2)] public int Y { get; set; }

    public static implicit operator PointSurrogate(Point point) => new() { X = point.X, Y = point.Y };
    public static implicit operator Point(PointSurrogate? surrogate) => surrogate is null ? default : new Point(surrogate.X, surrogate.Y);
}

[ProtoContract]
public class HasPoint
{
    [ProtoMember(1)] public Point Where { get; set; }
}

/// <summary>A type whose surrogate its own attribute names (where <see cref="Point"/>'s is set on a model).</summary>
[ProtoContract(Surrogate = typeof(AngleSurrogate))]
public readonly struct Angle(double degrees)
{
    public double Degrees { get; } = degrees;
}

[ProtoContract]
public class AngleSurrogate
{
    [ProtoMember(1)] public double Degrees { get; set; }

    public static implicit operator AngleSurrogate(Angle angle) => new() { Degrees = angle.Degrees };
    public static implicit operator Angle(AngleSurrogate? surrogate) => new(surrogate?.Degrees ?? 0);
}

[ProtoContract]
public class Turn
{
    [ProtoMember(1)] public Angle By { get; set; }
    [ProtoMember(2)] public List<Angle> Steps { get; set; } = [];
}

/// <summary>No attributes and only init-only members: a tuple to protobuf-net, fields 1 and 2 of its
/// constructor.</summary>
public record Segment(int From, string? To);
