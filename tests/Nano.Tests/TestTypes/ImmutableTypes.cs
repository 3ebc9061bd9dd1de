namespace Nano.Tests.TestTypes;

[ProtoContract]
public sealed record PositionalRecord([property: ProtoMember(1)] int Id, [property: ProtoMember(2)] string Name, [property: ProtoMember(3)] IReadOnlyList<int> Values);

[ProtoContract]
public sealed record InitRecord
{
    [ProtoMember(1)] public int Id { get; init; }
    [ProtoMember(2)] public string? Name { get; init; }
}

[ProtoContract]
public sealed class ConstructorOnly
{
    public ConstructorOnly(int id, string? label)
    {
        Id = id;
        Label = label;
    }

    [ProtoMember(1)] public int Id { get; }
    [ProtoMember(2)] public string? Label { get; }
}

[ProtoContract]
public sealed class PrivateMembers
{
    [ProtoMember(1)] private int _secret;
    [ProtoMember(2)] public string? Name { get; private set; }

    private PrivateMembers()
    {
    }

    public static PrivateMembers Create(int secret, string name) => new() { _secret = secret, Name = name };
    public int Secret => _secret;
}

[ProtoContract]
public readonly struct ImmutableStruct(int a, string? b)
{
    [ProtoMember(1)] public int A { get; } = a;
    [ProtoMember(2)] public string? B { get; } = b;
}

[ProtoContract]
[ProtoInclude(10, typeof(Dog))]
[ProtoInclude(11, typeof(Cat))]
public abstract class Animal
{
    [ProtoMember(1)] public string? Name { get; set; }
}

[ProtoContract]
[ProtoInclude(20, typeof(Puppy))]
public class Dog : Animal
{
    [ProtoMember(1)] public int Barks { get; set; }
}

[ProtoContract]
public sealed class Puppy : Dog
{
    [ProtoMember(1)] public bool Sleepy { get; set; }
}

[ProtoContract]
public sealed class Cat : Animal
{
    [ProtoMember(1)] public int Lives { get; set; }
}

[ProtoContract]
public sealed class Zoo
{
    [ProtoMember(1)] public List<Animal> Animals { get; set; } = [];
    [ProtoMember(2)] public Animal? Star { get; set; }
}

/// <summary>No attributes: registered through the fluent API.</summary>
public sealed class Order
{
    public int Id { get; set; }
    public List<OrderLine> Lines { get; set; } = [];
    public string? Customer { get; set; }
}

public sealed class OrderLine
{
    public string? Sku { get; set; }
    public int Quantity { get; set; }
}
